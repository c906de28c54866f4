// Customer service for every screen (spec 7): opens the whitelabel's entry in a pop-up and, when
// that fails (no entry, pop-up blocked, bad link), says why in a dialog.
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsolidatedSettings } from '../api/consolidated-settings';
import { useMemberInfo } from '../api/member';
import { Modal } from '../components/modal/modal';
import { openCustomerService } from '../lib/customer-service';

const CustomerServiceContext = createContext<(() => void) | null>(null);

export function CustomerServiceHost({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const entries = useConsolidatedSettings().data?.whitelabel.customerService;
  const [messageKey, setMessageKey] = useState<string | null>(null);

  // Members above rank 4 reach VIP customer service (spec 6). The member's info is dropped at
  // logout, which sets a visitor back to live chat.
  const rankLevel = useMemberInfo().data?.clubLabel.rankLevel ?? null;
  const open = useCallback(() => {
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
    </CustomerServiceContext.Provider>
  );
}

/** Call from a click handler: browsers allow the pop-up only during the click itself. */
export function useCustomerService(): () => void {
  const open = useContext(CustomerServiceContext);
  if (!open) throw new Error('useCustomerService outside CustomerServiceHost');
  return open;
}
