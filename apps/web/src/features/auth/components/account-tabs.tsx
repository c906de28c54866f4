// The tabs over an account form (register/registerMobile, reset by email/mobile): a tab list with
// arrow-key moves and one panel. Each tab gets a new form, so switching starts clean (spec 2).
import { useId, useState, type ReactNode } from 'react';

export interface AccountTabsProps<T extends string> {
  tabs: readonly T[];
  /** The tab list's accessible name. */
  label: string;
  tabLabel: (tab: T) => string;
  render: (tab: T) => ReactNode;
}

export function AccountTabs<T extends string>({
  tabs,
  label,
  tabLabel,
  render,
}: AccountTabsProps<T>) {
  const baseId = useId();
  const [current, setCurrent] = useState<T>(tabs[0]!);
  if (tabs.length === 1) return <>{render(current)}</>;
  const tabId = (tab: T) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;
  const moveTo = (index: number) => {
    const next = tabs[(index + tabs.length) % tabs.length]!;
    setCurrent(next);
    document.getElementById(tabId(next))?.focus();
  };
  return (
    <>
      <div className="auth-tabs" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            className="auth-tabs__tab"
            aria-selected={tab === current}
            aria-controls={panelId}
            tabIndex={tab === current ? 0 : -1}
            onClick={() => setCurrent(tab)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') moveTo(index + 1);
              else if (event.key === 'ArrowLeft') moveTo(index - 1);
            }}
          >
            {tabLabel(tab)}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(current)}>
        <div key={current}>{render(current)}</div>
      </div>
    </>
  );
}
