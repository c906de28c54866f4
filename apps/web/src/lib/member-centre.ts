// The member centre's place in the address (docs/decisions.md): an overlay over the current route
// named by ?mc=<pageKey>, so it adds no route to the spec's table and the back button leaves it.
// Any code may open it with useMemberCentre().open(key); the shell's host shows it (and refuses
// it to visitors and trial accounts).
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The member centre's menu page keys in the spec's order (spec 2 "Member centre"). */
export const memberCentreKeys = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;

export type MemberCentreKey = (typeof memberCentreKeys)[number];

/** The search parameter that holds the open page's key. */
export const MEMBER_CENTRE_PARAM = 'mc';

/** The page the member centre opens on (spec 2: "opens on security centre"). */
export const MEMBER_CENTRE_HOME: MemberCentreKey = 'securityCenter';

export function isMemberCentreKey(value: string): value is MemberCentreKey {
  return (memberCentreKeys as readonly string[]).includes(value);
}

/** Marks the history entry the app pushed when it opened the member centre. */
interface OpenedState {
  memberCentreOpened?: true;
}

/** `search` with the member centre's parameter set to `key`, or without it for null. */
export function searchWith(search: string, key: MemberCentreKey | null): string {
  const params = new URLSearchParams(search);
  if (key === null) params.delete(MEMBER_CENTRE_PARAM);
  else params.set(MEMBER_CENTRE_PARAM, key);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface MemberCentreControl {
  /** The key in the address (it may name a page that does not exist), or null when closed. */
  requested: string | null;
  /**
   * Opens the member centre on `key`, or switches the open one to it; `anchor` names a part of
   * that page to scroll to and focus (the address's hash, so a link can say the same).
   */
  open: (key?: MemberCentreKey, anchor?: string) => void;
  /** Leaves the member centre: back to the entry it was opened from, else drops the parameter. */
  close: () => void;
}

export function useMemberCentre(): MemberCentreControl {
  const location = useLocation();
  const navigate = useNavigate();
  const requested = new URLSearchParams(location.search).get(MEMBER_CENTRE_PARAM);
  const wasOpenedHere = (location.state as OpenedState | null)?.memberCentreOpened === true;

  const open = useCallback(
    (key: MemberCentreKey = MEMBER_CENTRE_HOME, anchor?: string) => {
      const to = {
        pathname: location.pathname,
        search: searchWith(location.search, key),
        hash: anchor ? `#${anchor}` : location.hash,
      };
      // One history entry for the whole visit: switching pages replaces it, so one Back leaves.
      if (requested !== null) void navigate(to, { replace: true, state: location.state });
      else void navigate(to, { state: { memberCentreOpened: true } satisfies OpenedState });
    },
    [location.pathname, location.search, location.hash, location.state, requested, navigate],
  );

  const close = useCallback(() => {
    if (wasOpenedHere) {
      void navigate(-1);
      return;
    }
    // Reached by a link or a reload: there is no entry of ours to go back to.
    void navigate(
      {
        pathname: location.pathname,
        search: searchWith(location.search, null),
        hash: location.hash,
      },
      { replace: true },
    );
  }, [wasOpenedHere, location.pathname, location.search, location.hash, navigate]);

  return useMemo(() => ({ requested, open, close }), [requested, open, close]);
}
