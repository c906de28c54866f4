// The list tabs (hot, fav, recent and the whole list) as an ARIA tablist: arrow keys move
// between tabs, each tab names the panel it controls.
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListTab } from './lobby-rules';

export function tabId(base: string, tab: ListTab) {
  return `${base}-tab-${tab}`;
}
export function panelId(base: string) {
  return `${base}-panel`;
}

export function ListTabs({
  idBase,
  tabs,
  active,
  onSelect,
}: {
  idBase: string;
  tabs: ListTab[];
  active: ListTab;
  onSelect: (tab: ListTab) => void;
}) {
  const { t } = useTranslation();

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(active) + step + tabs.length) % tabs.length]!;
    onSelect(next);
    document.getElementById(tabId(idBase, next))?.focus();
  };

  return (
    <div
      className="list-tabs"
      role="tablist"
      aria-label={t('games.tabs.label')}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => (
        <button
          key={tab}
          id={tabId(idBase, tab)}
          type="button"
          role="tab"
          className="list-tabs__tab"
          aria-selected={tab === active}
          aria-controls={panelId(idBase)}
          tabIndex={tab === active ? 0 : -1}
          onClick={() => onSelect(tab)}
        >
          {t(`games.tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}
