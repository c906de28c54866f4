// Login and register for visitors.
import { useTranslation } from 'react-i18next';

export function GuestButtons() {
  const { t } = useTranslation();
  // TODO(accounts issue): open the login popup (loginPopupModal) and the register modal.
  const openLogin = () => {};
  const openRegister = () => {};
  return (
    <div className="guest-buttons">
      <button type="button" className="button button--small" onClick={openLogin}>
        {t('shell.login')}
      </button>
      <button type="button" className="button button--small button--accent" onClick={openRegister}>
        {t('shell.register')}
      </button>
    </div>
  );
}
