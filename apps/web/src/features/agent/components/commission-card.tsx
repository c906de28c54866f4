// My income's commission wallet: shown while settlements pay into it (the operators' choice) or
// money is still in it; its balance and one button that moves all of it to the main wallet.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { collectCommission, getCommissionWallet } from '@wps/contracts/agent/contracts';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client';
import { endpoint } from '../../../lib/endpoint';
import { useRequestKey } from '../../../lib/use-request-key';
import { useSiteFormat } from '../../../lib/use-site-format';
import { agentKey } from '../agent-contracts-api';

export const commissionEndpoint = endpoint<typeof getCommissionWallet>(
  'GET',
  '/wps/agent/commission',
);
export const collectCommissionEndpoint = endpoint<typeof collectCommission>(
  'POST',
  '/wps/agent/commission/collect',
);

export function CommissionCard() {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const queryClient = useQueryClient();
  const requestKey = useRequestKey();
  const wallet = useQuery({
    queryKey: [...agentKey, 'commission'],
    queryFn: ({ signal }) => callApi(commissionEndpoint, { signal }),
  });
  const collect = useMutation({
    mutationFn: () =>
      callApi(collectCommissionEndpoint, {
        body: { idempotencyKey: requestKey.keyFor({ collect: true }) },
      }),
    onSuccess: async () => {
      requestKey.settle();
      await queryClient.invalidateQueries({ queryKey: ['member'] });
    },
  });
  const value = wallet.data;
  if (!value || (value.payoutWallet === 'main' && value.balance === '0')) return null;
  return (
    <section className="mc-card" aria-label={t('agent.commission.title')}>
      <dl className="mc-tiles">
        <div className="mc-tile">
          <dt>{t('agent.commission.title')}</dt>
          <dd>{format.amount(value.balance)}</dd>
        </div>
      </dl>
      <button
        type="button"
        className="button button--primary"
        disabled={value.balance === '0' || collect.isPending}
        onClick={() => collect.mutate()}
      >
        {t('agent.commission.collect')}
      </button>
      {collect.isError && (
        <p className="form__problem" role="alert">
          {t('errors.loadFailed')}
        </p>
      )}
    </section>
  );
}
