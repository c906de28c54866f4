// Devices members logged in from, and the mailed new-device codes (rows of one_time_tokens).
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
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
