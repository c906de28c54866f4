// The player's bets with a simulated vendor: the event, the pick at its odds, the stake, and
// what it paid once settled.
import { useTranslation } from 'react-i18next';
import type { TSimBet } from '@wps/contracts/games/sim-common';
import { formatMinor } from '../../../lib/money-amount';
import { formatOdds } from '../sports/payout';

export function SimBetsList({ bets, limit = 20 }: { bets: TSimBet[]; limit?: number }) {
  const { t } = useTranslation();
  return (
    <section className="play-panel" aria-labelledby="sim-bets-title">
      <h2 id="sim-bets-title" className="play-panel__title">
        {t('play.sim.myBets')}
      </h2>
      {bets.length === 0 ? (
        <p className="play-panel__hint">{t('play.sim.noBets')}</p>
      ) : (
        <ul className="play-list">
          {bets.slice(0, limit).map((bet) => (
            <li key={bet.betRef}>
              <div>
                {bet.home} – {bet.away}
              </div>
              <div className="play-panel__hint">
                {t(`play.sim.selection.${bet.selection}`)} @ {formatOdds(bet.odds)} ·{' '}
                {t('play.sim.stakeOf', { stake: formatMinor(bet.stake) })} ·{' '}
                <strong>{t(`play.sim.betState.${bet.state}`)}</strong>
                {bet.payout !== null &&
                  ` · ${t('play.sim.paid', { payout: formatMinor(bet.payout) })}`}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
