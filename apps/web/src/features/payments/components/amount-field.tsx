// The amount the player types, in major units, with quick-amount buttons inside the allowed
// range and the range itself as the hint.
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form/form-field';
import { formatMinor, minorToInput } from '../../../lib/money-amount';
import { useSiteFormat } from '../../../lib/use-site-format';

/** Round amounts (major units) offered as quick picks when they fall inside the range. */
const QUICK_MAJOR = [1_000n, 5_000n, 10_000n, 50_000n, 100_000n, 500_000n, 1_000_000n];

export function quickAmounts(min: bigint, max: bigint): bigint[] {
  if (max < min) return [];
  const inside = QUICK_MAJOR.map((major) => major * 100n).filter((m) => m >= min && m <= max);
  if (inside.length >= 2) return inside.slice(0, 6);
  return min === max ? [min] : [min, max];
}

export function AmountField({
  value,
  onChange,
  error,
  min,
  max,
  quickMax = max,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  /** Minor units, inclusive. */
  min: bigint;
  max: bigint;
  /** Quick amounts stop here (a withdrawal: what the balance covers). */
  quickMax?: bigint;
}) {
  const { t } = useTranslation();
  // The whitelabel's label for the money, the same on every page.
  const { currency } = useSiteFormat();
  const quick = quickAmounts(min, max < quickMax ? max : quickMax);
  return (
    <FormField
      label={t('payments.amount.label', { currency })}
      error={error}
      hint={t('money.amount.range', { min: formatMinor(min), max: formatMinor(max) })}
    >
      {(control) => (
        <>
          <input
            {...control}
            className="form-field__input pay-amount"
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            maxLength={24}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          <div
            className="pay-quick"
            role="group"
            aria-label={t('payments.amount.quick')}
            hidden={quick.length === 0}
          >
            {quick.map((minor) => (
              <button
                key={minor.toString()}
                type="button"
                className="pay-quick__button"
                aria-pressed={value === minorToInput(minor)}
                onClick={() => onChange(minorToInput(minor))}
              >
                {formatMinor(minor)}
              </button>
            ))}
          </div>
        </>
      )}
    </FormField>
  );
}
