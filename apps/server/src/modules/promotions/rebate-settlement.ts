// The rebate job (issue 18): for each active automatic rebate promotion, a day's rebate of every
// member with valid bet that day, paid in cash. Keyed (promotion, member, day) by the claims'
// unique key, so a rerun or a crash halfway never pays a member twice. The day's facts are read
// once; each batch of REBATE_BATCH members is one database transaction, under a lock per
// promotion and day: the members not paid yet, the budget, one ledger transaction (kind
// promotion_rebate) paying all of them from the house, then their claims pointing at it. Each
// batch's statements cost about the same whatever its size, so batches are large: 100,000
// members took 53 s in batches of 1,000 and 21 to 30 s in batches of 5,000 with the claims
// written before the posting and then updated to point at it; written after it, in one statement
// (npm run bench:promotions, goal 30 s).
import { sql } from 'drizzle-orm';
import type { TGameType } from '@wps/contracts/content/game-nav';
import type { Db } from '../../db/client';
import { openAccount, SITE_CURRENCY } from '../../ledger/accounts';
import { post } from '../../ledger/post';
import { PROMOTION_REBATE_KIND } from './payout';
import { rebateOf } from './promotion-maths';
import * as q from './promotions.queries';
import { siteDay } from './promotions.service';

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
      // Runs of the same promotion and day (two processes, a rerun) take their batches one at a
      // time, so the members found unpaid below are still unpaid when their claims are written.
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtextextended(${`rebate:${p.id}:${day}`}, 0))`,
      );
      let t0 = performance.now();
      const unpaid = await leaveOutPaid(tx, p.id, day, due);
      trace('paid read', t0);
      if (unpaid.length === 0) return;
      const total = totalOf(unpaid);
      // The budget pays the whole batch or none of it: claims the budget cannot pay are written
      // 'close' (note 'budget') and nothing moves.
      if (!(await q.spendBudget(tx, p.id, total))) {
        await insertClaims(tx, p.id, day, unpaid, 'close', null);
        result.overBudget += unpaid.length;
        return;
      }
      t0 = performance.now();
      const accounts = await openCashAccounts(
        tx,
        unpaid.map((r) => r.memberId),
      );
      trace('accounts', t0);
      t0 = performance.now();
      // One ledger transaction per batch: the house pays every member of it at once. The claims
      // (unique per member and day) are what make each member's rebate once; the key names the
      // batch by its members, so a rerun after a crash (everything rolled back) posts it again.
      const ids = unpaid.map((r) => r.memberId);
      const first = Math.min(...ids);
      const last = Math.max(...ids);
      const posted = await post(tx, {
        key: `promo:${p.id}:rebate:${day}:${first}-${last}:${unpaid.length}`,
        kind: PROMOTION_REBATE_KIND,
        entries: [
          { account: house.id, amount: -total },
          ...unpaid.map((r) => ({ account: accounts.get(r.memberId)!, amount: r.total })),
        ],
        metadata: { promotionId: p.id, day, claims: unpaid.length },
      });
      trace('ledger', t0);
      t0 = performance.now();
      // The claims last, each pointing at the posting. The lock above leaves none of them taken;
      // one that was would be a fault, and the whole batch, posting included, is undone.
      const written = await insertClaims(tx, p.id, day, unpaid, 'issued', posted.transactionId);
      if (written !== unpaid.length) {
        throw new Error(`rebate ${p.id} ${day}: ${unpaid.length - written} claims taken meanwhile`);
      }
      trace('claims', t0);
      result.paid += unpaid.length;
      result.total += total;
    });
  }
  return result;
}

type Due = ReturnType<typeof rebateOf> & { memberId: number };

const totalOf = (rows: ReadonlyArray<Due>) => rows.reduce((n, r) => n + r.total, 0n);

/** The batch without the members who have the day's claim already (paid, or closed). */
async function leaveOutPaid(tx: Db, promotionId: number, day: string, due: readonly Due[]) {
  const taken = await rowsOf<{ memberId: number }>(
    tx,
    sql`SELECT c.member_id AS "memberId"
          FROM unnest(${sql.param(due.map((d) => String(d.memberId)))}::int[]) AS v(id)
          JOIN promotion_claims c
            ON c.promotion_id = ${promotionId} AND c.member_id = v.id AND c.period = ${day}`,
  );
  if (taken.length === 0) return due;
  const paid = new Set(taken.map((r) => r.memberId));
  return due.filter((d) => !paid.has(d.memberId));
}

/**
 * Writes the batch's claims in `status` ('issued', pointing at the posting that paid them; or
 * 'close' with the note 'budget' when the budget cannot pay), leaving out members who have the
 * day's claim already; answers how many were written.
 */
async function insertClaims(
  tx: Db,
  promotionId: number,
  day: string,
  due: readonly Due[],
  status: 'issued' | 'close',
  ledgerTransactionId: number | null,
): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    tx,
    sql`WITH written AS (
          INSERT INTO promotion_claims
            (promotion_id, member_id, period, status, amount, day, detail, review_note,
             ledger_transaction_id)
          SELECT ${promotionId}, x.member_id, ${day}, ${status}, x.amount, ${siteDay()}, x.detail,
                 ${status === 'close' ? 'budget' : null}, ${ledgerTransactionId}::bigint
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
          RETURNING 1)
        SELECT count(*)::int AS n FROM written`,
  );
  return rows[0]!.n;
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
 * Whether the promotion's schedule holds any of the site's `day`: its first and last days count
 * whole, as manualRebate counts its first day.
 */
function scheduleCovers(p: q.PromotionRow, day: string): boolean {
  if (p.startsAt && day < siteDay(p.startsAt)) return false;
  return !p.endsAt || day <= siteDay(new Date(p.endsAt.getTime() - 1));
}

/**
 * The job's step: settles yesterday (the site's day) for every running (active) automatic rebate
 * promotion whose schedule covers yesterday; a paused one pays nothing for the days it is paused.
 * Safe to run any number of times a day.
 */
export async function settleRebates(db: Db, now = new Date()): Promise<RebateSettlement[]> {
  const yesterday = siteDay(new Date(now.getTime() - 86_400_000));
  const out: RebateSettlement[] = [];
  for (const p of await q.listShownPromotions(db)) {
    if (p.rules.type !== 'rebate' || p.rules.payout !== 'auto') continue;
    if (p.state !== 'active' || !scheduleCovers(p, yesterday)) continue;
    out.push(await settleRebateDay(db, p.id, yesterday));
  }
  return out;
}
