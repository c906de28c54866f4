// GCS_walletTransfer's own limit: at most TRANSFERS_PER_WINDOW different transfers (idempotency
// keys) per member in TRANSFER_WINDOW_MS. Replays of one key are never refused: the limit counts
// distinct keys, a key already counted passes again, and a key the window has forgotten passes
// when the ledger holds its posting (a client retrying long after; it answers as the first did).
// Far above a player's clicks (the automatic moves on launch and leave have their own limit,
// move-limit.ts); low enough that a script hammering new transfers is refused (429, Retry-After)
// before it queues on the member's accounts.
import { eq } from 'drizzle-orm';
import { ledgerTransactions } from '../../db/schema/ledger';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { createDistinctRateLimiter, type DistinctRateLimiter } from '../../lib/distinct-rate-limit';

export const TRANSFERS_PER_WINDOW = 60;
export const TRANSFER_WINDOW_MS = 10_000;

/** One limiter per app (tests run several apps in one process). */
const limiters = new WeakMap<Deps, DistinctRateLimiter>();

function limiterOf(deps: Deps) {
  let limiter = limiters.get(deps);
  if (!limiter) {
    limiter = createDistinctRateLimiter(deps.redis, {
      name: 'wallet-transfer-keys',
      limit: TRANSFERS_PER_WINDOW,
      windowMs: TRANSFER_WINDOW_MS,
    });
    limiters.set(deps, limiter);
  }
  return limiter;
}

/** Counts `idempotencyKey` for `memberId`; TOO_MANY_REQUESTS for a new transfer past the limit. */
export async function checkTransferLimit(
  deps: Deps,
  memberId: number,
  idempotencyKey: string,
  ledgerKey: string,
): Promise<void> {
  const limiter = limiterOf(deps);
  const member = String(memberId);
  if (await limiter.take(member, idempotencyKey)) return;
  // Only on the refusing path: a replay of a transfer posted before the window still answers.
  const [posted] = await deps.db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, ledgerKey));
  if (posted) return;
  const waitMs = await limiter.retryAfterMs(member);
  throw new AppError('TOO_MANY_REQUESTS', 'Too many transfers: wait a few seconds.', undefined, {
    retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
  });
}
