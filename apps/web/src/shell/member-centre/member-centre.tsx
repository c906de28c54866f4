// The member centre overlay (spec 2 "Member centre", docs/decisions.md): a large dialog with the
// menu on the left on desktop, full screen with a menu strip on phones. It shows the page the
// address names (?mc=), or the security centre for a key without a page. Close, Escape and the
// browser's Back all leave it. Its own chunk: none of it is in the first load.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal/modal';
import { PageBoundary } from '../../components/page-boundary/page-boundary';
import { useMemberCentre, type MemberCentreKey } from '../../lib/member-centre';
import { MemberCentreMenu } from './member-centre-menu';
import {
  memberCentreEntries,
  shownEntries,
  type MemberCentreCount,
  type MemberCentreEntry,
} from './member-centre-pages';
import './member-centre.css';
import { SiteZoneNote } from '../../components/site-zone-note/site-zone-note';

/**
 * The badge counts (spec 2: missions, messages and rewards, shown when above zero). Their pages
 * and the calls that count them come with later issues; each adds its count here (the public
 * state's unreadMessage and availablePromoCount, the mission summary).
 */
function useMemberCentreCounts(): Partial<Record<MemberCentreCount, number>> {
  return {};
}

export interface MemberCentreProps {
  /** The key in the address; it may name no page. */
  requested: string;
  /** For tests: another list of entries. */
  entries?: readonly MemberCentreEntry[];
}

export default function MemberCentre({
  requested,
  entries = memberCentreEntries,
}: MemberCentreProps) {
  const { t } = useTranslation();
  const control = useMemberCentre();
  const counts = useMemberCentreCounts();
  const currentRef = useRef<HTMLButtonElement>(null);
  const shown = shownEntries(entries);
  const entry = shown.find((e) => e.key === requested) ?? shown[0];
  if (!entry?.Page) return null;
  const { Page } = entry;
  const open = (key: MemberCentreKey) => control.open(key);

  return (
    <Modal
      open
      onClose={control.close}
      title={t('memberCentre.title')}
      className="member-centre"
      closeOnBackdrop={false}
      initialFocusRef={currentRef}
    >
      <div className="member-centre__layout">
        <MemberCentreMenu
          entries={shown}
          current={entry.key}
          counts={counts}
          onSelect={open}
          currentRef={currentRef}
        />
        {/* Each page gives its own heading (a page may say more than the menu's word). */}
        <section className="member-centre__page" aria-label={t(`memberCentre.pages.${entry.key}`)}>
          {/* Above the page, not under it: a page growing as it loads no longer moves it. */}
          <SiteZoneNote />
          {/* The key resets a failed page when another is chosen. */}
          <PageBoundary
            key={entry.key}
            failedClassName="member-centre__failed"
            loadingClassName="member-centre__loading"
          >
            <Page open={open} close={control.close} />
          </PageBoundary>
        </section>
      </div>
    </Modal>
  );
}
