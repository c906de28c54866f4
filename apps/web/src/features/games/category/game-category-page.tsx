// The game-category pages /live, /sports, /esports, /elott (ELOTT and LOTT) and /cockfight
// (spec 2): the type's vendors as tiles; a tile opens the vendor's games in a popup (isGame
// VASSALAGE), from which a game launches (lottery games go to /lottery). The type's hot games
// show above the tiles when there are any.
import { useTranslation } from 'react-i18next';
import type { TGameType, TVendor } from '@wps/contracts/content/game-nav';
import { useGameVendors } from '../../../api/game-vendors';
import { LazyImage } from '../../../components/lazy-image/lazy-image';
import { useHotGames } from '../api/use-hot-games';
import { GameLauncherProvider, useGameLauncher } from '../launch/game-launcher';
import { GameGrid } from '../lobby/game-grid';
import '../games.css';

export function GameCategoryPage({
  gameTypes,
  titleType,
}: {
  /** The types the page lists, in order (/elott: ELOTT then LOTT). */
  gameTypes: TGameType[];
  titleType: TGameType;
}) {
  const { t } = useTranslation();
  return (
    <GameLauncherProvider>
      <div className="content games-page category">
        <h1 className="games-page__title">{t(`nav.gameType.${titleType}`)}</h1>
        {gameTypes.map((gameType) => (
          <CategoryType key={gameType} gameType={gameType} hasHeading={gameTypes.length > 1} />
        ))}
      </div>
    </GameLauncherProvider>
  );
}

function CategoryType({ gameType, hasHeading }: { gameType: TGameType; hasHeading: boolean }) {
  const { t } = useTranslation();
  const vendorsQuery = useGameVendors();
  const hot = useHotGames({ gameType });
  const vendors = (vendorsQuery.data ?? []).filter((v) => v.gameType === gameType);
  const typeName = t(`nav.gameType.${gameType}`);
  const headingId = `category-${gameType}`;

  return (
    <section className="category__type" aria-labelledby={headingId}>
      <h2 id={headingId} className={hasHeading ? 'games-section__title' : 'visually-hidden'}>
        {typeName}
      </h2>
      {vendorsQuery.isPending ? (
        <p className="games-status" role="status">
          {t('common.loading')}
        </p>
      ) : vendors.length === 0 ? (
        <p className="games-status">{t('games.vendors.none')}</p>
      ) : (
        <ul className="vendor-tiles" aria-label={t('games.vendors.of', { type: typeName })}>
          {vendors.map((vendor) => (
            <VendorTile key={vendor.vassalage} vendor={vendor} />
          ))}
        </ul>
      )}
      {(hot.data?.length ?? 0) > 0 && (
        <>
          <h3 className="games-section__title">{t('games.hot.ofType', { type: typeName })}</h3>
          <GameGrid
            label={t('games.hot.ofType', { type: typeName })}
            games={hot.data ?? []}
            isLoading={false}
            error={null}
            emptyText=""
          />
        </>
      )}
    </section>
  );
}

function VendorTile({ vendor }: { vendor: TVendor }) {
  const { t } = useTranslation();
  const { launch } = useGameLauncher();
  return (
    <li>
      <button
        type="button"
        className="vendor-tile"
        aria-haspopup="dialog"
        aria-label={t('games.vendors.open', { vendor: vendor.displayName })}
        onClick={() =>
          void launch({
            gameType: vendor.gameType,
            vassalage: vendor.vassalage,
            isGame: 'VASSALAGE',
            displayName: vendor.displayName,
          })
        }
      >
        <LazyImage className="vendor-tile__logo" src={vendor.logo} alt="" width={160} height={80} />
        <span className="vendor-tile__name">{vendor.displayName}</span>
        {vendor.isHot === 1 && <span className="hot-badge">{t('games.card.hot')}</span>}
      </button>
    </li>
  );
}

export function LivePage() {
  return <GameCategoryPage gameTypes={['LIVE']} titleType="LIVE" />;
}
export function SportsPage() {
  return <GameCategoryPage gameTypes={['SPORTS']} titleType="SPORTS" />;
}
export function EsportsPage() {
  return <GameCategoryPage gameTypes={['ESPORTS']} titleType="ESPORTS" />;
}
export function ElottPage() {
  return <GameCategoryPage gameTypes={['ELOTT', 'LOTT']} titleType="ELOTT" />;
}
export function CockfightPage() {
  return <GameCategoryPage gameTypes={['COCKFIGHT']} titleType="COCKFIGHT" />;
}
