// The member centre overlay (spec 2 "Member centre", docs/decisions.md): a large dialog with the
// menu on the left on desktop, full screen with a menu strip on phones. It shows the page the
// address names (?mc=), or the security centre for a key without a page. Close, Escape and the
// browser's Back all leave it. Its own chunk: none of it is in the first load.
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal/modal';
import { PageBoundary } from '../../components/page-boundary/page-boundary';
import { useMissionSummary, useSocialCounts } from '../../api/social';
import { defaultLanguage, isLanguageFile } from '../../i18n/languages';
import { useMemberCentre, type MemberCentreKey } from '../../lib/member-centre';
import { useRewardCount } from '../../api/promotions';
import { MemberCentreMenu } from './member-centre-menu';
import {
  entryFor,
  memberCentreEntries,
  shownEntries,
  type MemberCentreCount,
  type MemberCentreEntry,
} from './member-centre-pages';
import '../../components/centre-menu/centre-menu.css';
import './member-centre.css';
import { SiteZoneNote } from '../../components/site-zone-note/site-zone-note';

/**
 * The badge counts (spec 2: missions, messages and rewards, shown when above zero): the reward
 * centre's count (what can be claimed now, as the server counts it), the public state's
 * unreadMessage (kept live by the social stream) and the mission summary's claimable count.
 */
function useMemberCentreCounts(): Partial<Record<MemberCentreCount, number>> {
  // The text's language (the tests render the centre without the language provider).
  const { i18n } = useTranslation();
  const language = isLanguageFile(i18n.language) ? i18n.language : defaultLanguage;
  const rewards = useRewardCount();
  const social = useSocialCounts();
  const missions = useMissionSummary(language);
  return {
    ...(rewards === undefined ? {} : { rewards }),
    messages: social.data?.unreadMessage ?? 0,
    missions: missions.data?.claimableCount ?? 0,
  };
}

export interface MemberCentreProps {
  /** The key in the address; it may name no page. */
  requested: string;
  /** For tests: another list of entries. */
  entries?: readonly MemberCentreEntry[];
  /** Above the menu: who is signed in (the host gives it; tests may leave it out). */
  profile?: ReactNode;
}

export default function MemberCentre({
  requested,
  entries = memberCentreEntries,
  profile,
}: MemberCentreProps) {
  const { t } = useTranslation();
  const control = useMemberCentre();
  const counts = useMemberCentreCounts();
  const currentRef = useRef<HTMLButtonElement>(null);
  const shown = shownEntries(entries);
  const entry = entryFor(requested, entries);
  if (!entry?.Page) return null;
  const { Page } = entry;
  const open = (key: MemberCentreKey, anchor?: string) => control.open(key, anchor);

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
          onSelect={(key) => open(key)}
          currentRef={currentRef}
          header={profile}
        />
        {/* Each page gives its own heading (a page may say more than the menu's word). */}
        <section className="member-centre__page" aria-label={t(`memberCentre.pages.${entry.key}`)}>
          {/* Above the page, not under it: a page growing as it loads no longer moves it. */}
          <SiteZoneNote />
          {/* The key resets a failed page when another is chosen. */}
          <PageBoundary
            key={entry.key}
            failedClassName="centre-menu__failed"
            loadingClassName="member-centre__loading"
          >
            <Page open={open} close={control.close} />
          </PageBoundary>
        </section>
      </div>
    </Modal>
  );
}

/** Re-exported for app/first-loads.ts, which reaches this chunk through loadMemberCentre. */
export { preloadMemberCentrePage } from './member-centre-pages';
