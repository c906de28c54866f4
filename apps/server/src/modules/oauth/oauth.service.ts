// Social login (facebook, google): send the browser to the provider with a one-time state and a
// PKCE challenge, take it back with a code, read who the user is, find or create the member
// linked to that (provider, subject), and hand the web a 60-second single-use ticket that it
// exchanges for a session (the session token never appears in a URL).
import { randomInt } from 'node:crypto';
import { oauthProvidersOf, type Config, type OAuthProviderConfig } from '../../config';
import type { OAuthProviderName } from '../../config';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { type RateLimiter, takeOrRefuse } from '../../lib/rate-limit';
import {
  authorizationUrl,
  exchangeCode,
  fetchUser,
  OAuthError,
  randomSecret,
  type OAuthUser,
} from '../../providers/oauth/oauth-client';
import { startMemberSession, type LoginContext } from '../member/member-session';
import { createMember } from '../member/member-create';
import { findMemberById, type MemberRow } from '../member/member.queries';
import { consumeOneTimeToken, createOneTimeToken } from '../session/one-time-tokens';
import { readWhitelabel } from '../whitelabel/whitelabel.queries';
import * as q from './oauth.queries';

export const STATE_TTL_MS = 10 * 60_000;
export const TICKET_TTL_MS = 60_000;
/** Per client IP, over RATE_WINDOW_MS: starts of a social login, and ticket exchanges. */
export const START_LIMIT = 20;
export const TICKET_LIMIT = 20;
export const RATE_WINDOW_MS = 10 * 60_000;

/** Our own secrets (state, ticket) are 43 base64url characters; anything far off is refused. */
const SECRET_RE = /^[A-Za-z0-9_-]{20,128}$/;
/** Authorization codes are opaque printable ASCII; Google's are ~75 characters, Facebook's ~350. */
const CODE_RE = /^[\x21-\x7e]{1,2048}$/;

interface StateData {
  provider: OAuthProviderName;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
}

/** Where the browser lands after the callback: the web reads oauthTicket or oauthError. */
export const ticketLocation = (ticket: string) => `/?oauthTicket=${encodeURIComponent(ticket)}`;
export const errorLocation = (
  code: 'OAUTH_FAILED' | 'ACCOUNT_DISABLED' | 'TOO_MANY_REQUESTS' | 'OPERATION_NOT_ALLOWED',
) => `/?oauthError=${code}`;

/** The configured provider of that name; NOT_FOUND for an unknown or unconfigured one. */
export function providerOf(config: Config, name: string): OAuthProviderConfig {
  const provider = oauthProvidersOf(config).find((p) => p.name === name);
  if (!provider) {
    throw new AppError('NOT_FOUND', 'No such social login provider.', 'params.provider');
  }
  return provider;
}

/**
 * Starts a social login: stores the state's hash with the PKCE verifier, nonce and redirect URI
 * (10 minutes, single use) and returns the provider's authorization URL.
 */
export async function startLogin(
  deps: Deps,
  limiter: RateLimiter,
  providerName: string,
  origin: string,
  ip: string,
): Promise<string> {
  const provider = providerOf(deps.config, providerName);
  if (!(await limiter.take(ip))) return errorLocation('TOO_MANY_REQUESTS');
  const data: StateData = {
    provider: provider.name,
    codeVerifier: randomSecret(),
    nonce: randomSecret(),
    redirectUri: `${origin}/wps/session/oauth/${provider.name}/callback`,
  };
  const state = await createOneTimeToken(deps.db, 'oauth_state', {
    data: { ...data },
    ttlMs: STATE_TTL_MS,
  });
  return authorizationUrl(provider, { ...data, state });
}

const USERNAME_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** `g_` or `f_` and 8 random lowercase letters and digits. */
export function randomSocialUsername(provider: OAuthProviderName): string {
  let name = `${provider[0]}_`;
  for (let i = 0; i < 8; i++) name += USERNAME_ALPHABET[randomInt(USERNAME_ALPHABET.length)];
  return name;
}

// Control characters and the bidirectional overrides that could disguise a name on screen.
const unwanted = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** The provider's display name as a nickname: cleaned, at most 30 characters, else `fallback`. */
export function nicknameOf(name: string | null, fallback: string): string {
  const cleaned = (name ?? '').replace(unwanted, '').replace(/\s+/g, ' ').trim();
  const cut = Array.from(cleaned).slice(0, 30).join('').trim();
  return cut || fallback;
}

class LinkRaceLost extends Error {}

/**
 * The member linked to this (provider, subject), or a new player linked to it; a new one only
 * while registration is open (DIRECTREG3, else OPERATION_NOT_ALLOWED). Race-safe: the
 * identity's primary key decides, and the loser of a race rolls its new member back and uses the
 * winner's link. A username that clashes is drawn again (createMember redraws referral codes).
 */
export async function findOrCreateMember(
  deps: Deps,
  provider: OAuthProviderName,
  user: OAuthUser,
  ip: string,
  newUsername: (provider: OAuthProviderName) => string = randomSocialUsername,
): Promise<MemberRow> {
  const linkedId = await q.findLinkedMemberId(deps.db, provider, user.subject);
  if (linkedId !== null) {
    const member = await findMemberById(deps.db, linkedId);
    if (member) return member;
  }
  if (!(await readWhitelabel(deps.db)).DIRECTREG3) {
    throw new AppError('OPERATION_NOT_ALLOWED', 'Registration is closed.');
  }
  for (let attempt = 0; ; attempt++) {
    const username = newUsername(provider);
    try {
      return await deps.db.transaction(async (tx) => {
        const member = await createMember(
          tx,
          {
            username,
            nickname: nicknameOf(user.name, username),
            email: user.email,
            passwordHash: null,
            registerMethod: `OAUTH_${provider.toUpperCase()}`,
            registerIp: ip,
          },
          { action: 'member.register.oauth', actorKind: 'member', detail: { provider } },
        );
        const linked = await q.insertIdentity(tx, {
          provider,
          subject: user.subject,
          memberId: member.id,
          email: user.email,
        });
        if (!linked) throw new LinkRaceLost();
        return member;
      });
    } catch (error) {
      if (error instanceof LinkRaceLost) {
        const winnerId = await q.findLinkedMemberId(deps.db, provider, user.subject);
        const winner = winnerId === null ? null : await findMemberById(deps.db, winnerId);
        if (winner) return winner;
        throw new OAuthError('the identity link vanished during a race');
      }
      if (error instanceof AppError && error.code === 'USERNAME_TAKEN' && attempt < 4) continue;
      throw error;
    }
  }
}

export interface CallbackQuery {
  code?: unknown;
  state?: unknown;
  error?: unknown;
}

/**
 * Finishes a social login and returns where to send the browser: `/?oauthTicket=...` or
 * `/?oauthError=...`. Anything wrong (state, code, the provider's answers) is OAUTH_FAILED.
 */
export async function finishLogin(
  deps: Deps,
  providerName: string,
  query: CallbackQuery,
  ctx: LoginContext,
): Promise<string> {
  const provider = providerOf(deps.config, providerName);
  const fail = (reason: string) => {
    deps.log.info({ provider: provider.name, reason }, 'social login failed');
    return errorLocation('OAUTH_FAILED');
  };
  try {
    const state = typeof query.state === 'string' ? query.state : '';
    if (!SECRET_RE.test(state)) return fail('missing or malformed state');
    // Consumed first, whatever follows: a state is good for one answer from the provider.
    const row = await consumeOneTimeToken(deps.db, 'oauth_state', state);
    const data = row?.data as StateData | undefined;
    if (!data) return fail('unknown, used or expired state');
    if (data.provider !== provider.name) return fail('state of another provider');
    if (query.error !== undefined) return fail('the user or the provider refused');
    const code = typeof query.code === 'string' ? query.code : '';
    if (!CODE_RE.test(code)) return fail('missing or malformed code');

    const accessToken = await exchangeCode(provider, {
      code,
      redirectUri: data.redirectUri,
      codeVerifier: data.codeVerifier,
    });
    const user = await fetchUser(provider, accessToken);
    const member = await findOrCreateMember(deps, provider.name, user, ctx.ip);
    if (member.status !== 'active') return errorLocation('ACCOUNT_DISABLED');

    const ticket = await createOneTimeToken(deps.db, 'oauth_ticket', {
      memberId: member.id,
      ttlMs: TICKET_TTL_MS,
    });
    return ticketLocation(ticket);
  } catch (error) {
    if (error instanceof OAuthError) return fail(error.message);
    if (error instanceof AppError && error.code === 'OPERATION_NOT_ALLOWED') {
      return errorLocation('OPERATION_NOT_ALLOWED');
    }
    // Our own failure (the database, say): logged as such, and the browser still lands on the site.
    deps.log.error({ err: error, provider: provider.name }, 'social login error');
    return errorLocation('OAUTH_FAILED');
  }
}

/** Exchanges the ticket from the callback for a member session, once. */
export async function redeemTicket(
  deps: Deps,
  limiter: RateLimiter,
  ticket: string,
  ctx: LoginContext,
) {
  await takeOrRefuse(limiter, ctx.ip, 'Too many social login attempts; try later.');
  const row = await consumeOneTimeToken(deps.db, 'oauth_ticket', ticket);
  const member = row?.memberId ? await findMemberById(deps.db, row.memberId) : null;
  if (!member) {
    throw new AppError('OAUTH_FAILED', 'Unknown, used or expired login ticket.', 'body.ticket');
  }
  if (member.status !== 'active') {
    throw new AppError('ACCOUNT_DISABLED', 'This account is disabled.');
  }
  return startMemberSession(deps, member, ctx, null);
}
