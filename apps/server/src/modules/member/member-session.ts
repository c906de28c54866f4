// Starting a member's session: the one place every way of logging in (password, SMS code,
// registration with login: true, free play, a reset, social login) ends up.
import { recordLogin } from '../missions/missions.service';
import { ACCOUNT_TYPE, DEFAULT_PASSWORD, isAgentType } from '@wps/contracts/account/accounts';
import type { TLoginValue } from '@wps/contracts/account/fields';
import type { TWhitelabel } from '@wps/contracts/system/whitelabel';
import type { Deps } from '../../deps';
import { createSession, revokeSessions } from '../session/session.service';
import { readWhitelabel } from '../whitelabel/whitelabel.queries';
import { updateMember, type MemberRow } from './member.queries';

const DAY_MS = 86_400_000;

/**
 * True when the member must change the password before going on: an operator set the default
 * '{secret}', or it is older than the expiry with forced change on (spec 4 "Login").
 */
export function isPasswordExpired(
  member: Pick<MemberRow, 'mustChangePassword' | 'passwordChangedAt' | 'passwordHash'>,
  whitelabel: Pick<TWhitelabel, 'forcePasswordChangeOnExpiry' | 'passwordExpiryDays'>,
  now = new Date(),
): boolean {
  if (member.passwordHash === null) return false;
  if (member.mustChangePassword) return true;
  const { forcePasswordChangeOnExpiry, passwordExpiryDays } = whitelabel;
  if (!forcePasswordChangeOnExpiry || passwordExpiryDays <= 0) return false;
  return now.getTime() - member.passwordChangedAt.getTime() >= passwordExpiryDays * DAY_MS;
}

export interface LoginContext {
  ip: string;
  userAgent: string | null;
}

/**
 * Creates the session and answers as a login does. `typedPassword` is the password the member
 * just typed, when the login was by password: the default '{secret}' forces a change too.
 * SMS and social logins never force a change (spec 4).
 */
export async function startMemberSession(
  deps: Deps,
  member: MemberRow,
  ctx: LoginContext,
  typedPassword: string | null = null,
): Promise<TLoginValue> {
  const passwordExpired =
    typedPassword !== null &&
    (typedPassword === DEFAULT_PASSWORD ||
      isPasswordExpired(member, await readWhitelabel(deps.db)));
  // Such a session may only change the password (or log out) until it does: route.ts.
  const token = await createSession(
    { db: deps.db, ttlHours: deps.config.SESSION_TTL_HOURS },
    {
      kind: 'member',
      id: member.id,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      mustChangePassword: passwordExpired,
    },
  );
  await updateMember(deps.db, member.id, { lastLoginAt: new Date() });
  // A day logged in counts for login_days missions (trial accounts play for no reward).
  if (member.accountType !== ACCOUNT_TYPE.trial) await recordLogin(deps.db, member.id);
  return {
    token,
    firstTimeLogin: member.lastLoginAt === null,
    passwordExpired,
    username: member.username,
    isAgent: isAgentType(member.accountType),
    accountType: member.accountType,
  };
}

/** Ends every session of a member (a password change keeps the caller's own: `except`). */
export async function endMemberSessions(deps: Deps, memberId: number, except?: string) {
  await revokeSessions(deps, { kind: 'member', id: memberId, exceptHash: except });
}
