// Free play (spec 4, 7 /wps/session/login/freeplay): when the whitelabel's free-play flag is on,
// a visitor may start a type-4 trial account with play money, from the login popup or a game
// tile's free-play button. The account has no password: free play is its only way in, so the
// session is simply kept as any login's. Real-money actions then meet the real-account warning
// (use-action-guard.ts), and the server refuses them too (TRIAL_ACCOUNT).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { loginFreePlay } from '@wps/contracts/account/session';
import { useConsolidatedSettings } from '../../api/consolidated-settings';
import { memberInfoQuery } from '../../api/member';
import { callApi } from '../../lib/api-client';
import { endpoint } from '../../lib/endpoint';
import { useSession } from '../../lib/session';

export const freePlayEndpoint = endpoint<typeof loginFreePlay>(
  'POST',
  '/wps/session/login/freeplay',
);

/** The spec's "encrypted random string": a client nonce the server keeps for its audit trail. */
function randomString(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The browser's platform, as the login sends it (at most 40 characters). */
function osName(): string {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const match = /(Android|iPhone|iPad|Windows|Mac OS X|Linux)/.exec(agent);
  return match ? match[1]! : 'Web';
}

/**
 * isOffered: a visitor on a site with free play on. start(): makes the trial account and keeps
 * its session; it rejects with the server's refusal (free play switched off, the per-address
 * limit) for the caller to show.
 */
export function useFreePlay(): { isOffered: boolean; start: () => Promise<void> } {
  const { isLoggedIn, startSession } = useSession();
  const isOn = useConsolidatedSettings().data?.whitelabel.freePlay ?? false;
  const queryClient = useQueryClient();
  const start = useCallback(async () => {
    const value = await callApi(freePlayEndpoint, {
      body: { os: osName(), platform: 'W', randomString: randomString(), gatewayVersion: 3 },
    });
    startSession(value.token, value);
    void queryClient.prefetchQuery(memberInfoQuery());
  }, [startSession, queryClient]);
  return { isOffered: isOn && !isLoggedIn, start };
}
