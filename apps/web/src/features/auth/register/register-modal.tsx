// The registration popup (spec 2 "Registration form", 3, 4 "Registration submit", 5, 9): the
// register (username) and registerMobile tabs the whitelabel flags offer, every field driven by
// the per-field settings, the SMS code, captcha and human check when configured, the terms box,
// and on success a session and '/'. A lazy chunk: W1's account-modal host loads it on demand.
import { useTranslation } from 'react-i18next';
import { useConsolidatedSettings } from '../../../api/consolidated-settings';
import { Modal } from '../../../components/modal/modal';
import { AccountTabs } from '../components/account-tabs';
import { useAccountOptions } from '../components/use-account-options';
import { phoneAuthClientFor } from '../../../lib/phone-auth-provider';
import { useCountries } from '../components/use-countries';
import { useFieldRules } from '../components/use-field-rules';
import '../components/auth-form.css';
import { RegisterForm, type RegisterWay } from './register-form';

export interface RegisterModalProps {
  onClose: () => void;
  /** From /register?referralCode= (the link a member shares). */
  referralCode?: string;
  /** From an agent's link; otherwise read from the page address at submit. */
  affiliateCode?: string;
}

export default function RegisterModal({
  onClose,
  referralCode,
  affiliateCode,
}: RegisterModalProps) {
  const { t } = useTranslation();
  const consolidated = useConsolidatedSettings();
  const options = useAccountOptions();
  const { rules, isError } = useFieldRules();
  // The dial codes, asked for with the rest: the SMS button waits for them.
  useCountries();
  const whitelabel = consolidated.data?.whitelabel;

  const ways: RegisterWay[] = [];
  if (whitelabel) {
    const mobileOffered = whitelabel.MOBILENUMREG3 || whitelabel.MOBILENUMPASSREG3;
    // Spec 2: with MOBILENUMREG3 the mobile tab comes first and is the default.
    if (whitelabel.MOBILENUMREG3) ways.push('mobile');
    if (whitelabel.USERNAMEREG3) ways.push('username');
    if (mobileOffered && !whitelabel.MOBILENUMREG3) ways.push('mobile');
  }

  let body;
  // Only a first read that failed is an error: a failed re-read keeps the form and what was typed.
  const failed = (q: { isError: boolean; data: unknown }) => q.isError && q.data === undefined;
  if (failed(consolidated) || failed(options) || isError) {
    body = (
      <p className="form__problem" role="alert">
        {t('errors.loadFailed')}
      </p>
    );
  } else if (!whitelabel || !options.data || !rules) {
    body = (
      <p className="form__status" role="status">
        {t('auth.register.loading')}
      </p>
    );
  } else if (!whitelabel.DIRECTREG3 || ways.length === 0) {
    body = (
      <div className="auth-notice" role="status">
        <p className="auth-register__closed">{t('auth.register.closed')}</p>
        <p className="auth-register__closed-hint">{t('auth.register.closedHint')}</p>
      </div>
    );
  } else {
    body = (
      <AccountTabs
        tabs={ways}
        label={t('auth.register.tabsLabel')}
        tabLabel={(way) =>
          t(way === 'mobile' ? 'auth.register.tabMobile' : 'auth.register.tabUsername')
        }
        render={(way) => (
          <RegisterForm
            way={way}
            rules={rules}
            smsVerification={whitelabel.REGMOBVERF3}
            challengeOn={options.data.registerChallenge}
            phoneAuth={phoneAuthClientFor(options.data)}
            referralCode={referralCode}
            affiliateCode={affiliateCode}
            onDone={onClose}
          />
        )}
      />
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('auth.register.title')}
      closeOnBackdrop={false}
      className="auth-modal"
    >
      {body}
    </Modal>
  );
}
