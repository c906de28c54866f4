// The notice popup (spec 2): the popup notices (type PU) open by themselves once per visit; the
// close button dismisses them until the browser session ends. While the member centre is open (a
// link or a return from a payment page asked for it) or an account popup is (login, forgot,
// register: /login and /forget open theirs on the first visit too) they wait until it closes,
// so two popups never stack (issue 16).
import { useState } from 'react';
import { useAnnouncements } from '../api/announcements';
import { useAccountModals } from '../features/auth/account-modals';
import { useMemberCentre } from '../lib/member-centre';
import { NoticeModal } from './notice-modal/notice-modal';

const SEEN_KEY = 'noticePopupSeen';

function hasSeen(): boolean {
  try {
    return sessionStorage.getItem(SEEN_KEY) !== null;
  } catch {
    return false;
  }
}

export function NoticePopup() {
  const popup = useAnnouncements().data?.popup ?? [];
  const [isOpen, setIsOpen] = useState(() => !hasSeen());
  const isMemberCentreOpen = useMemberCentre().requested !== null;
  const isAccountPopupOpen = useAccountModals().openKind !== null;
  if (popup.length === 0) return null;
  return (
    <NoticeModal
      open={isOpen && !isMemberCentreOpen && !isAccountPopupOpen}
      notices={popup}
      onClose={() => {
        try {
          sessionStorage.setItem(SEEN_KEY, '1');
        } catch {
          // Storage unavailable: it shows again on the next page load, which is harmless.
        }
        setIsOpen(false);
      }}
    />
  );
}
