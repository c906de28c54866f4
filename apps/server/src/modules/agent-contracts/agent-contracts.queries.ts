// SQL of agent contracts: versions, the compare-and-set state changes, the contracts in force
// at a moment (the tree a settlement walks), and the lists.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TContractTier } from '@wps/contracts/agent/contracts';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { agentContracts } from '../../db/schema/agent-contracts';
import type { ContractKind } from './settlement-math';

export type ContractRow = typeof agentContracts.$inferSelect;
export type ContractWithNames = ContractRow & { agentName: string; uplineName: string | null };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Serialises every change to one agent's contracts of one kind (offer, accept, reject,
 * terminate) until the transaction ends: the partial unique indexes catch the rest.
 */
export async function lockAgentKind(tx: Db, agentId: number, kind: ContractKind): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(727017, hashtext(${`${agentId}:${kind}`}))`);
}

export async function findContract(db: Db, id: number): Promise<ContractRow | null> {
  const [row] = await db.select().from(agentContracts).where(eq(agentContracts.id, id));
  return row ?? null;
}

export async function findContractByRequestKey(
  db: Db,
  uplineId: number,
  requestKey: string,
): Promise<ContractRow | null> {
  const [row] = await db
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.uplineId, uplineId), eq(agentContracts.requestKey, requestKey)));
  return row ?? null;
}

/** Whether the offerer used `key` for an offer (with any terms: request keys end in a hash). */
export async function isRequestKeyUsed(db: Db, uplineId: number, key: string): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`SELECT 1 FROM agent_contracts
      WHERE upline_id = ${uplineId} AND left(request_key, ${key.length + 1}) = ${`${key}:`} LIMIT 1`),
  );
  return rows.length > 0;
}

export async function uplineIdOf(db: Db, memberId: number): Promise<number | null> {
  const [row] = await db
    .select({ uplineId: members.uplineId })
    .from(members)
    .where(eq(members.id, memberId));
  return row?.uplineId ?? null;
}

/** The agent's contract of `kind` in `state` (at most one pending and one active). */
export async function findAgentContract(
  db: Db,
  agentId: number,
  kind: ContractKind,
  state: 'active' | 'pending',
): Promise<ContractRow | null> {
  const [row] = await db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.agentId, agentId),
        eq(agentContracts.kind, kind),
        eq(agentContracts.state, state),
      ),
    );
  return row ?? null;
}

export async function insertContract(
  tx: Db,
  row: {
    kind: ContractKind;
    agentId: number;
    uplineId: number | null;
    operatorId: number | null;
    state: 'pending' | 'active';
    periodType: string;
    tiers: TContractTier[];
    maxRateBp: number;
    requestKey: string | null;
  },
): Promise<ContractRow> {
  const [created] = await tx
    .insert(agentContracts)
    .values({
      ...row,
      version: sql`(SELECT coalesce(max(version), 0) + 1 FROM agent_contracts
                     WHERE agent_id = ${row.agentId} AND kind = ${row.kind})`,
      acceptedAt: row.state === 'active' ? sql`now()` : null,
    })
    .returning();
  return created!;
}

/** Compare-and-set: moves the contract from `from` to `to`; null when it was not in `from`. */
export async function changeState(
  tx: Db,
  id: number,
  from: ContractRow['state'],
  to: ContractRow['state'],
  ended?: { reason: string; by: string },
): Promise<ContractRow | null> {
  const [row] = await tx
    .update(agentContracts)
    .set({
      state: to,
      ...(to === 'active' ? { acceptedAt: sql`now()` } : {}),
      ...(ended ? { endedAt: sql`now()`, endReason: ended.reason, endedBy: ended.by } : {}),
    })
    .where(and(eq(agentContracts.id, id), eq(agentContracts.state, from)))
    .returning();
  return row ?? null;
}

/** The contracts of `kind` an agent gave that are active or waiting. */
export async function contractsGivenBy(
  tx: Db,
  uplineId: number,
  kind: ContractKind,
): Promise<ContractRow[]> {
  return tx
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.uplineId, uplineId),
        eq(agentContracts.kind, kind),
        sql`${agentContracts.state} IN ('active', 'pending')`,
      ),
    );
}

const withNames = sql`
  SELECT c.*, a.username AS agent_name, u.username AS upline_name
    FROM agent_contracts c
    JOIN members a ON a.id = c.agent_id
    LEFT JOIN members u ON u.id = c.upline_id`;

interface NamedRow {
  id: string | number;
  kind: ContractKind;
  agent_id: number;
  upline_id: number | null;
  operator_id: number | null;
  version: number;
  state: ContractRow['state'];
  period_type: string;
  tiers: unknown[];
  max_rate_bp: number;
  created_at: string | Date;
  accepted_at: string | Date | null;
  ended_at: string | Date | null;
  end_reason: string | null;
  ended_by: string | null;
  request_key: string | null;
  agent_name: string;
  upline_name: string | null;
}

const asDate = (v: string | Date | null) => (v === null ? null : new Date(v));

function named(r: NamedRow): ContractWithNames {
  return {
    id: Number(r.id),
    kind: r.kind,
    agentId: r.agent_id,
    uplineId: r.upline_id,
    operatorId: r.operator_id,
    version: r.version,
    state: r.state,
    periodType: r.period_type,
    tiers: r.tiers,
    maxRateBp: r.max_rate_bp,
    createdAt: asDate(r.created_at)!,
    acceptedAt: asDate(r.accepted_at),
    endedAt: asDate(r.ended_at),
    endReason: r.end_reason,
    endedBy: r.ended_by,
    requestKey: r.request_key,
    agentName: r.agent_name,
    uplineName: r.upline_name,
  };
}

export async function findNamedContract(db: Db, id: number): Promise<ContractWithNames | null> {
  const rows = rowsOf<NamedRow>(await db.execute(sql`${withNames} WHERE c.id = ${id}`));
  return rows[0] ? named(rows[0]) : null;
}

/** An agent's contracts of a kind, newest version first (at most `limit`). */
export async function contractsOfAgent(
  db: Db,
  agentId: number,
  kind: ContractKind,
  limit = 50,
): Promise<ContractWithNames[]> {
  const rows = rowsOf<NamedRow>(
    await db.execute(
      sql`${withNames} WHERE c.agent_id = ${agentId} AND c.kind = ${kind}
          ORDER BY c.version DESC LIMIT ${limit}`,
    ),
  );
  return rows.map(named);
}

export interface ContractFilter {
  kind?: ContractKind;
  state?: ContractRow['state'];
  /** Exact username (case-insensitive) of the agent. */
  username?: string;
  uplineId?: number;
  topLevel?: boolean;
}

/** One page (15) of contracts matching the filter, newest first, and how many match. */
export async function listContracts(
  db: Db,
  f: ContractFilter,
  pageNo: number,
  pageSize = 15,
): Promise<{ items: ContractWithNames[]; total: number }> {
  const where: SQL[] = [sql`true`];
  if (f.kind) where.push(sql`c.kind = ${f.kind}`);
  if (f.state) where.push(sql`c.state = ${f.state}`);
  if (f.username) where.push(sql`lower(a.username) = ${f.username.toLowerCase()}`);
  if (f.uplineId !== undefined) where.push(sql`c.upline_id = ${f.uplineId}`);
  if (f.topLevel === true) where.push(sql`c.upline_id IS NULL`);
  if (f.topLevel === false) where.push(sql`c.upline_id IS NOT NULL`);
  const condition = sql.join(where, sql` AND `);
  const [count] = rowsOf<{ total: number }>(
    await db.execute(sql`SELECT count(*)::int AS total FROM agent_contracts c
                           JOIN members a ON a.id = c.agent_id WHERE ${condition}`),
  );
  const total = count?.total ?? 0;
  if (total === 0) return { items: [], total };
  const rows = rowsOf<NamedRow>(
    await db.execute(sql`${withNames} WHERE ${condition}
                          ORDER BY c.id DESC LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`),
  );
  return { items: rows.map(named), total };
}

/** Which kinds have an offer waiting for the agent. */
export async function pendingKindsOf(db: Db, agentId: number): Promise<Set<ContractKind>> {
  const rows = await db
    .select({ kind: agentContracts.kind })
    .from(agentContracts)
    .where(and(eq(agentContracts.agentId, agentId), eq(agentContracts.state, 'pending')));
  return new Set(rows.map((r) => r.kind));
}

export async function findMemberIdentity(db: Db, username: string) {
  const [row] = await db
    .select({
      id: members.id,
      username: members.username,
      uplineId: members.uplineId,
      accountType: members.accountType,
      status: members.status,
    })
    .from(members)
    .where(sql`lower(${members.username}) = ${username.toLowerCase()}`);
  return row ?? null;
}

/** A contract in force at a moment, with the contract in force then of the agent who gave it. */
export interface ContractInForce {
  id: number;
  agentId: number;
  uplineContractId: number | null;
  tiers: TContractTier[];
}

/**
 * The contracts of `kind` and `periodType` in force at `at` (accepted at or before it, not
 * ended by then), each with its upline's contract of the same kind in force at that moment.
 */
export async function contractsInForce(
  db: Db,
  kind: ContractKind,
  periodType: string,
  at: Date,
): Promise<ContractInForce[]> {
  const atText = at.toISOString();
  const rows = rowsOf<{
    id: string | number;
    agent_id: number;
    upline_id: number | null;
    tiers: TContractTier[];
  }>(
    await db.execute(sql`
      SELECT c.id, c.agent_id, c.upline_id, c.tiers
        FROM agent_contracts c
       WHERE c.kind = ${kind} AND c.period_type = ${periodType}
         AND c.accepted_at IS NOT NULL AND c.accepted_at <= ${atText}::timestamptz
         AND (c.ended_at IS NULL OR c.ended_at > ${atText}::timestamptz)`),
  );
  // The upline's contract is the one of the same set its agent holds: looked up here rather
  // than by a self-join, whose plan went quadratic on 10,000 contracts fresh from an insert.
  const byAgent = new Map(rows.map((r) => [r.agent_id, Number(r.id)]));
  return rows.map((r) => ({
    id: Number(r.id),
    agentId: r.agent_id,
    uplineContractId: r.upline_id === null ? null : (byAgent.get(r.upline_id) ?? null),
    tiers: r.tiers,
  }));
}

/** The earliest acceptance of a contract of this kind and period type (where settling starts). */
export async function firstAcceptance(
  db: Db,
  kind: ContractKind,
  periodType: string,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | Date | null>`min(${agentContracts.acceptedAt})` })
    .from(agentContracts)
    .where(and(eq(agentContracts.kind, kind), eq(agentContracts.periodType, periodType)));
  return row?.at ? new Date(row.at) : null;
}
