// A list of game cards that loads its next page as the player scrolls to its end; a "more"
// button does the same for keyboards and screen readers.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGameItem } from '@wps/contracts/games/game-list';
import { errorText } from '../../../lib/error-text';
import { GameCard } from './game-card';
import { useInfiniteScroll } from './use-infinite-scroll';

export interface GameGridProps {
  label: string;
  games: TGameItem[];
  isLoading: boolean;
  error: unknown;
  emptyText: string;
  hasMore?: boolean;
  isLoadingMore?: boolean;
  onLoadMore?: () => void;
}

export function GameGrid({
  label,
  games,
  isLoading,
  error,
  emptyText,
  hasMore = false,
  isLoadingMore = false,
  onLoadMore,
}: GameGridProps) {
  const { t } = useTranslation();
  const marker = useRef<HTMLDivElement>(null);
  const canLoad = hasMore && !isLoadingMore && !isLoading && onLoadMore !== undefined;
  useInfiniteScroll(marker, canLoad, () => onLoadMore?.());

  if (isLoading) {
    return (
      <p className="games-status" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (error && games.length === 0) {
    return (
      <p className="games-status games-status--error" role="alert">
        {errorText(error, t)}
      </p>
    );
  }
  if (games.length === 0) {
    return (
      <div className="games-status games-empty">
        <img src="/images/default-game.svg" alt="" width={64} height={64} />
        <p>{emptyText}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="game-grid" aria-label={label}>
        {games.map((game) => (
          <GameCard key={game.nodeId} game={game} />
        ))}
      </ul>
      <div ref={marker} className="game-grid__end">
        {isLoadingMore && <span role="status">{t('common.loading')}</span>}
        {hasMore && !isLoadingMore && (
          <button type="button" className="button button--ghost" onClick={() => onLoadMore?.()}>
            {t('games.list.more')}
          </button>
        )}
      </div>
    </>
  );
}
