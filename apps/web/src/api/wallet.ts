// The member's wallet balance for the header (spec 2, 4: 'updating' until fetched), kept current
// by the balance stream without a reload. Keyed ['member', ...] so it is dropped when the session
// ends.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { walletBalance } from '@wps/contracts/wallet/balance';
import type { TMoneyNotice, walletBalanceStream } from '@wps/contracts/wallet/balance-stream';
import { callApi } from '../lib/api-client';
import { endpoint } from '../lib/endpoint';
import { useEventStream } from '../lib/event-stream';
import { useSession } from '../lib/session';
import { usePageVisible } from '../lib/use-page-visible';
import { writeSocialCounts } from './social';

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

export const walletBalanceStreamEndpoint = endpoint<typeof walletBalanceStream>(
  'GET',
  '/wps/v2/wallets/stream',
);
/** The stream's event name (walletBalanceStream.stream.event). */
export const BALANCE_EVENT = 'balance';

/**
 * Writes every balance the server streams into the cache useWalletBalance reads, while logged
 * in and the page is visible (a background tab holds no connection; on return the stream's first
 * event brings it up to date), hands each money notice (a deposit credited, a withdrawal paid)
 * to `onNotice`, and writes the badges (unread messages and chat answers) that ride with each
 * event into the cache the badges read. Mounted once, by the header.
 */
export function useLiveWalletBalance(onNotice?: (notice: TMoneyNotice) => void): void {
  const { isLoggedIn } = useSession();
  const isVisible = usePageVisible();
  const queryClient = useQueryClient();
  useEventStream(walletBalanceStreamEndpoint, {
    enabled: isLoggedIn && isVisible,
    event: BALANCE_EVENT,
    onData: ({ notices, badges, ...balance }) => {
      // A balance call still on its way may carry an older value: the streamed one wins.
      void queryClient.cancelQueries({ queryKey: walletBalanceKey });
      queryClient.setQueryData(walletBalanceKey, balance);
      // A server from before the badges rode here (during a deploy) sends none.
      if (badges) writeSocialCounts(queryClient, badges);
      for (const notice of notices ?? []) onNotice?.(notice);
    },
    // Refused for the session: the balance call asks again, and its answer ends the session if
    // the server says it is gone (one place decides that, api-client).
    onRefused: ({ status }) => {
      if (status === 401 || status === 403) {
        void queryClient.invalidateQueries({ queryKey: walletBalanceKey });
      }
    },
  });
}
