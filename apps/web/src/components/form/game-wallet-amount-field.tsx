// The amount of a move between the main wallet and a game wallet, with what can be moved as its
// hint and an "All" button that fills it in (the member centre's game wallets, the game's own
// Transfer dialog).
import { useTranslation } from 'react-i18next';
import { formatMinor, minorToInput } from '../../lib/money-amount';
import { TextField } from './form-field';

export interface GameWalletAmountFieldProps {
  id: string;
  /** The most that can be moved, in minor units. */
  available: bigint;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

export function GameWalletAmountField({
  id,
  available,
  value,
  onChange,
  error,
}: GameWalletAmountFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      id={id}
      label={t('money.amount.label')}
      name="amount"
      inputMode="decimal"
      autoComplete="off"
      maxLength={24}
      required
      hint={t('wallet.games.available', { amount: formatMinor(available) })}
      value={value}
      onChange={onChange}
      error={error}
      addon={
        <button
          type="button"
          className="button"
          disabled={available <= 0n}
          onClick={() => onChange(minorToInput(available))}
        >
          {t('wallet.games.all')}
        </button>
      }
    />
  );
}
