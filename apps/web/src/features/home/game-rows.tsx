// The top of home (issue 16): what a casino sells, as big game tiles with their art. Hot slots,
// live tables and fishing from the hot games (one call), and a member's recently played and
// favourite games. A tile opens its game (/seamless launches it); each row links to its whole
// category. Every row reserves its tiles' space while it loads, so nothing below moves.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TGameType } from '@wps/contracts/content/game-nav';
import type { TGameItem } from '@wps/contracts/games/game-list';
import { LazyImage } from '../../components/lazy-image/lazy-image';
import { useSession } from '../../lib/session';
import {
  HOME_ROW_SIZE,
  useHomeFavouriteGames,
  useHomeHotGames,
  useHomeRecentGames,
} from './api/use-home-games';

/** The hot rows: which type each shows and where its "See all" goes. */
const hotRows = [
  { id: 'hot-slots', gameType: 'RNG', href: '/rng', title: 'home.games.hotSlots' },
  { id: 'live-tables', gameType: 'LIVE', href: '/live', title: 'home.games.liveTables' },
  { id: 'fishing', gameType: 'FISH', href: '/fish', title: 'home.games.fishing' },
] as const satisfies readonly { id: string; gameType: TGameType; href: string; title: string }[];

export const gameHref = (game: Pick<TGameItem, 'gameCode'>) =>
  `/seamless?${new URLSearchParams({ gameCode: game.gameCode }).toString()}`;

function GameTile({ game, isFirstRow }: { game: TGameItem; isFirstRow: boolean }) {
  return (
    <li className="game-tile">
      <Link className="game-tile__link" to={gameHref(game)}>
        <LazyImage
          className="game-tile__art"
          src={game.art}
          alt=""
          width={240}
          height={240}
          eager={isFirstRow}
        />
        <span className="game-tile__name">{game.name}</span>
        <span className="game-tile__vendor">{game.vendorName}</span>
      </Link>
    </li>
  );
}

function GameRow({
  id,
  title,
  href,
  games,
  isPending,
  isError,
  emptyText,
  onRetry,
  isFirstRow = false,
}: {
  id: string;
  title: string;
  href?: string;
  games: TGameItem[];
  isPending: boolean;
  isError: boolean;
  emptyText: string;
  onRetry: () => void;
  isFirstRow?: boolean;
}) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (isPending) {
    body = (
      <ul className="game-row" aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('common.loading')}
        </span>
        {Array.from({ length: HOME_ROW_SIZE }, (_, i) => (
          <li key={i} className="game-tile game-tile--placeholder" aria-hidden="true">
            <span className="game-tile__art" />
            <span className="game-tile__name" />
            <span className="game-tile__vendor" />
          </li>
        ))}
      </ul>
    );
  } else if (isError) {
    body = (
      <div className="game-row__message card" role="alert">
        <p>{t('errors.loadFailed')}</p>
        <button type="button" className="button button--small" onClick={onRetry}>
          {t('home.games.retry')}
        </button>
      </div>
    );
  } else if (games.length === 0) {
    body = <p className="game-row__message card">{emptyText}</p>;
  } else {
    body = (
      <ul className="game-row">
        {games.slice(0, HOME_ROW_SIZE).map((game) => (
          <GameTile key={game.nodeId} game={game} isFirstRow={isFirstRow} />
        ))}
      </ul>
    );
  }
  return (
    <section className="home-section game-row-section" aria-labelledby={id}>
      <div className="game-row-section__head">
        <h2 id={id} className="home-section__title">
          {title}
        </h2>
        {href && (
          <Link className="game-row-section__all" to={href}>
            {t('home.games.seeAll')}
          </Link>
        )}
      </div>
      {body}
    </section>
  );
}

export function GameRows() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const hot = useHomeHotGames();
  const recent = useHomeRecentGames();
  const favourites = useHomeFavouriteGames();
  return (
    <div className="game-rows">
      {hotRows.map((row, index) => (
        <GameRow
          key={row.id}
          id={row.id}
          title={t(row.title)}
          href={row.href}
          games={(hot.data ?? []).filter((game) => game.gameType === row.gameType)}
          isPending={hot.isPending}
          isError={hot.isError}
          emptyText={t('home.games.noHot')}
          onRetry={() => void hot.refetch()}
          isFirstRow={index === 0}
        />
      ))}
      {isLoggedIn && (
        <>
          <GameRow
            id="recent-games"
            title={t('home.games.recent')}
            games={recent.data ?? []}
            isPending={recent.isPending}
            isError={recent.isError}
            emptyText={t('home.games.noRecent')}
            onRetry={() => void recent.refetch()}
          />
          <GameRow
            id="favourite-games"
            title={t('home.games.favourites')}
            games={favourites.data ?? []}
            isPending={favourites.isPending}
            isError={favourites.isError}
            emptyText={t('home.games.noFavourites')}
            onRetry={() => void favourites.refetch()}
          />
        </>
      )}
    </div>
  );
}
