// TOTP codes for operators' two-factor (RFC 6238: 6 digits, 30 s steps, SHA-1, what every
// authenticator app reads). A code is accepted one step either side of now (clock drift), and
// once: the accepted step is stored and a code of that step or an earlier one is refused. Wrong
// codes are limited per operator, so a code cannot be guessed with a password or a session.
import { Secret, TOTP } from 'otpauth';
import { moneyPermissions, type TOpsPermission } from '@wps/contracts/ops/permissions';
import { isOpsTwoFactorRequired, type Config } from '../../config';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { createRateLimiter, type RateLimiter } from '../../lib/rate-limit';
import * as q from './ops.queries';

const PERIOD_S = 30;
/** Steps accepted either side of the current one. */
const DRIFT_STEPS = 1;
/** Wrong codes an operator may give per WRONG_CODE_WINDOW_MS (login, confirming, turning off). */
export const WRONG_CODES_PER_WINDOW = 5;
const WRONG_CODE_WINDOW_MS = 15 * 60_000;

/** The name an authenticator app shows above the operator's codes. */
export const TOTP_ISSUER = 'Royal Win';

/**
 * Permissions whose holders must enrol under OPS_REQUIRE_2FA: those that move money or decide
 * on it, and those that read members' contact details, bank accounts and payment proofs or
 * manage operators. An operator who only edits notices, banners and help need not.
 */
export const TWO_FACTOR_PERMISSIONS: readonly TOpsPermission[] = [
  ...moneyPermissions,
  'money.read',
  'members.read',
  'members.edit',
  'operators.manage',
];

export function needsTwoFactor(permissions: readonly TOpsPermission[]): boolean {
  return permissions.some((p) => TWO_FACTOR_PERMISSIONS.includes(p));
}

export function mustEnrolTwoFactor(
  config: Config,
  operator: { permissions: readonly TOpsPermission[]; twoFactorEnabled: boolean },
): boolean {
  return (
    !operator.twoFactorEnabled &&
    needsTwoFactor(operator.permissions) &&
    isOpsTwoFactorRequired(config)
  );
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpOf(secret: string, username: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

const wrongCodesByDeps = new WeakMap<Deps['config'], RateLimiter>();

function wrongCodesOf(deps: Deps): RateLimiter {
  let limiter = wrongCodesByDeps.get(deps.config);
  if (!limiter) {
    limiter = createRateLimiter(deps.redis, {
      name: 'ops-totp-wrong',
      limit: WRONG_CODES_PER_WINDOW,
      windowMs: WRONG_CODE_WINDOW_MS,
    });
    wrongCodesByDeps.set(deps.config, limiter);
  }
  return limiter;
}

/**
 * Checks `otp` against the operator's secret and spends its step. Throws INVALID_OTP when it is
 * wrong, out of the drift window or already used, and TOO_MANY_REQUESTS once the operator gave
 * WRONG_CODES_PER_WINDOW wrong codes (even a right code then waits).
 */
export async function acceptCode(
  deps: Deps,
  operator: { id: number; username: string; totpSecret: string },
  otp: string,
  now = Date.now(),
): Promise<void> {
  const slot = await wrongCodesOf(deps).reserve(String(operator.id), now);
  if (!slot) {
    throw new AppError('TOO_MANY_REQUESTS', 'Too many wrong codes; wait a few minutes.');
  }
  const totp = totpOf(operator.totpSecret, operator.username);
  const delta = totp.validate({ token: otp, timestamp: now, window: DRIFT_STEPS });
  const step = TOTP.counter({ period: PERIOD_S, timestamp: now }) + (delta ?? 0);
  if (delta === null || !(await q.useTotpStep(deps.db, operator.id, step))) {
    throw new AppError('INVALID_OTP', 'The code is wrong, expired or used already.', 'body.otp');
  }
  await slot.release();
}

/**
 * The login's second step, after the password was right: nothing when two-factor is off,
 * else the current code. OTP_REQUIRED asks the console for it; a wrong code (INVALID_OTP) is a
 * failed login.
 */
export async function checkLoginCode(
  deps: Deps,
  operator: { id: number; username: string; totpSecret: string | null; totpEnabledAt: Date | null },
  otp: string | undefined,
): Promise<void> {
  if (operator.totpEnabledAt === null || operator.totpSecret === null) return;
  if (otp === undefined) {
    throw new AppError('OTP_REQUIRED', 'Enter the code from your authenticator app.', 'body.otp');
  }
  await acceptCode(deps, { ...operator, totpSecret: operator.totpSecret }, otp);
}
