// The logged-in member (spec 3 "Member info"): nickname and avatar for the header, the account
// type for the action guard, the club rank for VIP customer service. Keyed ['member', ...] so it
// is dropped when the session ends (lib/session.tsx).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { memberInfo, playerAvatars, setMemberIcon } from '@wps/contracts/account/member';
import { callApi } from '../lib/api-client';
import { endpoint } from '../lib/endpoint';
import { useSession } from '../lib/session';

export const memberInfoEndpoint = endpoint<typeof memberInfo>('GET', '/wps/member/info');

/** The avatars on offer and the member's choice (the avatar picker). */
export const avatarsEndpoint = endpoint<typeof playerAvatars>(
  'GET',
  '/wps/relay/MCSFE_getPlayerAvatar',
);
export const setAvatarEndpoint = endpoint<typeof setMemberIcon>('POST', '/wps/member/info/icon');

export const memberInfoKey = ['member', 'info'] as const;

export const memberInfoQuery = () =>
  queryOptions({
    queryKey: memberInfoKey,
    queryFn: ({ signal }) => callApi(memberInfoEndpoint, { signal }),
    staleTime: 60_000,
  });

/** The member's info; idle (no call) without a session. */
export function useMemberInfo() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...memberInfoQuery(), enabled: isLoggedIn });
}
