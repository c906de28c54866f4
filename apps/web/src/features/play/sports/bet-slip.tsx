// The bet slip: one selection at its odds, the stake typed in major units, the potential payout
// worked out in integer minor units (stake x odds / 1000), and the place button.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSimLimits, TSimSelection } from '@wps/contracts/games/sim-common';
import { checkAmount, formatMinor } from '../../../lib/money-amount';
import { PlayError } from '../components/play-error';
import { formatOdds, potentialPayout } from './payout';

export interface SlipPick {
  eventId: number;
  match: string;
  selection: TSimSelection;
  odds: number;
}

export function BetSlip({
  pick,
  limits,
  onPlace,
  onClear,
  listedMatchIds,
}: {
  pick: SlipPick | null;
  limits: TSimLimits;
  /**
   * The matches still live or to come, when known: a bet's confirmation belongs to its match and
   * goes once the match has ended, so no stale 'Bet placed' stays (issue 16).
   */
  listedMatchIds?: readonly number[];
  /** Places the bet; resolves with a text to show, rejects with the API error. */
  onPlace: (pick: SlipPick, stake: bigint) => Promise<string>;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const [stakeText, setStakeText] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState<{ eventId: number; text: string } | null>(null);
  const doneText =
    done && (!listedMatchIds || listedMatchIds.includes(done.eventId)) ? done.text : null;
  const check = checkAmount(stakeText, t, {
    min: BigInt(limits.minStake),
    max: BigInt(limits.maxStake),
  });
  const payout = pick && check.minor !== null ? potentialPayout(check.minor, pick.odds) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!pick || check.minor === null || busy) return;
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      setDone({ eventId: pick.eventId, text: await onPlace(pick, check.minor) });
      setStakeText('');
      setTouched(false);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="play-panel" aria-labelledby="bet-slip-title">
      <h2 id="bet-slip-title" className="play-panel__title">
        {t('play.sports.slip')}
      </h2>
      {doneText && <p role="status">{doneText}</p>}
      {!pick ? (
        <p className="play-panel__hint">{t('play.sports.pickOdds')}</p>
      ) : (
        <form onSubmit={submit} noValidate className="verify__form">
          <p>
            {pick.match}
            <br />
            <strong>{t(`play.sim.selection.${pick.selection}`)}</strong> @ {formatOdds(pick.odds)}
          </p>
          <label className="play-field">
            {t('play.sports.stake')}
            <input
              value={stakeText}
              inputMode="decimal"
              autoComplete="off"
              aria-invalid={touched && check.error !== null}
              aria-describedby="bet-slip-stake-error"
              onChange={(e) => setStakeText(e.target.value)}
              onBlur={() => setTouched(true)}
            />
          </label>
          <p id="bet-slip-stake-error" className="play-panel__hint" aria-live="polite">
            {touched && check.error
              ? check.error
              : t('play.sports.limits', {
                  min: formatMinor(limits.minStake),
                  max: formatMinor(limits.maxStake),
                })}
          </p>
          <p>
            {t('play.sports.potential')}:{' '}
            <output data-testid="potential-payout">
              {payout === null ? '—' : formatMinor(payout)}
            </output>
          </p>
          <PlayError error={error} />
          <div className="play-controls">
            <button type="submit" className="play-button" disabled={busy}>
              {t('play.sports.place')}
            </button>
            <button
              type="button"
              className="play-button play-button--ghost"
              onClick={onClear}
              disabled={busy}
            >
              {t('play.sports.clear')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
