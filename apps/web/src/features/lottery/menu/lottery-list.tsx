// The lotteries of the chosen tab, day and search: each one a button that selects it (name, next
// draw's time and its countdown) and a star that adds it to or removes it from the favourites.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLotteryItem } from '@wps/contracts/lottery/lottery-common';
import { Icon } from '../../../components/icon/icon';
import { useSiteFormat } from '../../../lib/use-site-format';
import { formatCountdown } from '../lottery-rules';
import { secondsLeft, useNow } from '../use-now';

export function LotteryList({
  label,
  items,
  fetchedAt,
  selectedId,
  favouriteIds,
  emptyText,
  onSelect,
  onToggleFavourite,
}: {
  label: string;
  items: readonly TLotteryItem[];
  /** When the items' remaining times were answered (ms). */
  fetchedAt: number;
  selectedId: number | null;
  favouriteIds: readonly number[];
  emptyText: string;
  onSelect: (item: TLotteryItem) => void;
  onToggleFavourite: (item: TLotteryItem) => void;
}) {
  const { t } = useTranslation();
  const days = (count: number) => t('lottery.draw.days', { count });
  const idBase = useId();
  const now = useNow();
  const format = useSiteFormat();
  if (items.length === 0) return <p className="lottery-status">{emptyText}</p>;
  return (
    <ul className="lottery-list" aria-label={label}>
      {items.map((item) => {
        const isSelected = item.gameId === selectedId;
        const isFavourite = favouriteIds.includes(item.gameId);
        return (
          <li
            key={item.gameId}
            className={isSelected ? 'lottery-list__item is-selected' : 'lottery-list__item'}
          >
            <button
              type="button"
              className="lottery-list__select"
              aria-current={isSelected ? 'true' : undefined}
              aria-labelledby={`${idBase}-${item.gameId}-name`}
              aria-describedby={`${idBase}-${item.gameId}-when`}
              onClick={() => onSelect(item)}
            >
              <span className="lottery-list__name">
                <span id={`${idBase}-${item.gameId}-name`}>{item.remark}</span>
                {item.isHot && <span className="lottery-badge">{t('lottery.tabs.hot')}</span>}
              </span>
              <span id={`${idBase}-${item.gameId}-when`} className="lottery-list__when">
                <span className="lottery-list__meta">
                  {/* The site's one date format, as the draw and its history show it. */}
                  {t('lottery.menu.drawAt', {
                    time: format.dateTime(item.winningTime, { seconds: false }),
                  })}
                </span>{' '}
                <span className="lottery-list__countdown">
                  {formatCountdown(secondsLeft(item.remainTime, fetchedAt, now), days)}
                </span>
              </span>
            </button>
            <button
              type="button"
              className="icon-button lottery-star"
              aria-pressed={isFavourite}
              aria-label={t(
                isFavourite ? 'lottery.menu.removeFavourite' : 'lottery.menu.addFavourite',
                {
                  name: item.remark,
                },
              )}
              onClick={() => onToggleFavourite(item)}
            >
              <Icon name="star" size={18} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
