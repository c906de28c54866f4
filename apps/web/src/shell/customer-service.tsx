// Customer service for every screen (spec 7): opens the whitelabel's entry in a pop-up and, when
// that fails (no entry, pop-up blocked, bad link), says why in a dialog.
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useState,
  type ReactNode,
} from 'react';
import { isHttpsUrl } from '@wps/contracts/content/link-rules';
import { decodeCsLink } from '@wps/contracts/system/cs-link';
import { useTranslation } from 'react-i18next';
import { useConsolidatedSettings } from '../api/consolidated-settings';
import { useMemberInfo } from '../api/member';
import { Modal } from '../components/modal/modal';
import { openCustomerService, pickCustomerServiceEntry } from '../lib/customer-service';
import { loadChunk } from '../lib/load-chunk';

// The site's own chat room (issue 19): its own chunk, with its texts.
const ChatRoom = lazy(() => loadChunk(() => import('../features/social/chat-room')));

const CustomerServiceContext = createContext<(() => void) | null>(null);

export function CustomerServiceHost({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const entries = useConsolidatedSettings().data?.whitelabel.customerService;
  const [messageKey, setMessageKey] = useState<string | null>(null);
  const [isChatOpen, setChatOpen] = useState(false);

  // Members above rank 4 reach VIP customer service (spec 6). The member's info is dropped at
  // logout, which sets a visitor back to live chat.
  const rankLevel = useMemberInfo().data?.clubLabel.rankLevel ?? null;
  const open = useCallback(() => {
    // The site's chat room unless an operator configured an outside (https) link for the entry
    // (docs/decisions.md "i19-social"); a route of this site in the entry opens the chat room too.
    const entry = pickCustomerServiceEntry(entries ?? [], { rankLevel });
    const link = entry ? decodeCsLink(entry.path) : null;
    if (!entry || !link || !isHttpsUrl(link)) {
      setChatOpen(true);
      return;
    }
    const result = openCustomerService(entries ?? [], { rankLevel });
    if (!result.ok) setMessageKey(result.messageKey);
  }, [entries, rankLevel]);

  return (
    <CustomerServiceContext.Provider value={open}>
      {children}
      <Modal
        open={messageKey !== null}
        onClose={() => setMessageKey(null)}
        title={t('common.customerService')}
      >
        <p>{messageKey ? t(messageKey) : null}</p>
      </Modal>
      {isChatOpen ? (
        <Suspense fallback={null}>
          <ChatRoom onClose={() => setChatOpen(false)} />
        </Suspense>
      ) : null}
    </CustomerServiceContext.Provider>
  );
}

/** Call from a click handler: browsers allow the pop-up only during the click itself. */
export function useCustomerService(): () => void {
  const open = useContext(CustomerServiceContext);
  if (!open) throw new Error('useCustomerService outside CustomerServiceHost');
  return open;
}
