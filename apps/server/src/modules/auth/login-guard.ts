// Brute-force limits on everything that checks a password (login, new-device verification, the
// old password of a change). Counted in Redis when configured (every server process shares the
// counts), otherwise in this process's memory.
//
// - Per account (lower-cased username, known or not, so the limits reveal nothing): at most
//   LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR evaluated attempts an hour. A slot is reserved BEFORE the
//   password is checked (atomically, so concurrent guesses cannot exceed it) and given back when
//   the password was right: the count is the failures (plus the checks under way).
// - Per client IP: a burst limit on all attempts, and at most IP_FAILURES_PER_10_MIN failed (or
//   under way) attempts per 10 minutes, reserved and given back the same way.
// - Captcha: after loginCaptchaAfterFailures failures within the hour for the account, or
//   IP_CAPTCHA_FACTOR times as many from the IP (many players share a carrier's address, so
//   one player's typos should not put a captcha in front of the others at once).
import { LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR } from '@wps/contracts/account/accounts';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { createRateLimiter, type RateLimiter } from '../../lib/rate-limit';

const HOUR_MS = 3_600_000;

/** Attempts from one IP within BURST_WINDOW_MS, right or wrong. */
export const IP_BURST_LIMIT = 10;
export const BURST_WINDOW_MS = 10_000;
/** The IP's captcha threshold, as a multiple of the account's. */
export const IP_CAPTCHA_FACTOR = 3;
/** Failed attempts from one IP per 10 minutes. */
export const IP_FAILURES_PER_10_MIN = 30;

export interface LoginGuard {
  /** The IP's burst limit, counted for every attempt. Throws TOO_MANY_REQUESTS. */
  throttleIp(ip: string, now?: number): Promise<void>;
  /**
   * True when the account failed `threshold` times within the hour, or the IP
   * IP_CAPTCHA_FACTOR x `threshold` times.
   */
  captchaNeeded(username: string, ip: string, threshold: number, now?: number): Promise<boolean>;
  /**
   * Reserves one evaluated attempt for the account and the IP, or throws TOO_MANY_REQUESTS
   * without evaluating anything. Call `giveBack()` when the password was right (or nothing was
   * evaluated after all) or `countFailure()` when it was wrong (keeps the slots, counts toward
   * the captcha).
   */
  reserve(username: string, ip: string, now?: number): Promise<AttemptSlot>;
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

const accountKey = (username: string) => username.trim().toLowerCase();

export function createLoginGuard(redis: Deps['redis']): LoginGuard {
  const l: Limiters = {
    account: createRateLimiter(redis, {
      name: 'login-account',
      limit: LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR,
      windowMs: HOUR_MS,
    }),
    ipFailures: createRateLimiter(redis, {
      name: 'login-ip',
      limit: IP_FAILURES_PER_10_MIN,
      windowMs: 10 * 60_000,
    }),
    ipBurst: createRateLimiter(redis, {
      name: 'login-ip-burst',
      limit: IP_BURST_LIMIT,
      windowMs: BURST_WINDOW_MS,
    }),
    // Never refuses: 1,000 failures from one IP an hour cannot happen under the 10-minute limit.
    ipFailuresHour: createRateLimiter(redis, {
      name: 'login-ip-fail-hour',
      limit: 1_000,
      windowMs: HOUR_MS,
    }),
  };
  const tooMany = (message: string) => new AppError('TOO_MANY_REQUESTS', message);

  return {
    async throttleIp(ip, now = Date.now()) {
      if (!(await l.ipBurst.take(ip, now))) {
        throw tooMany('Too many login attempts from this address; wait a moment.');
      }
    },

    async captchaNeeded(username, ip, threshold, now = Date.now()) {
      const [account, address] = await Promise.all([
        l.account.count(accountKey(username), now),
        l.ipFailuresHour.count(ip, now),
      ]);
      return account >= threshold || address >= threshold * IP_CAPTCHA_FACTOR;
    },

    async reserve(username, ip, now = Date.now()) {
      const account = await l.account.reserve(accountKey(username), now);
      if (!account) {
        throw tooMany('Too many failed logins for this account; try again within the hour.');
      }
      const address = await l.ipFailures.reserve(ip, now);
      if (!address) {
        await account.release();
        throw tooMany('Too many failed logins from this address; retry in 10 minutes.');
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

const byDeps = new WeakMap<Deps, LoginGuard>();

/** The app's one guard (the limits must be shared by every route that checks a password). */
export function loginGuardOf(deps: Deps): LoginGuard {
  let guard = byDeps.get(deps);
  if (!guard) {
    guard = createLoginGuard(deps.redis);
    byDeps.set(deps, guard);
  }
  return guard;
}
