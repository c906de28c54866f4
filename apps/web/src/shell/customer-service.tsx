// Customer service for every screen (spec 7): opens the whitelabel's entry in a pop-up and, when
// that fails (no entry, pop-up blocked, bad link), says why in a dialog.
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsolidatedSettings } from '../api/consolidated-settings';
import { Modal } from '../components/modal/modal';
import { openCustomerService } from '../lib/customer-service';

const CustomerServiceContext = createContext<(() => void) | null>(null);

export function CustomerServiceHost({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const entries = useConsolidatedSettings().data?.whitelabel.customerService;
  const [messageKey, setMessageKey] = useState<string | null>(null);

  // TODO(VIP issue): pass { rankLevel } so members above rank 4 reach VIP customer service.
  const open = useCallback(() => {
    const result = openCustomerService(entries ?? []);
    if (!result.ok) setMessageKey(result.messageKey);
  }, [entries]);

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
