// The header balance without a reload (issue 4): the member's balance now, then again after
// every change, as server-sent events. Read with fetch and the Authorization header (the token
// lives in session storage; EventSource cannot send it, and tokens never go in URLs).
import { defineContract } from '../http';
import { ZWalletBalance } from './balance';

export const walletBalanceStream = defineContract({
  method: 'GET',
  path: '/wps/v2/wallets/stream',
  summary:
    "The member's wallet balance as server-sent events: 'balance' now and after every change, a comment line as heartbeat every 25 s",
  tag: 'wallet',
  access: 'member',
  value: ZWalletBalance,
  stream: { event: 'balance' },
});
