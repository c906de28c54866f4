// Single-use secrets in one_time_tokens: password-reset links, mailed device codes, social-login
// states and tickets. The client holds 256 random bits; the table keeps only their SHA-256.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeTokens } from '../../db/schema/accounts';
import { sweepExpired } from '../../lib/sweep';
import { hashToken } from './session.service';

export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;
export type OneTimePurpose = OneTimeTokenRow['purpose'];

/** Expired rows stay a day, so a late reset link is told it expired rather than unknown. */
const KEEP_EXPIRED_MS = 86_400_000;

/** Stores a new single-use secret of `purpose` (living `ttlMs`) and returns the secret. */
export async function createOneTimeToken(
  db: Db,
  purpose: OneTimePurpose,
  options: {
    ttlMs: number;
    memberId?: number | null;
    data?: Record<string, unknown>;
    now?: Date;
  },
): Promise<string> {
  const now = options.now ?? new Date();
  const secret = randomBytes(32).toString('base64url');
  await sweepExpired(db, 'one_time_tokens', now, async () => {
    await db
      .delete(oneTimeTokens)
      .where(lt(oneTimeTokens.expiresAt, new Date(now.getTime() - KEEP_EXPIRED_MS)));
  });
  await db.insert(oneTimeTokens).values({
    tokenHash: hashToken(secret),
    purpose,
    memberId: options.memberId ?? null,
    data: options.data ?? {},
    expiresAt: new Date(now.getTime() + options.ttlMs),
    createdAt: now,
  });
  return secret;
}

/**
 * Marks the token of `purpose` with this hash used and returns its row, or null when it is
 * unknown, of another purpose, used or expired. One statement, so of two concurrent calls only
 * the first gets the row.
 */
export async function spendOneTimeToken(
  db: Db,
  purpose: OneTimePurpose,
  tokenHash: string,
  now = new Date(),
): Promise<OneTimeTokenRow | null> {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** spendOneTimeToken for the secret a client brought back. */
export function consumeOneTimeToken(
  db: Db,
  purpose: OneTimePurpose,
  secret: string,
  now = new Date(),
): Promise<OneTimeTokenRow | null> {
  return spendOneTimeToken(db, purpose, hashToken(secret), now);
}

/** The row of a secret whatever its state (used, expired), or null when it is unknown. */
export async function findOneTimeToken(db: Db, secret: string): Promise<OneTimeTokenRow | null> {
  const rows = await db
    .select()
    .from(oneTimeTokens)
    .where(eq(oneTimeTokens.tokenHash, hashToken(secret)));
  return rows[0] ?? null;
}

/** Spends every unused token of `purpose` the member holds (a reset makes older links void). */
export async function voidOneTimeTokensOf(
  db: Db,
  memberId: number,
  purpose: OneTimePurpose,
  now = new Date(),
): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.memberId, memberId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}
