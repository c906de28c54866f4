// The member's recent deposits with their states; a pending gateway deposit can still be paid.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { formatMinor } from '../../../lib/money-amount';
import { useSiteFormat } from '../../../lib/use-site-format';
import { useDeposits } from '../api/use-deposits';
import { Pager } from '../components/pager';
import { StateBadge } from '../components/state-badge';

export function DepositHistory() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const deposits = useDeposits(pageNo);
  const format = useSiteFormat();
  const list = deposits.data?.list ?? [];
  return (
    <section className="pay-history" aria-labelledby="pay-deposit-history">
      <h4 id="pay-deposit-history" className="pay-section-title">
        {t('payments.deposit.history')}
      </h4>
      {deposits.isPending ? <p className="muted">{t('common.loading')}</p> : null}
      {deposits.isError ? <p className="pay-problem">{errorText(deposits.error, t)}</p> : null}
      {deposits.isSuccess && list.length === 0 ? (
        <p className="muted">{t('payments.deposit.none')}</p>
      ) : null}
      {list.length > 0 ? (
        <ul className="pay-records">
          {list.map((deposit) => (
            <li key={deposit.reference} className="pay-record">
              <div className="pay-record__main">
                <span className="pay-record__amount">{formatMinor(deposit.amount)}</span>
                <StateBadge kind="deposit" state={deposit.state} />
              </div>
              <div className="pay-record__meta">
                <span>{deposit.channelName}</span>
                <span>{format.dateTime(deposit.createdAt)}</span>
                <span className="pay-record__ref">{deposit.reference}</span>
              </div>
              {BigInt(deposit.fee) > 0n ? (
                <div className="pay-record__meta">
                  {t('payments.deposit.feeLine', {
                    fee: formatMinor(deposit.fee),
                    credited: formatMinor(deposit.credited),
                  })}
                </div>
              ) : null}
              {deposit.reason ? (
                <p className="pay-record__note">
                  {t('payments.reason', { reason: deposit.reason })}
                </p>
              ) : null}
              {deposit.state === 'pending' && deposit.redirectUrl ? (
                <a className="button button--small pay-record__action" href={deposit.redirectUrl}>
                  {t('payments.deposit.payNow')}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <Pager pageNo={pageNo} totalPages={deposits.data?.totalPages ?? 0} onPage={setPageNo} />
    </section>
  );
}
