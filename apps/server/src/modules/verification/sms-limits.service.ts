// The SMS caps beyond the per-number one (issue 15, SMS pumping): operators read and replace
// them; a cap that trips raises an alarm the console lists, at most one per cap per clock hour.
import {
  ZSmsAlarm,
  type TSmsAlarm,
  type TSmsCap,
  type TSmsLimits,
} from '@wps/contracts/system/sms-limits';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { insertAudit } from '../ops/ops.queries';
import { requireOperator } from '../ops/ops.service';
import { replaceSettings } from '../settings/settings.service';
import type { Caller } from '../session/session.service';
import * as q from './sms-limits.queries';

const HOUR_MS = 3_600_000;

export async function getSmsLimits(deps: Deps, caller: Caller | null): Promise<TSmsLimits> {
  await requireOperator(deps, caller, 'money.settings');
  return q.readSmsLimits(deps.db);
}

export function setSmsLimits(
  deps: Deps,
  caller: Caller | null,
  value: TSmsLimits,
): Promise<TSmsLimits> {
  return replaceSettings(deps, caller, {
    permission: 'money.settings',
    action: 'system.smsLimits',
    value,
    write: q.writeSmsLimits,
  });
}

export async function listSmsAlarms(
  deps: Deps,
  caller: Caller | null,
  now = new Date(),
): Promise<{ alarms: TSmsAlarm[] }> {
  await requireOperator(deps, caller, 'money.settings');
  const rows = await q.listAlarmsSince(deps.db, new Date(now.getTime() - 7 * 24 * HOUR_MS));
  return {
    alarms: rows.flatMap((row) => {
      const parsed = ZSmsAlarm.omit({ id: true, at: true }).safeParse(row.detail);
      return parsed.success
        ? [{ ...parsed.data, id: row.id, at: row.createdAt.toISOString() }]
        : [];
    }),
  };
}

/** Alarms this process already raised, by subject: a flood of refusals costs no more queries. */
const raisedByDeps = new WeakMap<Deps, Set<string>>();

/**
 * Records that `cap` tripped, unless it already did this clock hour (in any server process: the
 * check and the insert hold one lock). A failure is logged, never answered: the refusal stands.
 */
export async function raiseAlarm(
  deps: Deps,
  cap: TSmsCap,
  limit: number,
  key: string | null,
  now: Date,
) {
  const hour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  const subject = `sms-cap:${cap}:${hour.toISOString()}`;
  let raised = raisedByDeps.get(deps);
  if (!raised) raisedByDeps.set(deps, (raised = new Set()));
  if (raised.has(subject)) return;
  try {
    await deps.db.transaction(async (tx) => {
      await q.lockSmsAlarms(tx);
      if (await q.hasAlarm(tx, subject, new Date(hour.getTime() - HOUR_MS))) return;
      await insertAudit(tx, {
        actorKind: 'system',
        actorId: null,
        action: q.SMS_ALARM_ACTION,
        subject,
        detail: { cap, limit, key },
      });
      deps.log.warn({ cap, limit, key }, 'SMS cap tripped');
    });
    if (raised.size > 100) raised.clear();
    raised.add(subject);
  } catch (error) {
    deps.log.error({ err: error, cap }, 'Could not record the SMS cap alarm');
  }
}

/**
 * Raises the alarm of a tripped cap and gives the refusal to throw: 429, the spec's
 * too-many-requests. It does not say which cap, so a caller cannot tell a busy site from its
 * own excess.
 */
export async function capRefusal(
  deps: Deps,
  cap: TSmsCap,
  limit: number,
  key: string | null,
  now: Date,
): Promise<AppError> {
  await raiseAlarm(deps, cap, limit, key, now);
  return new AppError('TOO_MANY_REQUESTS', 'Too many code requests; retry in 5 minutes.');
}
