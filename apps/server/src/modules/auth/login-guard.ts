// Brute-force limits on everything that checks a password (member login, new-device verification,
// the old password of a change, operator login). Counted in Redis when configured (every server
// process shares the counts), otherwise in this process's memory. Members and operators each have
// their own guard (their own key names): one cannot use up the other's allowance.
//
// - Per account: the account found (its id), or the normalised name tried when none is found, so
//   every spelling of a name counts as the same account and the limits reveal nothing. At most
//   LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR evaluated attempts an hour, and a growing delay: after
//   DELAY_AFTER_FAILURES failures within the hour, the next evaluation waits
//   FIRST_DELAY_MS x 2^(failures - DELAY_AFTER_FAILURES) after the latest, at most MAX_DELAY_MS
//   (2 s, 4 s, 8 s ... 15 min). A refusal says how long to wait (Retry-After). A slot is reserved
//   BEFORE the password is checked (atomically, limit and delay together, so concurrent guesses
//   cannot exceed them) and given back when the password was right: the count is the failures
//   (plus the checks under way). The captcha does not lift any of this.
// - Per client IP: a burst limit on all attempts, and at most IP_FAILURES_PER_10_MIN failed (or
//   under way) attempts per 10 minutes, reserved and given back the same way.
// - Captcha: after loginCaptchaAfterFailures failures within the hour for the account, or
//   IP_CAPTCHA_FACTOR times as many from the IP (many players share a carrier's address, so
//   one player's typos should not put a captcha in front of the others at once).
import { LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR } from '@wps/contracts/account/accounts';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { createRateLimiter, type RateLimiter } from '../../lib/rate-limit';
import { usernameKey } from '../member/username';

const HOUR_MS = 3_600_000;

/** Attempts from one IP within BURST_WINDOW_MS, right or wrong. */
export const IP_BURST_LIMIT = 10;
export const BURST_WINDOW_MS = 10_000;
/** The IP's captcha threshold, as a multiple of the account's. */
export const IP_CAPTCHA_FACTOR = 3;
/** Failed attempts from one IP per 10 minutes. */
export const IP_FAILURES_PER_10_MIN = 30;
/** Failures of an account within the hour that cost no waiting (typos). */
export const DELAY_AFTER_FAILURES = 5;
export const FIRST_DELAY_MS = 2_000;
export const MAX_DELAY_MS = 15 * 60_000;

export interface LoginGuard {
  /** The IP's burst limit, counted for every attempt. Throws TOO_MANY_REQUESTS. */
  throttleIp(ip: string, now?: number): Promise<void>;
  /**
   * True when the account (an accountKey) failed `threshold` times within the hour, or the IP
   * IP_CAPTCHA_FACTOR x `threshold` times.
   */
  captchaNeeded(account: string, ip: string, threshold: number, now?: number): Promise<boolean>;
  /**
   * Reserves one evaluated attempt for the account (an accountKey) and the IP, or throws
   * TOO_MANY_REQUESTS (with the seconds to wait) without evaluating anything. Call `giveBack()`
   * when the password was right (or nothing was evaluated after all) or `countFailure()` when it
   * was wrong (keeps the slots, counts toward the captcha).
   */
  reserve(account: string, ip: string, now?: number): Promise<AttemptSlot>;
}

/**
 * The key an account's attempts are counted under: the account found, else the name tried in
 * its one normalised spelling (username.ts).
 */
export function accountKey(found: { id: number } | null, typed: string): string {
  return found ? `id:${found.id}` : `name:${usernameKey(typed)}`;
}

export interface AttemptSlot {
  giveBack(): Promise<void>;
  countFailure(): Promise<void>;
}

interface Limiters {
  account: RateLimiter;
  ipFailures: RateLimiter;
  ipBurst: RateLimiter;
  /** Failures per IP in the hour: only counted, for the captcha. */
  ipFailuresHour: RateLimiter;
}

/** `prefix` names the guard's counts: 'login' for members, 'ops-login' for operators. */
export function createLoginGuard(redis: Deps['redis'], prefix = 'login'): LoginGuard {
  const l: Limiters = {
    account: createRateLimiter(redis, {
      name: `${prefix}-account`,
      limit: LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR,
      windowMs: HOUR_MS,
      backoff: { after: DELAY_AFTER_FAILURES, firstMs: FIRST_DELAY_MS, maxMs: MAX_DELAY_MS },
    }),
    ipFailures: createRateLimiter(redis, {
      name: `${prefix}-ip`,
      limit: IP_FAILURES_PER_10_MIN,
      windowMs: 10 * 60_000,
    }),
    ipBurst: createRateLimiter(redis, {
      name: `${prefix}-ip-burst`,
      limit: IP_BURST_LIMIT,
      windowMs: BURST_WINDOW_MS,
    }),
    // Never refuses: 1,000 failures from one IP an hour cannot happen under the 10-minute limit.
    ipFailuresHour: createRateLimiter(redis, {
      name: `${prefix}-ip-fail-hour`,
      limit: 1_000,
      windowMs: HOUR_MS,
    }),
  };
  /** TOO_MANY_REQUESTS saying how long to wait, in the message and as Retry-After. */
  async function tooMany(limiter: RateLimiter, key: string, now: number, what: string) {
    const seconds = Math.max(1, Math.ceil((await limiter.retryAfterMs(key, now)) / 1000));
    return new AppError('TOO_MANY_REQUESTS', `${what}; try again in ${seconds} s.`, undefined, {
      retryAfterSeconds: seconds,
    });
  }

  return {
    async throttleIp(ip, now = Date.now()) {
      if (!(await l.ipBurst.take(ip, now))) {
        throw await tooMany(l.ipBurst, ip, now, 'Too many login attempts from this address');
      }
    },

    async captchaNeeded(account, ip, threshold, now = Date.now()) {
      const [failures, address] = await Promise.all([
        l.account.count(account, now),
        l.ipFailuresHour.count(ip, now),
      ]);
      return failures >= threshold || address >= threshold * IP_CAPTCHA_FACTOR;
    },

    async reserve(key, ip, now = Date.now()) {
      const account = await l.account.reserve(key, now);
      if (!account) {
        throw await tooMany(l.account, key, now, 'Too many failed logins for this account');
      }
      const address = await l.ipFailures.reserve(ip, now);
      if (!address) {
        await account.release();
        throw await tooMany(l.ipFailures, ip, now, 'Too many failed logins from this address');
      }
      return {
        async giveBack() {
          await Promise.all([account.release(), address.release()]);
        },
        async countFailure() {
          await l.ipFailuresHour.take(ip, now);
        },
      };
    },
  };
}

const memberGuards = new WeakMap<Deps, LoginGuard>();
const operatorGuards = new WeakMap<Deps, LoginGuard>();

function guardOf(guards: WeakMap<Deps, LoginGuard>, deps: Deps, prefix: string): LoginGuard {
  let guard = guards.get(deps);
  if (!guard) {
    guard = createLoginGuard(deps.redis, prefix);
    guards.set(deps, guard);
  }
  return guard;
}

/** The app's one member guard (shared by every route that checks a member's password). */
export function loginGuardOf(deps: Deps): LoginGuard {
  return guardOf(memberGuards, deps, 'login');
}

/** The app's one operator guard (POST /ops/api/session). */
export function operatorLoginGuardOf(deps: Deps): LoginGuard {
  return guardOf(operatorGuards, deps, 'ops-login');
}
