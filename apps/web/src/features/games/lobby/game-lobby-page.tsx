// The game lobbies /rng, /fish and /pvp (spec 2): the vendor menu, the list tabs (?page=), search
// and filters over the chosen vendor's games, loaded a page at a time as the player scrolls.
// The vendor is ?vendor= (what the header's dropdown links to); none means the first. Choosing
// another vendor remounts the lists, so the filters start empty and the hot tab shows again.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TGameType } from '@wps/contracts/content/game-nav';
import { useGameVendors } from '../../../api/game-vendors';
import { useSession } from '../../../lib/session';
import { useFavouriteGames } from '../api/use-favourite-games';
import { useGameList } from '../api/use-game-list';
import { useHotGames } from '../api/use-hot-games';
import { useRecentGames } from '../api/use-recent-games';
import { useGamesActionGuard } from '../launch/action-guard';
import { GameLauncherProvider } from '../launch/game-launcher';
import { GameGrid } from './game-grid';
import { LobbyFilterBar } from './lobby-filters';
import { activeTab, noFilters, visibleTabs, type LobbyFilters, type ListTab } from './lobby-rules';
import { ListTabs, panelId, tabId } from './list-tabs';
import { useDebounced } from './use-debounced';
import { PvpRooms } from './pvp-rooms';
import { VendorMenu } from './vendor-menu';
import '../games.css';

const SEARCH_DEBOUNCE_MS = 300;

export function GameLobbyPage({ gameType }: { gameType: TGameType }) {
  const { t } = useTranslation();
  const vendorsQuery = useGameVendors();
  const [params] = useSearchParams();
  const vendors = (vendorsQuery.data ?? []).filter((v) => v.gameType === gameType);
  const asked = params.get('vendor');
  const selected = vendors.find((v) => v.vassalage === asked) ?? vendors[0] ?? null;

  const hrefOf = (vassalage: string) => `?vendor=${encodeURIComponent(vassalage)}`;

  return (
    <GameLauncherProvider>
      <div className="content games-page lobby">
        <h1 className="games-page__title">{t(`nav.gameType.${gameType}`)}</h1>
        {vendors.length > 0 && (
          <VendorMenu vendors={vendors} selected={selected?.vassalage ?? null} hrefOf={hrefOf} />
        )}
        {vendorsQuery.isPending && (
          <p className="games-status" role="status">
            {t('common.loading')}
          </p>
        )}
        {!vendorsQuery.isPending && !selected && (
          <p className="games-status">{t('games.vendors.none')}</p>
        )}
        {selected && (
          <LobbyLists
            key={selected.vassalage}
            gameType={gameType}
            vassalage={selected.vassalage}
            vendorName={selected.displayName}
          />
        )}
        {/* The games first; the rooms, grouped by game, after them. */}
        {gameType === 'PVP' && selected && <PvpRooms vendor={selected.vassalage} />}
      </div>
    </GameLauncherProvider>
  );
}

function LobbyLists({
  gameType,
  vassalage,
  vendorName,
}: {
  gameType: TGameType;
  vassalage: string;
  vendorName: string;
}) {
  const { t } = useTranslation();
  const idBase = useId();
  const { isLoggedIn } = useSession();
  const guard = useGamesActionGuard();
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<LobbyFilters>(noFilters);
  const gameName = useDebounced(filters.gameName.trim(), SEARCH_DEBOUNCE_MS);

  const hot = useHotGames({ gameType, vassalage });
  const hasHotGames = (hot.data?.length ?? 0) > 0;
  const tabs = visibleTabs({ hasHotGames, isLoggedIn });
  // Until the hot list has answered, the default tab is not known.
  const tab: ListTab | null = hot.isPending ? null : activeTab(params.get('page'), tabs);

  const selectTab = (next: ListTab) =>
    setParams(
      (prev) => {
        const query = new URLSearchParams(prev);
        query.set('page', next);
        return query;
      },
      { preventScrollReset: true },
    );

  const onFilters = (next: LobbyFilters) => {
    setFilters(next);
    // The filters narrow the whole list: a change shows it.
    if (tab !== 'all') selectTab('all');
  };

  const memberFilter = { gameType, vassalage };
  const list = useGameList(
    {
      gameType,
      vassalage,
      gameName: gameName || undefined,
      gameClassify: filters.gameClassify || undefined,
      minBet: filters.minBet || undefined,
    },
    tab === 'all',
  );
  const favourites = useFavouriteGames(memberFilter, tab === 'fav');
  const recent = useRecentGames(memberFilter, tab === 'recent');

  const label = tab ? `${vendorName}: ${t(`games.tabs.${tab}`)}` : vendorName;

  return (
    <>
      <LobbyFilterBar filters={filters} hasClassify={gameType === 'RNG'} onChange={onFilters} />
      {tab === null ? (
        <p className="games-status" role="status">
          {t('common.loading')}
        </p>
      ) : (
        <>
          <ListTabs idBase={idBase} tabs={tabs} active={tab} onSelect={selectTab} />
          <div
            id={panelId(idBase)}
            role="tabpanel"
            aria-labelledby={tabId(idBase, tab)}
            className="lobby__panel"
          >
            {tab === 'all' && (
              <GameGrid
                label={label}
                games={list.data?.pages.flatMap((p) => p.games) ?? []}
                isLoading={list.isPending}
                error={list.error}
                emptyText={t('games.list.empty')}
                hasMore={list.hasNextPage}
                isLoadingMore={list.isFetchingNextPage}
                onLoadMore={() => void list.fetchNextPage()}
              />
            )}
            {tab === 'hot' && (
              <GameGrid
                label={label}
                games={hot.data ?? []}
                isLoading={false}
                error={hot.error}
                emptyText={t('games.list.empty')}
              />
            )}
            {tab === 'fav' && (
              <GameGrid
                label={label}
                games={favourites.data?.pages.flatMap((p) => p.content) ?? []}
                isLoading={favourites.isPending}
                error={favourites.error}
                emptyText={t('games.list.noFavourites')}
                hasMore={favourites.hasNextPage}
                isLoadingMore={favourites.isFetchingNextPage}
                onLoadMore={() => void favourites.fetchNextPage()}
              />
            )}
            {tab === 'recent' &&
              (isLoggedIn ? (
                <GameGrid
                  label={label}
                  games={recent.data?.pages.flatMap((p) => p.list) ?? []}
                  isLoading={recent.isPending}
                  error={recent.error}
                  emptyText={t('games.list.noRecent')}
                  hasMore={recent.hasNextPage}
                  isLoadingMore={recent.isFetchingNextPage}
                  onLoadMore={() => void recent.fetchNextPage()}
                />
              ) : (
                <div className="games-status games-empty">
                  <p>{t('games.list.recentNeedsLogin')}</p>
                  <button
                    type="button"
                    className="button button--primary"
                    onClick={() => guard.requireLogin()}
                  >
                    {t('games.list.login')}
                  </button>
                </div>
              ))}
          </div>
        </>
      )}
    </>
  );
}

export function RngLobbyPage() {
  return <GameLobbyPage gameType="RNG" />;
}
export function FishLobbyPage() {
  return <GameLobbyPage gameType="FISH" />;
}
export function PvpLobbyPage() {
  return <GameLobbyPage gameType="PVP" />;
}
