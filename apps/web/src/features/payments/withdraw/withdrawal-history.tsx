// The member's withdrawals with their states; a paid one asks for the receipt answer, and a
// closed one says how it was closed (a receipt counted automatically means no refund).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TWithdrawal } from '@wps/contracts/payment/withdrawal-fields';
import { errorText } from '../../../lib/error-text';
import { formatMinor } from '../../../lib/money-amount';
import { useSiteFormat } from '../../../lib/use-site-format';
import { useWithdrawals } from '../api/use-withdrawals';
import { Pager } from '../components/pager';
import { StateBadge } from '../components/state-badge';
import { ReceiptPanel } from './receipt-panel';

function Outcome({ withdrawal: w }: { withdrawal: TWithdrawal }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  if (w.state === 'paid' && w.receiptAnswer === null) return <ReceiptPanel withdrawal={w} />;
  if (w.state === 'received' && w.forcedReceipt) {
    return (
      <p className="pay-record__note pay-record__note--warn">
        {t('payments.receipt.forced', { time: w.receiptAt ? format.dateTime(w.receiptAt) : '—' })}
      </p>
    );
  }
  if (w.state === 'received' && w.receiptAnswer) {
    return (
      <p className="pay-record__note">
        {t(`payments.receipt.answered.${w.receiptAnswer}`, {
          time: w.receiptAt ? format.dateTime(w.receiptAt) : '—',
        })}
      </p>
    );
  }
  if (w.state === 'disputed') {
    return <p className="pay-record__note">{t('payments.receipt.disputed')}</p>;
  }
  if (w.reason) {
    return <p className="pay-record__note">{t('payments.reason', { reason: w.reason })}</p>;
  }
  return null;
}

/** Waiting states refresh on their own: an operator may act at any moment. */
const REFRESH_MS = 20_000;

export function WithdrawalHistory() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const withdrawals = useWithdrawals(pageNo, REFRESH_MS);
  const format = useSiteFormat();
  const items = withdrawals.data?.items ?? [];
  return (
    <section className="pay-history" aria-labelledby="pay-withdrawal-history">
      <h4 id="pay-withdrawal-history" className="pay-section-title">
        {t('payments.withdraw.history')}
      </h4>
      {withdrawals.isPending ? <p className="muted">{t('common.loading')}</p> : null}
      {withdrawals.isError ? (
        <p className="pay-problem">{errorText(withdrawals.error, t)}</p>
      ) : null}
      {withdrawals.isSuccess && items.length === 0 ? (
        <p className="muted">{t('payments.withdraw.none')}</p>
      ) : null}
      {items.length > 0 ? (
        <ul className="pay-records">
          {items.map((w) => (
            <li key={w.reference} className="pay-record">
              <div className="pay-record__main">
                <span className="pay-record__amount">{formatMinor(w.amount)}</span>
                <StateBadge kind="withdrawal" state={w.state} />
              </div>
              <div className="pay-record__meta">
                <span>
                  {w.bankAccount.bankName} {w.bankAccount.maskedAccountNumber}
                </span>
                <span>{format.dateTime(w.createdAt)}</span>
                <span className="pay-record__ref">{w.reference}</span>
              </div>
              {BigInt(w.fee) > 0n ? (
                <div className="pay-record__meta">
                  {t('payments.withdraw.feeLine', {
                    fee: formatMinor(w.fee),
                    total: formatMinor(w.total),
                  })}
                </div>
              ) : null}
              <Outcome withdrawal={w} />
            </li>
          ))}
        </ul>
      ) : null}
      <Pager pageNo={pageNo} totalPages={withdrawals.data?.totalPages ?? 0} onPage={setPageNo} />
    </section>
  );
}
