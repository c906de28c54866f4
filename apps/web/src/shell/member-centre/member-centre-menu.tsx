// The member centre's menu: one button per shown entry, the open one marked as the current page,
// a count badge where the count is above zero. A column on desktop, a scrolling strip on phones.
import type { RefObject } from 'react';
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
}

export function MemberCentreMenu({
  entries,
  current,
  counts,
  onSelect,
  currentRef,
}: MemberCentreMenuProps) {
  const { t } = useTranslation();
  return (
    <nav className="member-centre__menu" aria-label={t('memberCentre.menu')}>
      <ul className="member-centre__menu-list">
        {entries.map((entry) => {
          const count = entry.badge ? (counts[entry.badge] ?? 0) : 0;
          const isCurrent = entry.key === current;
          const label = t(`memberCentre.pages.${entry.key}`);
          return (
            <li key={entry.key}>
              <button
                type="button"
                className="member-centre__menu-item"
                aria-current={isCurrent ? 'page' : undefined}
                aria-label={
                  count > 0 ? `${label} (${t('memberCentre.badge', { count })})` : undefined
                }
                ref={(node) => {
                  if (!isCurrent) return;
                  if (currentRef) currentRef.current = node;
                  // On the phone strip the open page's entry is scrolled into view.
                  node?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
                }}
                onClick={() => onSelect(entry.key)}
              >
                <Icon name={entry.icon} size={18} />
                <span className="member-centre__menu-label">{label}</span>
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
