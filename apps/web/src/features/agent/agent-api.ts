// The agent centre's calls that exist outside the agent modules: the member's funds (with the
// site's contract flags), the money options and the transfer to a downline (wallet module).
// Typed by their contracts; only this feature's chunks import this. Keyed under ['member', ...]
// so the answers are dropped when the session ends.
import { useQuery } from '@tanstack/react-query';
import type { fundsConsolidated } from '@wps/contracts/wallet/funds';
import type { moneyOptions } from '@wps/contracts/wallet/money-settings';
import type { transferDownline } from '@wps/contracts/wallet/transfer-downline';
import { callApi } from '../../lib/api-client';
import { endpoint } from '../../lib/endpoint';
import { useSession } from '../../lib/session';

export const fundsEndpoint = endpoint<typeof fundsConsolidated>(
  'GET',
  '/wps/member/info/funds/consolidated',
);
export const moneyOptionsEndpoint = endpoint<typeof moneyOptions>(
  'GET',
  '/wps/member/money/options',
);
export const transferDownlineEndpoint = endpoint<typeof transferDownline>(
  'POST',
  '/wps/member/transfer/downline',
);

/** The same key as the wallet pages': one invalidation after money moved refreshes both. */
export const fundsKey = ['member', 'wallet', 'funds'] as const;

/** Only with a session: a visitor's /agentHome asks for nothing it would be refused. */
export function useAgentFunds() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: fundsKey,
    queryFn: ({ signal }) => callApi(fundsEndpoint, { signal }),
    staleTime: 30_000,
    enabled: isLoggedIn,
  });
}

export function useMoneyOptions() {
  return useQuery({
    queryKey: ['member', 'money-options'],
    queryFn: ({ signal }) => callApi(moneyOptionsEndpoint, { signal }),
    staleTime: 60_000,
  });
}
