// The member's wallet balance for the header (spec 2, 4: 'updating' until fetched). Keyed
// ['member', ...] so it is dropped when the session ends.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { walletBalance } from '@wps/contracts/wallet/balance';
import { callApi } from '../lib/api-client';
import { endpoint } from '../lib/endpoint';
import { useSession } from '../lib/session';

export const walletBalanceEndpoint = endpoint<typeof walletBalance>(
  'GET',
  '/wps/v2/wallets/balance',
);

export const walletBalanceKey = ['member', 'wallet', 'balance'] as const;

export const walletBalanceQuery = () =>
  queryOptions({
    queryKey: walletBalanceKey,
    queryFn: ({ signal }) => callApi(walletBalanceEndpoint, { signal }),
    staleTime: 30_000,
  });

/** The balance; idle (no call) without a session. */
export function useWalletBalance() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...walletBalanceQuery(), enabled: isLoggedIn });
}
