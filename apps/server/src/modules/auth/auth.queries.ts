// Devices members logged in from, mailed new-device codes and password-reset tokens.
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberDevices, oneTimeTokens } from '../../db/schema/accounts';

export async function findDevice(db: Db, memberId: number, deviceHash: string) {
  const rows = await db
    .select()
    .from(memberDevices)
    .where(and(eq(memberDevices.memberId, memberId), eq(memberDevices.deviceHash, deviceHash)));
  return rows[0] ?? null;
}

/** Remembers the device, or moves its last_seen_at forward when it is known. */
export async function rememberDevice(db: Db, memberId: number, deviceHash: string, now: Date) {
  await db
    .insert(memberDevices)
    .values({ memberId, deviceHash, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [memberDevices.memberId, memberDevices.deviceHash],
      set: { lastSeenAt: now },
    });
}

export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;

export async function insertOneTimeToken(
  db: Db,
  row: {
    tokenHash: string;
    purpose: OneTimeTokenRow['purpose'];
    memberId: number;
    data?: Record<string, unknown>;
    expiresAt: Date;
    createdAt?: Date;
  },
) {
  await db.insert(oneTimeTokens).values({ ...row, data: row.data ?? {} });
}

/** Removes one-time tokens that expired a day ago or more (they can no longer be used). */
export async function deleteStaleOneTimeTokens(db: Db, before: Date) {
  await db.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, before));
}

/** The member's newest live (unused, unexpired) mailed device code. */
export async function findLatestDeviceCode(db: Db, memberId: number, now: Date) {
  const rows = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.purpose, 'device_code'),
        eq(oneTimeTokens.memberId, memberId),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(oneTimeTokens.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

/** Spends one try of a device code, atomically; null when it is used, expired or out of tries. */
export async function takeDeviceCodeTry(db: Db, tokenHash: string, maxTries: number, now: Date) {
  const rows = await db
    .update(oneTimeTokens)
    .set({
      data: sql`jsonb_set(${oneTimeTokens.data}, '{tries}', to_jsonb(coalesce((${oneTimeTokens.data}->>'tries')::int, 0) + 1))`,
    })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
        sql`coalesce((${oneTimeTokens.data}->>'tries')::int, 0) < ${maxTries}`,
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/**
 * Uses a one-time token of `purpose` once: only the first of two concurrent calls gets the row.
 * Null when it is unknown, used or expired.
 */
export async function useOneTimeToken(
  db: Db,
  tokenHash: string,
  purpose: OneTimeTokenRow['purpose'],
  now: Date,
) {
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

/** Spends every unused token of `purpose` the member holds (a reset makes older links void). */
export async function voidOneTimeTokensOf(
  db: Db,
  memberId: number,
  purpose: OneTimeTokenRow['purpose'],
  now: Date,
) {
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

export async function findOneTimeToken(db: Db, tokenHash: string) {
  const rows = await db.select().from(oneTimeTokens).where(eq(oneTimeTokens.tokenHash, tokenHash));
  return rows[0] ?? null;
}
