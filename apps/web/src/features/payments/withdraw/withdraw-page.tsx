// The member centre's withdraw page: the balance available, the request form (or what to set
// up first), and the member's withdrawals with the receipt answer for a paid one.
import { useTranslation } from 'react-i18next';
import { useWalletBalance } from '../../../api/wallet';
import { errorText } from '../../../lib/error-text';
import { useSiteFormat } from '../../../lib/use-site-format';
import { useMoneyOptions, useSecurityCentre } from '../api/use-withdrawals';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalHistory } from './withdrawal-history';
import '../payments.css';

export function WithdrawPage({
  open,
}: {
  /** Switches the member centre to another page (here: the security centre, or its KYC part). */
  open: (key: 'securityCenter', anchor?: 'kyc') => void;
}) {
  const { t } = useTranslation();
  const wallet = useWalletBalance();
  const options = useMoneyOptions();
  const security = useSecurityCentre();
  const balance = wallet.data ? BigInt(wallet.data.balance) : null;
  const held = wallet.data ? BigInt(wallet.data.held) : 0n;
  const format = useSiteFormat();
  const failed = options.error ?? security.error;
  return (
    <div className="pay-page">
      <h3 className="pay-page__title">{t('payments.withdraw.title')}</h3>
      <dl className="pay-balance">
        <div>
          <dt>{t('payments.withdraw.available')}</dt>
          <dd className="pay-balance__amount">
            {balance === null ? t('shell.member.updating') : format.money(balance)}
          </dd>
        </div>
        {held > 0n ? (
          <div>
            <dt>{t('payments.withdraw.held')}</dt>
            <dd>{format.money(held)}</dd>
          </div>
        ) : null}
      </dl>
      <section className="pay-section" aria-label={t('payments.withdraw.formTitle')}>
        {failed ? <p className="pay-problem">{errorText(failed, t)}</p> : null}
        {options.data && security.data ? (
          <WithdrawForm
            options={options.data}
            security={security.data}
            onSecurityCentre={(anchor) => open('securityCenter', anchor)}
            balance={balance}
          />
        ) : !failed ? (
          <p className="muted">{t('common.loading')}</p>
        ) : null}
      </section>
      <WithdrawalHistory />
    </div>
  );
}
