// The lottery menu's tabs: one per menu tag, then hot, favourites and recent, as an ARIA tablist
// (arrow keys move between tabs). With more than 7 tags (spec) the row scrolls and arrow buttons
// move it a screenful, as the game lobby's vendor menu does.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon/icon';
import { TAG_ARROWS_ABOVE, type LotteryTab } from '../lottery-rules';

export const tabId = (base: string, tab: LotteryTab) => `${base}-tab-${tab.replace(/\W/g, '_')}`;
export const panelId = (base: string) => `${base}-panel`;

export function LotteryTabs({
  idBase,
  tabs,
  active,
  onSelect,
}: {
  idBase: string;
  tabs: readonly LotteryTab[];
  active: LotteryTab;
  onSelect: (tab: LotteryTab) => void;
}) {
  const { t } = useTranslation();
  const rowRef = useRef<HTMLDivElement>(null);
  const tagCount = tabs.filter((tab) => tab.startsWith('tag:')).length;
  const hasArrows = tagCount > TAG_ARROWS_ABOVE;

  const labelOf = (tab: LotteryTab) =>
    tab.startsWith('tag:')
      ? t(`lottery.tags.${tab.slice(4)}`, { defaultValue: tab.slice(4) })
      : t(`lottery.tabs.${tab}`);

  // A scrolling row keeps the chosen tab in sight (a launch may choose the ninth tag).
  useEffect(() => {
    if (!hasArrows) return;
    document
      .getElementById(tabId(idBase, active))
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [hasArrows, idBase, active]);

  const scrollBy = (direction: 1 | -1) => {
    const row = rowRef.current;
    if (row) row.scrollBy({ left: direction * row.clientWidth * 0.8, behavior: 'smooth' });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(active) + step + tabs.length) % tabs.length]!;
    onSelect(next);
    document.getElementById(tabId(idBase, next))?.focus();
  };

  return (
    <div className={hasArrows ? 'lottery-tabs lottery-tabs--arrows' : 'lottery-tabs'}>
      {hasArrows && (
        <button
          type="button"
          className="icon-button lottery-tabs__arrow"
          aria-label={t('lottery.menu.previousTags')}
          onClick={() => scrollBy(-1)}
        >
          <Icon name="chevronRight" className="lottery-tabs__arrow-left" />
        </button>
      )}
      <div
        ref={rowRef}
        className="lottery-tabs__row"
        role="tablist"
        aria-label={t('lottery.menu.label')}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab}
            id={tabId(idBase, tab)}
            type="button"
            role="tab"
            className="lottery-tabs__tab"
            aria-selected={tab === active}
            aria-controls={panelId(idBase)}
            tabIndex={tab === active ? 0 : -1}
            onClick={() => onSelect(tab)}
          >
            {labelOf(tab)}
          </button>
        ))}
      </div>
      {hasArrows && (
        <button
          type="button"
          className="icon-button lottery-tabs__arrow"
          aria-label={t('lottery.menu.nextTags')}
          onClick={() => scrollBy(1)}
        >
          <Icon name="chevronRight" />
        </button>
      )}
    </div>
  );
}
