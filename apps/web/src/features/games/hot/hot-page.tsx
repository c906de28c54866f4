// /hot (spec 2): every hot game, grouped by game type in the spec's hot-games order.
import { useTranslation } from 'react-i18next';
import type { TGameType } from '@wps/contracts/content/game-nav';
import type { TGameItem } from '@wps/contracts/games/game-list';
import { useHotGames } from '../api/use-hot-games';
import { GameLauncherProvider } from '../launch/game-launcher';
import { GameGrid } from '../lobby/game-grid';
import '../games.css';

/** Spec 3 "Hot games types", then the types it does not name. */
const typeOrder: TGameType[] = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
];

export function groupByType(games: TGameItem[]): [TGameType, TGameItem[]][] {
  return typeOrder
    .map((type): [TGameType, TGameItem[]] => [type, games.filter((g) => g.gameType === type)])
    .filter(([, list]) => list.length > 0);
}

export function HotPage() {
  const { t } = useTranslation();
  const hot = useHotGames({});
  const groups = groupByType(hot.data ?? []);
  return (
    <GameLauncherProvider>
      <div className="content games-page">
        <h1 className="games-page__title">{t('games.hot.title')}</h1>
        {(hot.isPending || hot.isError || groups.length === 0) && (
          <GameGrid
            label={t('games.hot.title')}
            games={[]}
            isLoading={hot.isPending}
            error={hot.error}
            emptyText={t('games.hot.empty')}
          />
        )}
        {groups.map(([type, games]) => {
          const name = t(`nav.gameType.${type}`);
          return (
            <section key={type} aria-labelledby={`hot-${type}`} className="games-section">
              <h2 id={`hot-${type}`} className="games-section__title">
                {name}
              </h2>
              <GameGrid
                label={t('games.hot.ofType', { type: name })}
                games={games}
                isLoading={false}
                error={null}
                emptyText=""
              />
            </section>
          );
        })}
      </div>
    </GameLauncherProvider>
  );
}
