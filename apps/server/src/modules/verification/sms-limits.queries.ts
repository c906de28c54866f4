// The SMS caps document, the counts the caps are checked against, and the cap alarms (audit rows
// of action 'sms.cap', one per cap per hour: their subject names the cap and the hour).
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { ZSmsLimits, type TSmsLimits } from '@wps/contracts/system/sms-limits';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/core';
import { smsCodes } from '../../db/schema/accounts';
import { readSetting, writeSetting } from '../settings/settings.queries';

export const SMS_LIMITS_KEY = 'system.smsLimits';
export const SMS_ALARM_ACTION = 'sms.cap';

/** Until an operator changes them: the human check on, and caps well above one person's use. */
export const defaultSmsLimits: TSmsLimits = {
  humanCheck: true,
  perAddressPerHour: 20,
  perPrefixPerHour: 30,
  prefixDigits: 4,
  perHour: 500,
};

export function readSmsLimits(db: Db): Promise<TSmsLimits> {
  return readSetting(db, SMS_LIMITS_KEY, ZSmsLimits, defaultSmsLimits);
}

export function writeSmsLimits(db: Db, value: TSmsLimits, operatorId: number): Promise<void> {
  return writeSetting(db, SMS_LIMITS_KEY, value, operatorId);
}

/**
 * Serialises every code being made, site-wide, so the prefix and site caps are exact across
 * server processes (codes are a few per second at most; each holder runs three short queries).
 */
export async function lockSmsIssuing(db: Db): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('sms:issue', 0))`);
}

/**
 * Codes made since `since`: all of them, and those whose number starts with `prefix` (the dial
 * code and the number without leading zeros, as MobileNumber.prefix makes it). Rows older than
 * a day are swept, so this reads at most a day of codes.
 */
export async function countRecentCodes(
  db: Db,
  prefix: string,
  since: Date,
): Promise<{ all: number; prefix: number }> {
  const key = sql`left(${smsCodes.dialCode} || ltrim(${smsCodes.mobileNum}, '0'), ${prefix.length})`;
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      prefix: sql<number>`(count(*) filter (where ${key} = ${prefix}))::int`,
    })
    .from(smsCodes)
    .where(gt(smsCodes.createdAt, since));
  return { all: row?.all ?? 0, prefix: row?.prefix ?? 0 };
}

export async function lockSmsAlarms(db: Db): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('sms:alarm', 0))`);
}

/** Whether the alarm `subject` was raised since `since` (the audit log's index is on time). */
export async function hasAlarm(db: Db, subject: string, since: Date): Promise<boolean> {
  const rows = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        gt(auditLog.createdAt, since),
        eq(auditLog.action, SMS_ALARM_ACTION),
        eq(auditLog.subject, subject),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export function listAlarmsSince(db: Db, since: Date) {
  return db
    .select({
      id: auditLog.id,
      detail: auditLog.detail,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(and(eq(auditLog.action, SMS_ALARM_ACTION), gt(auditLog.createdAt, since)))
    .orderBy(desc(auditLog.id))
    .limit(200);
}
