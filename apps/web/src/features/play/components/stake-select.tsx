// A stake picker on a 1-2-5 ladder within the game's limits (minor units).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../../lib/money-amount';

export function stakeLadder(min: bigint, max: bigint): bigint[] {
  const out: bigint[] = [];
  if (max < 1n) return out;
  for (let scale = 1n; scale <= max; scale *= 10n) {
    for (const step of [1n, 2n, 5n]) {
      const stake = step * scale;
      if (stake >= min && stake <= max) out.push(stake);
    }
  }
  if (out.length === 0 && min <= max) out.push(min);
  return out;
}

/**
 * The stake ladder of limits (minor units as strings; none while they load) and the chosen stake:
 * the player's choice while the ladder still holds it, else the ladder's first.
 */
export function useStakeLadder(min: string | undefined, max: string | undefined) {
  const [stake, setStake] = useState<bigint | null>(null);
  const stakes = useMemo(
    () => (min !== undefined && max !== undefined ? stakeLadder(BigInt(min), BigInt(max)) : []),
    [min, max],
  );
  const chosenStake = stake !== null && stakes.includes(stake) ? stake : (stakes[0] ?? null);
  return { stakes, chosenStake, setStake };
}

export function StakeSelect({
  choices,
  value,
  onChange,
  disabled,
  label,
}: {
  choices: bigint[];
  value: bigint | null;
  onChange: (stake: bigint) => void;
  disabled?: boolean;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <label className="play-field">
      {label ?? t('play.stake')}
      <select
        value={value?.toString() ?? ''}
        disabled={disabled || choices.length === 0}
        onChange={(e) => onChange(BigInt(e.target.value))}
      >
        {choices.map((s) => (
          <option key={s.toString()} value={s.toString()}>
            {formatMinor(s)}
          </option>
        ))}
      </select>
    </label>
  );
}
