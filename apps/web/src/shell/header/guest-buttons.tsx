// Login and register for visitors.
import { useTranslation } from 'react-i18next';
import { useAccountModals } from '../../features/auth/account-modals';

/** `onOpen` runs before a popup opens (the phone drawer closes so the popup gets the focus). */
export function GuestButtons({ onOpen }: { onOpen?: () => void }) {
  const { t } = useTranslation();
  const modals = useAccountModals();
  return (
    <div className="guest-buttons">
      <button
        type="button"
        className="button button--small"
        aria-haspopup="dialog"
        onClick={() => {
          onOpen?.();
          modals.open({ kind: 'login' });
        }}
      >
        {t('shell.login')}
      </button>
      <button
        type="button"
        className="button button--small button--accent"
        aria-haspopup="dialog"
        onClick={() => {
          onOpen?.();
          modals.open({ kind: 'register' });
        }}
      >
        {t('shell.register')}
      </button>
    </div>
  );
}
