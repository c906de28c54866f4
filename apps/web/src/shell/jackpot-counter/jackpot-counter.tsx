// The jackpot counter on /rng (spec 2): the jackpot pool (VIS_getJackpot; the time-derived
// figure until it answers, or if it cannot) plus 165.11 for every 3 s of the clock's cycle, shown with
// the currency symbol, each digit a strip of 0-9 that rolls to its value; separators stand still.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format';
import { jackpotFromPool, jackpotMinorUnitsAt, jackpotTickMs } from './jackpot';
import { useJackpotPool } from './use-jackpot-pool';
import './jackpot-counter.css';

export interface JackpotCounterProps {
  /** The whitelabel's currency label (useSiteFormat's `currency`; '' until the settings arrive). */
  currencySymbol: string;
}

const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

export function JackpotCounter({ currencySymbol }: JackpotCounterProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const pool = useJackpotPool();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    // Read the clock on each tick rather than adding a step, so a tab that slept catches up.
    const timer = setInterval(() => setNow(Date.now()), jackpotTickMs);
    return () => clearInterval(timer);
  }, []);

  const minorUnits = pool.data
    ? jackpotFromPool(BigInt(pool.data.amount), now)
    : jackpotMinorUnitsAt(now);

  const amount = formatMoney(minorUnits);
  const characters = [...amount];
  return (
    <section className="jackpot-counter" aria-labelledby={labelId}>
      <h2 id={labelId} className="jackpot-counter__label">
        {t('jackpot.label')}
      </h2>
      <p className="jackpot-counter__amount">
        {/* Read out as one number; the rolling strips are for the eye only. */}
        <span className="jackpot-counter__sr">{`${currencySymbol} ${amount}`}</span>
        <span className="jackpot-counter__display" aria-hidden="true">
          <span className="jackpot-counter__symbol">{currencySymbol}</span>
          {characters.map((character, i) => {
            // Keyed from the right, so a new leading digit does not make the others re-roll.
            const key = characters.length - i;
            if (!digits.includes(character)) {
              return (
                <span key={key} className="jackpot-counter__separator">
                  {character}
                </span>
              );
            }
            return (
              <span key={key} className="jackpot-counter__digit" data-digit={character}>
                <span
                  className="jackpot-counter__strip"
                  style={{ transform: `translateY(${-Number(character) * 10}%)` }}
                >
                  {digits.map((d) => (
                    <span key={d}>{d}</span>
                  ))}
                </span>
              </span>
            );
          })}
        </span>
      </p>
    </section>
  );
}
