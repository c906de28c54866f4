// Back from the gateway's pay page (?depositReference=<reference>): the deposit's state, checked
// again every few seconds while it is pending; once it completes, the header balance refreshes.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { walletBalanceKey } from '../../../api/wallet';
import { formatMinor } from '../../../lib/money-amount';
import { depositsQuery } from '../api/use-deposits';
import { StateBadge } from '../components/state-badge';

export const RETURN_POLL_MS = 2_000;
/** Polls before giving up: a reference never seen is looked for a few times only. */
const MAX_POLLS_UNKNOWN = 5;
const MAX_POLLS_PENDING = 150;

export function DepositReturn({
  reference,
  onDismiss,
}: {
  reference: string;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The newest page holds a deposit just made; a reference not there is not this member's.
  const deposits = useQuery({
    ...depositsQuery(1),
    refetchInterval: (query) => {
      const found = query.state.data?.list.find((d) => d.reference === reference);
      const polls = query.state.dataUpdateCount;
      if (!found) return polls < MAX_POLLS_UNKNOWN ? RETURN_POLL_MS : false;
      return found.state === 'pending' && polls < MAX_POLLS_PENDING ? RETURN_POLL_MS : false;
    },
  });
  const deposit = deposits.data?.list.find((d) => d.reference === reference) ?? null;
  const state = deposit?.state ?? null;

  useEffect(() => {
    if (state === 'completed') void queryClient.invalidateQueries({ queryKey: walletBalanceKey });
  }, [state, queryClient]);

  let message: string;
  if (deposits.isPending) message = t('common.loading');
  else if (!deposit) message = t('payments.return.unknown', { reference });
  else message = t(`payments.return.${deposit.state}`, { amount: formatMinor(deposit.credited) });

  return (
    <section
      className={`pay-return pay-return--${state ?? 'unknown'}`}
      aria-label={t('payments.return.title')}
    >
      <div className="pay-return__head">
        <h4 className="pay-section-title">{t('payments.return.title')}</h4>
        {deposit ? <StateBadge kind="deposit" state={deposit.state} /> : null}
      </div>
      <p role="status">{message}</p>
      <p className="pay-record__ref">{reference}</p>
      <button type="button" className="button button--small" onClick={onDismiss}>
        {t('payments.return.dismiss')}
      </button>
    </section>
  );
}
