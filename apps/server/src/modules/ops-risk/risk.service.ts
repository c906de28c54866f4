// The risk queue (issue 20): flags computed on demand from the members' devices, addresses,
// bonuses, rounds, deposits and withdrawals over the last RISK_WINDOW_DAYS days, a page at a
// time; its thresholds in the settings; and a withdrawal card's context.
import { eq, sql } from 'drizzle-orm';
import {
  RISK_PAGE_SIZE,
  RISK_WINDOW_DAYS,
  ZRiskSettings,
  type TRiskItem,
  type TRiskKind,
  type TRiskSettings,
  type TWithdrawalContext,
} from '@wps/contracts/ops/risk';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema/core';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { appendAudit } from '../audit/audit-chain';
import { requireOperator } from '../ops/ops.service';
import type { Caller } from '../session/session.service';
import * as q from './risk.queries';

const SETTINGS_KEY = 'risk.settings';
export const defaultRiskSettings: TRiskSettings = {
  largeWinAbove: '10000000',
  quickWithdrawalHours: 24,
};

export async function readRiskSettings(db: Db): Promise<TRiskSettings> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SETTINGS_KEY));
  const parsed = ZRiskSettings.safeParse(row?.value);
  return parsed.success ? parsed.data : defaultRiskSettings;
}

const windowOf = async (db: Db) => ({
  since: new Date(Date.now() - RISK_WINDOW_DAYS * 86_400_000),
  settings: await readRiskSettings(db),
});

export async function getRiskQueue(
  deps: Deps,
  caller: Caller | null,
  query: { kind: TRiskKind; page: number },
) {
  await requireOperator(deps, caller, 'risk.review');
  const { rows, total } = await q.riskPage(deps.db, query.kind, await windowOf(deps.db), {
    offset: (query.page - 1) * RISK_PAGE_SIZE,
    limit: RISK_PAGE_SIZE,
  });
  const members = await q.membersBrief(deps.db, [...new Set(rows.flatMap((r) => r.memberIds))]);
  const items: TRiskItem[] = rows.map((r) => ({
    kind: query.kind,
    key: r.key,
    members: r.memberIds.flatMap((id) => members.get(id) ?? []),
    memberCount: r.memberCount,
    amount: r.amount,
    compared: r.compared,
    at: r.at,
  }));
  return { items, total, totalPages: Math.ceil(total / RISK_PAGE_SIZE) };
}

export async function getRiskSettings(deps: Deps, caller: Caller | null) {
  await requireOperator(deps, caller, 'risk.review');
  return readRiskSettings(deps.db);
}

export async function putRiskSettings(deps: Deps, caller: Caller | null, body: TRiskSettings) {
  const operator = await requireOperator(deps, caller, 'risk.review');
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO settings (key, value, updated_by)
      VALUES (${SETTINGS_KEY}, ${JSON.stringify(body)}::jsonb, ${operator.id})
      ON CONFLICT (key) DO UPDATE
        SET value = excluded.value, updated_by = excluded.updated_by, updated_at = now()`);
    await appendAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'ops.risk.settings',
      detail: body,
    });
  });
  return body;
}

export async function getWithdrawalContext(
  deps: Deps,
  caller: Caller | null,
  reference: string,
): Promise<TWithdrawalContext> {
  await requireOperator(deps, caller, 'money.read');
  const row = await q.withdrawalContext(deps.db, reference);
  if (!row) throw new AppError('NOT_FOUND', `No withdrawal ${reference}.`, 'params.reference');
  const memberId = Number(row.memberId);
  const [members, flags] = await Promise.all([
    q.membersBrief(deps.db, [memberId]),
    windowOf(deps.db).then((w) => q.flagsOf(deps.db, memberId, reference, w)),
  ]);
  const member = members.get(memberId)!;
  return {
    memberId,
    username: member.username,
    status: member.status,
    labels: member.labels,
    balance: row.balance,
    bonusBalance: row.bonusBalance,
    depositCount: Number(row.depositCount),
    deposits: row.deposits,
    lastDepositAt: row.lastDepositAt === null ? null : new Date(row.lastDepositAt).toISOString(),
    turnoverSinceDeposit: row.turnover,
    withdrawals: row.withdrawals,
    kyc: row.kyc ?? 'none',
    flags,
  };
}
