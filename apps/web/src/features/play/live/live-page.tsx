// /play/live: the simulated live vendor's baccarat table (spec: LIVE). Bets on player, banker or
// tie while the hand's betting is open; the road of the last results; the cards once dealt.
import { useTranslation } from 'react-i18next';
import type { TSimEvent } from '@wps/contracts/games/sim-common';
import { PlayingCard } from '../components/playing-card';
import { SimTablePage } from '../components/sim-table-page';

const roadLetter = { player: 'P', banker: 'B', tie: 'T' } as const;

function Cards({ event }: { event: TSimEvent }) {
  const { t } = useTranslation();
  const cards = event.result?.cards;
  if (!cards) return null;
  return (
    <div className="card-table">
      <p>
        {t('play.sim.selection.player')} · {cards.playerPoints}
      </p>
      <div className="card-hand">
        {cards.player.map((c, i) => (
          <PlayingCard key={`${c}-${i}`} card={c} />
        ))}
      </div>
      <p>
        {t('play.sim.selection.banker')} · {cards.bankerPoints}
      </p>
      <div className="card-hand">
        {cards.banker.map((c, i) => (
          <PlayingCard key={`${c}-${i}`} card={c} />
        ))}
      </div>
    </div>
  );
}

function Road({ results }: { results: TSimEvent[] }) {
  const { t } = useTranslation();
  const latest = results[0];
  return (
    <>
      <ol className="play-road" aria-label={t('play.live.road')}>
        {[...results].reverse().map((event) => {
          const winner = event.result?.winner;
          if (winner !== 'player' && winner !== 'banker' && winner !== 'tie') return null;
          return (
            <li key={event.id} className={`is-${winner}`} title={t(`play.sim.selection.${winner}`)}>
              <span aria-hidden="true">{roadLetter[winner]}</span>
              <span className="visually-hidden">{t(`play.sim.selection.${winner}`)}</span>
            </li>
          );
        })}
      </ol>
      {latest?.result?.cards && (
        <>
          <h3 className="play-panel__subtitle">{t('play.live.lastHand')}</h3>
          <Cards event={latest} />
        </>
      )}
    </>
  );
}

export function LivePage() {
  const { t } = useTranslation();
  return (
    <SimTablePage
      sport="baccarat"
      title={t('play.live.title')}
      renderResults={(results) => <Road results={results} />}
      renderEvent={(event) => <Cards event={event} />}
    />
  );
}
