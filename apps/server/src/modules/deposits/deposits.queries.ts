import { and, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { operators } from '../../db/schema/core';
import { usernameIs } from '../member/member.queries';
import { usernameKey } from '../member/username';
import { deposits, gatewayEvents, paymentChannels } from '../../db/schema/payments';

export type DepositRow = typeof deposits.$inferSelect;
export type NewDeposit = typeof deposits.$inferInsert;
export type DepositState = DepositRow['state'];

export async function findDepositByKey(
  db: Db,
  memberId: number,
  clientKey: string,
): Promise<DepositRow | null> {
  const rows = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), eq(deposits.clientKey, clientKey)));
  return rows[0] ?? null;
}

/** The new row, or null when the member already used this key (a concurrent twin won). */
export async function insertDeposit(db: Db, row: NewDeposit): Promise<DepositRow | null> {
  const rows = await db
    .insert(deposits)
    .values(row)
    .onConflictDoNothing({ target: [deposits.memberId, deposits.clientKey] })
    .returning();
  return rows[0] ?? null;
}

/** The deposit, its row locked until the transaction ends: decisions on it queue up here. */
export async function lockDeposit(db: Db, reference: string): Promise<DepositRow | null> {
  const rows = await db
    .select()
    .from(deposits)
    .where(eq(deposits.reference, reference))
    .for('update');
  return rows[0] ?? null;
}

export async function findDeposit(db: Db, reference: string): Promise<DepositRow | null> {
  const rows = await db.select().from(deposits).where(eq(deposits.reference, reference));
  return rows[0] ?? null;
}

/** Moves a pending deposit on; null when it is no longer pending (someone decided first). */
export async function decidePending(
  db: Db,
  id: number,
  patch: Partial<NewDeposit> & { state: DepositState },
  from: readonly DepositState[] = ['pending'],
): Promise<DepositRow | null> {
  const rows = await db
    .update(deposits)
    .set({ ...patch, decidedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(deposits.id, id), inArray(deposits.state, [...from])))
    .returning();
  return rows[0] ?? null;
}

/** Whether any of the member's deposits already carries one of these proofs. */
export async function isAnyProofAttached(
  db: Db,
  memberId: number,
  proofIds: number[],
): Promise<boolean> {
  const rows = await db
    .select({ id: deposits.id })
    .from(deposits)
    .where(
      and(
        eq(deposits.memberId, memberId),
        or(...proofIds.map((id) => sql`${deposits.proofIds} @> ${JSON.stringify([id])}::jsonb`)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

const listColumns = {
  deposit: deposits,
  channel: {
    id: paymentChannels.id,
    code: paymentChannels.code,
    type: paymentChannels.type,
    name: paymentChannels.name,
    texts: paymentChannels.texts,
  },
  username: members.username,
  decidedBy: operators.username,
};

export type DepositListRow = Awaited<ReturnType<typeof listDepositsWhere>>['rows'][number];

async function listDepositsWhere(db: Db, where: SQL | undefined, page: number, size: number) {
  const rows = await db
    .select(listColumns)
    .from(deposits)
    .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
    .innerJoin(members, eq(members.id, deposits.memberId))
    .leftJoin(operators, eq(operators.id, deposits.decidedBy))
    .where(where)
    .orderBy(desc(deposits.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db
    .select({ n: count() })
    .from(deposits)
    .innerJoin(members, eq(members.id, deposits.memberId))
    .where(where);
  return { rows, total: total!.n };
}

export function listMemberDeposits(db: Db, memberId: number, page: number, size: number) {
  return listDepositsWhere(db, eq(deposits.memberId, memberId), page, size);
}

export function listDepositsFor(
  db: Db,
  filter: { state?: DepositState; username?: string; from?: Date; to?: Date },
  page: number,
  size: number,
) {
  const where = and(
    filter.state ? eq(deposits.state, filter.state) : undefined,
    filter.username ? usernameIs(usernameKey(filter.username)) : undefined,
    filter.from ? gte(deposits.createdAt, filter.from) : undefined,
    filter.to ? lt(deposits.createdAt, filter.to) : undefined,
  );
  return listDepositsWhere(db, where, page, size);
}

export async function findDepositListRow(db: Db, reference: string) {
  const { rows } = await listDepositsWhere(db, eq(deposits.reference, reference), 1, 1);
  return rows[0] ?? null;
}

/** Pending gateway deposits created before `before`, oldest first. */
export async function findStaleGatewayDeposits(db: Db, before: Date, limit: number) {
  return db
    .select({ id: deposits.id, reference: deposits.reference })
    .from(deposits)
    .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
    .where(
      and(
        eq(deposits.state, 'pending'),
        inArray(paymentChannels.type, ['gateway', 'sandbox']),
        lt(deposits.createdAt, before),
      ),
    )
    .orderBy(deposits.id)
    .limit(limit);
}

// ---------------------------------------------------------------------------------------------
// Webhook deliveries

export type GatewayEventRow = typeof gatewayEvents.$inferSelect;

/**
 * Claims a delivery for processing: a new (channel, event id), or one refused before (a gateway
 * may retry after we fixed something). Null when it was already processed: a replay. Two
 * concurrent copies: the second waits on the unique key, then finds it claimed.
 */
export async function claimEvent(
  db: Db,
  row: {
    channelCode: string;
    eventId: string;
    reference: string;
    status: string;
    payload: unknown;
  },
): Promise<GatewayEventRow | null> {
  const rows = await db
    .insert(gatewayEvents)
    .values({ ...row, outcome: 'processing' })
    .onConflictDoUpdate({
      target: [gatewayEvents.channelCode, gatewayEvents.eventId],
      set: {
        reference: row.reference,
        status: row.status,
        payload: row.payload,
        outcome: 'processing',
        receivedAt: new Date(),
      },
      setWhere: eq(gatewayEvents.outcome, 'refused'),
    })
    .returning();
  return rows[0] ?? null;
}

export async function setEventOutcome(db: Db, id: number, outcome: string): Promise<void> {
  await db.update(gatewayEvents).set({ outcome }).where(eq(gatewayEvents.id, id));
}

/** Keeps a refused delivery for the operators, unless this event id was processed already. */
export async function recordRefusedEvent(
  db: Db,
  row: {
    channelCode: string;
    eventId: string;
    reference: string;
    status: string;
    payload: unknown;
  },
): Promise<void> {
  await db
    .insert(gatewayEvents)
    .values({ ...row, outcome: 'refused' })
    .onConflictDoNothing();
}

export async function listEvents(db: Db, channelCode: string, eventId?: string) {
  return db
    .select()
    .from(gatewayEvents)
    .where(
      and(
        eq(gatewayEvents.channelCode, channelCode),
        eventId ? eq(gatewayEvents.eventId, eventId) : undefined,
      ),
    )
    .orderBy(gatewayEvents.id);
}
