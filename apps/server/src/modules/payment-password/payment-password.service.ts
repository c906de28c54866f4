// The payment password: set and changed in the security centre, checked by every call that
// sends money out (withdrawals, transfers) while the money setting requires it. Wrong guesses
// are limited per member, like login attempts, so six digits cannot be walked through.
import { sql } from 'drizzle-orm';
import type { TSetPaymentPassword } from '@wps/contracts/account/payment-password';
import type { TMoneySettings } from '@wps/contracts/wallet/money-settings';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { createRateLimiter, type RateLimiter } from '../../lib/rate-limit';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { updateMember, type MemberRow } from '../member/member.queries';
import { requireRealMember } from '../member/member.service';
import { readMoneySettings } from '../money-settings/money-settings.queries';
import { insertAudit } from '../ops/ops.queries';
import type { Caller } from '../session/session.service';

/** Wrong payment passwords (or old login passwords when setting one) per member per 15 minutes. */
export const PAYMENT_PASSWORD_TRIES = 5;

// Keyed by the app's config, not by deps: callers pass `{ ...deps, db: tx }`, a new object
// each time, which would get a fresh (empty) limiter per request.
const limiters = new WeakMap<Deps['config'], RateLimiter>();
function limiterOf(deps: Deps): RateLimiter {
  let limiter = limiters.get(deps.config);
  if (!limiter) {
    limiter = createRateLimiter(deps.redis, {
      name: 'payment-password',
      limit: PAYMENT_PASSWORD_TRIES,
      windowMs: 15 * 60_000,
    });
    limiters.set(deps.config, limiter);
  }
  return limiter;
}

/**
 * Verifies `given` against `hash`; only a wrong answer counts. `deps.db` must be a transaction:
 * the member's checks take turns on a transaction-scoped advisory lock, so concurrent guesses
 * cannot run past the limit (each sees the failures before it), while concurrent requests with
 * the right password are never refused for the checks merely under way beside them.
 */
async function verifyLimited(deps: Deps, memberId: number, hash: string | null, given: string) {
  await deps.db.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`payment-password:${memberId}`}, 0))`,
  );
  const limiter = limiterOf(deps);
  if ((await limiter.count(String(memberId))) >= PAYMENT_PASSWORD_TRIES) {
    throw new AppError('TOO_MANY_REQUESTS', 'Too many wrong passwords: retry in 15 minutes.');
  }
  const ok = await verifyPassword(hash, given);
  if (!ok) await limiter.take(String(memberId));
  return ok;
}

/**
 * Throws unless the member may send money out with this payment password: not required by the
 * settings, or set and given correctly. Call it before the money moves. The transfer and
 * withdrawal calls run it under their key's lock, after the replay check, so a retry of an
 * answered request is not asked (and does not spend a guess) again.
 */
export async function checkPaymentPassword(
  deps: Deps,
  member: MemberRow,
  given: string | undefined,
  /** The money settings when the caller has already read them for its other rules. */
  settings?: Pick<TMoneySettings, 'paymentPasswordRequired'>,
): Promise<void> {
  const { paymentPasswordRequired } = settings ?? (await readMoneySettings(deps.db));
  if (!paymentPasswordRequired) return;
  if (member.paymentPasswordHash === null) {
    throw new AppError('PAYMENT_PASSWORD_NOT_SET', 'Set a payment password first.');
  }
  if (given === undefined || given === '') {
    throw new AppError(
      'PAYMENT_PASSWORD_REQUIRED',
      'The payment password is required.',
      'body.paymentPassword',
    );
  }
  if (!(await verifyLimited(deps, member.id, member.paymentPasswordHash, given))) {
    throw new AppError(
      'PAYMENT_PASSWORD_WRONG',
      'The payment password is wrong.',
      'body.paymentPassword',
    );
  }
}

export async function setPaymentPassword(
  deps: Deps,
  caller: Caller | null,
  body: TSetPaymentPassword,
): Promise<{ success: true }> {
  const member = await requireRealMember(deps, caller);
  if (body.newPaymentPassword !== body.confirmPaymentPassword) {
    throw new AppError(
      'PASSWORDS_DO_NOT_MATCH',
      'The confirmation differs.',
      'body.confirmPaymentPassword',
    );
  }
  const paymentPasswordHash = await hashPassword(body.newPaymentPassword);
  await deps.db.transaction(async (txDb) => {
    // The check runs in the transaction: its lock makes the member's checks take turns.
    const tx = txDb as unknown as Db;
    const inTx = { ...deps, db: tx };
    if (member.paymentPasswordHash !== null) {
      if (!body.oldPaymentPassword) {
        throw new AppError(
          'PAYMENT_PASSWORD_REQUIRED',
          'The current payment password is required.',
          'body.oldPaymentPassword',
        );
      }
      if (
        !(await verifyLimited(inTx, member.id, member.paymentPasswordHash, body.oldPaymentPassword))
      ) {
        throw new AppError(
          'PAYMENT_PASSWORD_WRONG',
          'The current payment password is wrong.',
          'body.oldPaymentPassword',
        );
      }
    } else if (member.passwordHash !== null) {
      if (!body.password) {
        throw new AppError('VALIDATION_FAILED', 'The login password is required.', 'body.password');
      }
      if (!(await verifyLimited(inTx, member.id, member.passwordHash, body.password))) {
        throw new AppError('OLD_PASSWORD_WRONG', 'The login password is wrong.', 'body.password');
      }
    }
    await updateMember(tx, member.id, { paymentPasswordHash });
    await insertAudit(tx, {
      actorKind: 'member',
      actorId: member.id,
      action:
        member.paymentPasswordHash === null
          ? 'member.paymentPassword.set'
          : 'member.paymentPassword.change',
    });
  });
  return { success: true };
}
