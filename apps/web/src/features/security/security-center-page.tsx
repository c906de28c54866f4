// The member centre's first page, securityCenter ("my account", spec 2): the account and its
// payee name, the login and payment passwords, the bank accounts bound for withdrawals, and the
// phone and email. The login password is changed in the existing popup, which the shell opens.
import { useTranslation } from 'react-i18next';
import { AccountSection } from './account-section';
import { BankAccountsSection } from './bank-accounts-section';
import { ContactSection } from './contact-section';
import { KycSection } from './kyc-section';
import { PasswordsSection } from './passwords-section';
import { useSecurityCentre } from './use-security-centre';
import '../../styles/member-page.css';
import './security.css';

export function SecurityCenterPage({ onChangePassword }: { onChangePassword: () => void }) {
  const { t } = useTranslation();
  const centre = useSecurityCentre();
  const data = centre.data;
  return (
    <div className="mc-page">
      <h3 className="mc-page__title">{t('security.title')}</h3>
      {data ? (
        <>
          <AccountSection data={data} />
          <PasswordsSection data={data} onChangePassword={onChangePassword} />
          <BankAccountsSection data={data} />
          <ContactSection data={data} />
          <KycSection />
        </>
      ) : centre.isError ? (
        <p className="form__problem" role="alert">
          {t('errors.loadFailed')}
        </p>
      ) : (
        <p className="mc-note" role="status">
          {t('common.loading')}
        </p>
      )}
    </div>
  );
}
