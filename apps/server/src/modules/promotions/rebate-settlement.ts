// The rebate job (issue 18): for each active automatic rebate promotion, a day's rebate of every
// member with valid bet that day, paid in cash. Keyed (promotion, member, day) by the claims'
// unique key, so a rerun or a crash halfway never pays a member twice. The day's facts are read
// once; each batch of REBATE_BATCH members is one database transaction: its claims, then one
// ledger transaction (kind promotion_rebate) paying all of them from the house, each claim
// pointing at it. Each batch's statements cost about the same whatever its size, so batches are
// large: 100,000 members took 53 s in batches of 1,000 and 21 s in batches of 5,000
// (npm run bench:promotions, goal 30 s).
import { sql } from 'drizzle-orm';
import type { TGameType } from '@wps/contracts/content/game-nav';
import type { Db } from '../../db/client';
import { openAccount, SITE_CURRENCY } from '../../ledger/accounts';
import { post } from '../../ledger/post';
import { PROMOTION_REBATE_KIND } from './payout';
import { rebateOf } from './promotion-maths';
import * as q from './promotions.queries';
import { siteDay, windowOf } from './promotions.service';

export const REBATE_BATCH = 5000;

const trace = process.env.PROMO_REBATE_TRACE
  ? (label: string, t0: number) =>
      process.stderr.write(`    ${label}: ${(performance.now() - t0).toFixed(0)} ms\n`)
  : () => undefined;

export interface RebateSettlement {
  promotionId: number;
  day: string;
  members: number;
  paid: number;
  total: bigint;
  /** Members left unpaid because the budget ran out. */
  overBudget: number;
}

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Settles one day (yyyy-MM-dd, the site's) of one automatic rebate promotion. */
export async function settleRebateDay(
  db: Db,
  promotionId: number,
  day: string,
): Promise<RebateSettlement> {
  const p = await q.findPromotion(db, promotionId);
  if (!p || p.rules.type !== 'rebate' || p.rules.payout !== 'auto') {
    throw new Error(`promotion ${promotionId} is not an automatic rebate`);
  }
  const rules = p.rules;
  const gameTypes = Object.keys(rules.rates);
  const result: RebateSettlement = {
    promotionId,
    day,
    members: 0,
    paid: 0,
    total: 0n,
    overBudget: 0,
  };
  if (gameTypes.length === 0) return result;
  const house = await openAccount(db, 'house', null);
  // The day's valid bet per member and game type, read once (two or three rows a member).
  const rows = await rowsOf<{ memberId: number; gameType: string; validBet: string }>(
    db,
    sql`SELECT member_id AS "memberId", game_type AS "gameType", sum(valid_bet)::text AS "validBet"
          FROM activity_daily
         WHERE day = ${day}::date AND valid_bet > 0
           AND game_type IN (${sql.join(
             gameTypes.map((g) => sql`${g}`),
             sql`, `,
           )})
         GROUP BY member_id, game_type ORDER BY member_id`,
  );
  const byMember = new Map<number, Partial<Record<TGameType, bigint>>>();
  for (const r of rows) {
    const bets = byMember.get(r.memberId) ?? {};
    bets[r.gameType as TGameType] = BigInt(r.validBet);
    byMember.set(r.memberId, bets);
  }
  const all = [...byMember].map(([memberId, bets]) => ({
    memberId,
    ...rebateOf(bets, {
      rates: rules.rates,
      minPayout: BigInt(rules.minPayout),
      maxPayout: rules.maxPayout === undefined ? undefined : BigInt(rules.maxPayout),
    }),
  }));
  result.members = all.length;
  for (let start = 0; start < all.length; start += REBATE_BATCH) {
    const due = all.slice(start, start + REBATE_BATCH).filter((r) => r.total > 0n);
    if (due.length === 0) continue;
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      // The posting statement is prepared once per process and planned for the 2 or 3 entries of
      // a bet; a batch's thousands of entries want a plan of their own.
      await tx.execute(sql`SET LOCAL plan_cache_mode = force_custom_plan`);
      let t0 = performance.now();
      // Claims first: the unique key leaves out members already paid for the day. Written
      // 'issued' under a savepoint with the budget's spend; when the budget cannot pay the whole
      // batch, that is undone and the claims are written 'close' instead (a claim row never
      // moves from issued to close: promotion-maths.ts's edges), and none of the batch is paid.
      const inserted = await tx
        .transaction(async (savepoint) => {
          const rows = await insertClaims(savepoint as unknown as Db, p.id, day, due, 'issued');
          if (rows.length > 0 && !(await q.spendBudget(savepoint, p.id, totalOf(rows)))) {
            throw OVER_BUDGET;
          }
          return rows;
        })
        .catch((error: unknown) => {
          if (error === OVER_BUDGET) return null;
          throw error;
        });
      trace('claims', t0);
      if (inserted === null) {
        const closed = await insertClaims(tx, p.id, day, due, 'close');
        result.overBudget += closed.length;
        return;
      }
      if (inserted.length === 0) return;
      const total = totalOf(inserted);
      t0 = performance.now();
      const accounts = await openCashAccounts(
        tx,
        inserted.map((r) => r.memberId),
      );
      trace('accounts', t0);
      t0 = performance.now();
      // One ledger transaction per batch: the house pays every member of it at once. The claims
      // (unique per member and day) are what make each member's rebate once; the key names the
      // batch by its members, so a rerun after a crash (everything rolled back) posts it again.
      const ids = inserted.map((r) => r.memberId);
      const first = Math.min(...ids);
      const last = Math.max(...ids);
      const posted = await post(tx, {
        key: `promo:${p.id}:rebate:${day}:${first}-${last}:${inserted.length}`,
        kind: PROMOTION_REBATE_KIND,
        entries: [
          { account: house.id, amount: -total },
          ...inserted.map((r) => ({
            account: accounts.get(r.memberId)!,
            amount: BigInt(r.amount),
          })),
        ],
        metadata: { promotionId: p.id, day, claims: inserted.length },
      });
      trace('ledger', t0);
      t0 = performance.now();
      // Joined to the ids (not `id = ANY(...)`): with a thousand ids the planner read the whole
      // table for each batch, so the job slowed as the claims grew.
      await tx.execute(
        sql`UPDATE promotion_claims c SET ledger_transaction_id = ${posted.transactionId}
              FROM unnest(${sql.param(inserted.map((r) => r.id))}::bigint[]) AS u(id)
             WHERE c.id = u.id`,
      );
      trace('claims updated', t0);
      result.paid += inserted.length;
      result.total += total;
    });
  }
  return result;
}

/** Thrown inside a batch's savepoint to undo its claims when the budget cannot pay them. */
const OVER_BUDGET = new Error('over budget');

const totalOf = (rows: ReadonlyArray<{ amount: string }>) =>
  rows.reduce((n, r) => n + BigInt(r.amount), 0n);

/**
 * Writes the batch's claims in `status` ('issued' to pay; 'close' with the note 'budget' when
 * the budget cannot), leaving out members who have the day's claim already; answers those written.
 */
function insertClaims(
  tx: Db,
  promotionId: number,
  day: string,
  due: ReadonlyArray<ReturnType<typeof rebateOf> & { memberId: number }>,
  status: 'issued' | 'close',
) {
  return rowsOf<{ id: string; memberId: number; amount: string }>(
    tx,
    sql`INSERT INTO promotion_claims
          (promotion_id, member_id, period, status, amount, day, detail, review_note)
        SELECT ${promotionId}, x.member_id, ${day}, ${status}, x.amount, ${siteDay()}, x.detail,
               ${status === 'close' ? 'budget' : null}
          FROM jsonb_to_recordset(${JSON.stringify(
            due.map((d) => ({
              member_id: d.memberId,
              amount: d.total.toString(),
              detail: {
                lines: d.lines.map((l) => ({
                  gameType: l.gameType,
                  validBet: l.validBet.toString(),
                  rateBps: l.rateBps,
                  rebate: l.rebate.toString(),
                })),
              },
            })),
          )}::jsonb) AS x(member_id int, amount bigint, detail jsonb)
        ON CONFLICT (promotion_id, member_id, period) DO NOTHING
        RETURNING id::text AS id, member_id AS "memberId", amount::text AS amount`,
  );
}

/** Opens (if need be) and returns the members' cash accounts: member id -> account id. */
async function openCashAccounts(
  tx: Db,
  memberIds: readonly number[],
): Promise<Map<number, number>> {
  const ids = sql.param(memberIds.map(String));
  await tx.execute(
    sql`INSERT INTO ledger_accounts (kind, member_id, owner_key, currency)
        SELECT 'player_cash', v.id, '', ${SITE_CURRENCY} FROM unnest(${ids}::int[]) AS v(id)
        ON CONFLICT DO NOTHING`,
  );
  const rows = await rowsOf<{ id: string; memberId: number }>(
    tx,
    sql`SELECT a.id, a.member_id AS "memberId"
          FROM unnest(${ids}::int[]) AS v(id)
          JOIN ledger_accounts a
            ON a.kind = 'player_cash' AND a.owner_key = '' AND a.member_id = v.id`,
  );
  return new Map(rows.map((r) => [r.memberId, Number(r.id)]));
}

/**
 * The job's step: settles yesterday (the site's day) for every open automatic rebate
 * promotion. Safe to run any number of times a day.
 */
export async function settleRebates(db: Db, now = new Date()): Promise<RebateSettlement[]> {
  const day = new Date(now.getTime() - 86_400_000);
  const yesterday = siteDay(day);
  const out: RebateSettlement[] = [];
  for (const p of await q.listShownPromotions(db)) {
    if (p.rules.type !== 'rebate' || p.rules.payout !== 'auto') continue;
    if (windowOf(p, now) === 'coming') continue;
    out.push(await settleRebateDay(db, p.id, yesterday));
  }
  return out;
}
