// The member centre's transferUpline page (spec 5, 6: members transfer to their upline, agents
// to a downline): the main wallet's balance, the transfer to the upline and, for an agent, the
// transfer to a member of its downline by username.
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '../../api/member';
import { useWalletBalance } from '../../api/wallet';
import { formatMinor } from '../../lib/money-amount';
import { TransferForm } from './transfer-form';
import { useMoneyOptions } from './use-wallet-data';
import '../../styles/member-page.css';

export function TransferUplinePage() {
  const { t } = useTranslation();
  const member = useMemberInfo();
  const balance = useWalletBalance();
  const options = useMoneyOptions();

  if (member.isError || options.isError) {
    return (
      <div className="mc-page">
        <h3 className="mc-page__title">{t('wallet.transfer.title')}</h3>
        <p className="form__problem" role="alert">
          {t('errors.loadFailed')}
        </p>
      </div>
    );
  }
  if (!member.data || !options.data) {
    return (
      <div className="mc-page">
        <h3 className="mc-page__title">{t('wallet.transfer.title')}</h3>
        <p className="mc-note" role="status">
          {t('common.loading')}
        </p>
      </div>
    );
  }
  const { toUpline, isAgent } = member.data;
  const limits = {
    min: BigInt(options.data.transferMin),
    max: BigInt(options.data.transferMax),
    isPaymentPasswordRequired: options.data.paymentPasswordRequired,
  };
  return (
    <div className="mc-page">
      <h3 className="mc-page__title">{t('wallet.transfer.title')}</h3>
      <section className="mc-card">
        <dl className="mc-facts">
          <dt>{t('wallet.main')}</dt>
          <dd>{balance.data ? formatMinor(balance.data.balance) : t('shell.member.updating')}</dd>
        </dl>
      </section>
      <section className="mc-card" aria-labelledby="transfer-upline-title">
        <div className="mc-card__head">
          <h4 id="transfer-upline-title" className="mc-card__title">
            {t('wallet.transfer.toUpline')}
          </h4>
        </div>
        {toUpline === null ? (
          <p className="mc-note">{t('errors.NO_UPLINE')}</p>
        ) : (
          <>
            <p className="mc-note">{t('wallet.transfer.uplineIs', { upline: toUpline })}</p>
            <TransferForm to="upline" {...limits} />
          </>
        )}
      </section>
      {isAgent && (
        <section className="mc-card" aria-labelledby="transfer-downline-title">
          <div className="mc-card__head">
            <h4 id="transfer-downline-title" className="mc-card__title">
              {t('wallet.transfer.toDownline')}
            </h4>
          </div>
          <p className="mc-note">{t('wallet.transfer.downlineNote')}</p>
          <TransferForm to="downline" {...limits} />
        </section>
      )}
    </div>
  );
}
