// /play/cockfight: the simulated cockfight vendors (DS88, DIG, WS168). Bets on meron, wala or
// draw while a fight's betting is open; the last fights' results; the player's bets.
import { useTranslation } from 'react-i18next';
import type { TSimEvent } from '@wps/contracts/games/sim-common';
import { SimTablePage } from '../components/sim-table-page';

function Results({ results }: { results: TSimEvent[] }) {
  const { t } = useTranslation();
  return (
    <ul className="play-list">
      {results.map((fight) => (
        <li key={fight.id}>
          {fight.league} · {fight.home} – {fight.away}:{' '}
          <strong>
            {fight.result?.winner
              ? t(`play.sim.selection.${fight.result.winner}`)
              : t('play.sim.cancelled')}
          </strong>
        </li>
      ))}
    </ul>
  );
}

export function CockfightPage() {
  const { t } = useTranslation();
  return (
    <SimTablePage
      sport="cockfight"
      title={t('play.cockfight.title')}
      renderResults={(results) => <Results results={results} />}
    />
  );
}
