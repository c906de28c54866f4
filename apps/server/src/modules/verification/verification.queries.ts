// Captchas, redeemed challenges and SMS codes. Every check-and-use is one atomic statement.
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { smsPurposes } from '../../db/schema/accounts';
import { captchas, challengeUses, smsCodes } from '../../db/schema/accounts';

export type SmsPurpose = (typeof smsPurposes)[number];
export type SmsCodeRow = typeof smsCodes.$inferSelect;

export async function insertCaptcha(db: Db, row: typeof captchas.$inferInsert): Promise<void> {
  await db.insert(captchas).values(row);
}

/** Removes the captcha and hands it back: whoever deletes it first is its only attempt. */
export async function takeCaptcha(db: Db, id: string) {
  const rows = await db.delete(captchas).where(eq(captchas.id, id)).returning();
  return rows[0] ?? null;
}

export async function deleteExpiredCaptchas(db: Db, now: Date): Promise<void> {
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
}

/** Records a redeemed challenge; false when its signature was redeemed before. */
export async function insertChallengeUse(
  db: Db,
  signature: string,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await db
    .insert(challengeUses)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: challengeUses.signature });
  return rows.length === 1;
}

export async function deleteExpiredChallengeUses(db: Db, now: Date): Promise<void> {
  await db.delete(challengeUses).where(lt(challengeUses.expiresAt, now));
}

/** The newest code of this purpose and number that has not been used. */
export async function findLatestUnusedCode(
  db: Db,
  purpose: SmsPurpose,
  dialCode: string,
  mobileNum: string,
): Promise<SmsCodeRow | null> {
  const rows = await db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.purpose, purpose),
        eq(smsCodes.dialCode, dialCode),
        eq(smsCodes.mobileNum, mobileNum),
        isNull(smsCodes.usedAt),
      ),
    )
    .orderBy(desc(smsCodes.id))
    .limit(1);
  return rows[0] ?? null;
}

/** Codes sent to this number (any purpose) since `since`. */
export async function countCodesSince(
  db: Db,
  dialCode: string,
  mobileNum: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.dialCode, dialCode),
        eq(smsCodes.mobileNum, mobileNum),
        gt(smsCodes.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

export async function insertSmsCode(db: Db, row: typeof smsCodes.$inferInsert) {
  const [created] = await db.insert(smsCodes).values(row).returning({ id: smsCodes.id });
  return created!;
}

export async function deleteSmsCode(db: Db, id: number): Promise<void> {
  await db.delete(smsCodes).where(eq(smsCodes.id, id));
}

/** Codes older than `before` are no longer needed, not even for the hourly cap. */
export async function deleteOldSmsCodes(db: Db, before: Date): Promise<void> {
  await db.delete(smsCodes).where(lt(smsCodes.createdAt, before));
}

/**
 * Spends one try on a live code: only while it is unused, unexpired and has tries left. Null
 * when it has none, so parallel guesses can never get more than `maxTries` between them.
 */
export async function takeCodeTry(db: Db, id: number, maxTries: number, now: Date) {
  const rows = await db
    .update(smsCodes)
    .set({ tries: sql`${smsCodes.tries} + 1` })
    .where(
      and(
        eq(smsCodes.id, id),
        isNull(smsCodes.usedAt),
        lt(smsCodes.tries, maxTries),
        gt(smsCodes.expiresAt, now),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** Marks the code used; false when someone else used it first. */
export async function markCodeUsed(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  return rows.length === 1;
}
