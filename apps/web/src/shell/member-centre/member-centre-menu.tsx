// The member centre's menu: one button per shown entry, the open one marked as the current page,
// a count badge where the count is above zero. A column on desktop, a scrolling strip on phones.
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon/icon';
import type { MemberCentreKey } from '../../lib/member-centre';
import type { MemberCentreCount, MemberCentreEntry } from './member-centre-pages';

export interface MemberCentreMenuProps {
  entries: readonly MemberCentreEntry[];
  current: MemberCentreKey;
  counts: Partial<Record<MemberCentreCount, number>>;
  onSelect: (key: MemberCentreKey) => void;
  /** Set to the open page's entry (the dialog's first focus). */
  currentRef?: RefObject<HTMLButtonElement | null>;
  /** Above the entries: who is signed in (the host's MemberCentreProfile). */
  header?: ReactNode;
}

export function MemberCentreMenu({
  entries,
  current,
  counts,
  onSelect,
  currentRef,
  header,
}: MemberCentreMenuProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  // On the phone strip the open page's entry is scrolled into view when the page changes, in the
  // next frame: asked for while React commits, it forced a layout of the whole page (the home
  // page behind the dialog too) inside that task, on every render of the menu.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const item = listRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
      item?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, [current]);
  return (
    <nav className="member-centre__menu" aria-label={t('memberCentre.menu')}>
      {header}
      <ul className="member-centre__menu-list" ref={listRef}>
        {entries.map((entry) => {
          const count = entry.badge ? (counts[entry.badge] ?? 0) : 0;
          const isCurrent = entry.key === current;
          const label = t(`memberCentre.pages.${entry.key}`);
          return (
            <li key={entry.key}>
              <button
                type="button"
                className="centre-menu__item member-centre__menu-item"
                aria-current={isCurrent ? 'page' : undefined}
                aria-label={
                  count > 0 ? `${label} (${t('memberCentre.badge', { count })})` : undefined
                }
                ref={(node) => {
                  if (isCurrent && currentRef) currentRef.current = node;
                }}
                onClick={() => onSelect(entry.key)}
              >
                <Icon name={entry.icon} size={18} />
                <span className="centre-menu__label">{label}</span>
                {count > 0 && (
                  <span className="member-centre__badge" aria-hidden="true">
                    {count > 99 ? '99+' : count}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
