// The rebate job (issue 18): for each active automatic rebate promotion, a day's rebate of every
// member with valid bet that day, paid in cash. Keyed (promotion, member, day) by the claims'
// unique key and by the ledger key promo:<id>:<member>:<day>, so a rerun, a crash halfway or a
// manual claim of the same day never pays twice. Members are read, inserted and posted in
// batches with a fixed number of statements each (postMany), so 100,000 members take seconds.
import { sql } from 'drizzle-orm';
import type { TGameType } from '@wps/contracts/content/game-nav';
import type { Db } from '../../db/client';
import { openAccount, SITE_CURRENCY } from '../../ledger/accounts';
import { postMany } from '../../ledger/post-many';
import type { PostInput } from '../../ledger/post';
import { PROMOTION_REBATE_KIND } from './payout';
import { rebateOf } from './promotion-maths';
import * as q from './promotions.queries';
import { siteDay, windowOf } from './promotions.service';

export const REBATE_BATCH = 2000;

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
  let after = 0;
  for (;;) {
    // One batch of members (by id) with their valid bet per game type that day.
    const rows = await rowsOf<{ memberId: number; bets: Record<string, string> }>(
      db,
      sql`SELECT member_id AS "memberId", jsonb_object_agg(game_type, vb) AS bets
            FROM (SELECT member_id, game_type, sum(valid_bet)::text AS vb
                    FROM activity_daily
                   WHERE day = ${day}::date AND member_id > ${after}
                     AND member_id IN (SELECT member_id FROM activity_daily
                                        WHERE day = ${day}::date AND member_id > ${after}
                                          AND valid_bet > 0
                                        GROUP BY member_id ORDER BY member_id
                                        LIMIT ${REBATE_BATCH})
                     AND game_type IN (${sql.join(
                       gameTypes.map((g) => sql`${g}`),
                       sql`, `,
                     )})
                   GROUP BY member_id, game_type) s
           GROUP BY member_id ORDER BY member_id`,
    );
    const last = await rowsOf<{ last: number | null }>(
      db,
      sql`SELECT max(member_id) AS last FROM (SELECT member_id FROM activity_daily
            WHERE day = ${day}::date AND member_id > ${after} AND valid_bet > 0
            GROUP BY member_id ORDER BY member_id LIMIT ${REBATE_BATCH}) s`,
    );
    if (last[0]?.last == null) break;
    after = Number(last[0].last);
    const due = rows
      .map((r) => {
        const bets: Partial<Record<TGameType, bigint>> = {};
        for (const [g, v] of Object.entries(r.bets)) bets[g as TGameType] = BigInt(v);
        const rebate = rebateOf(bets, {
          rates: rules.rates,
          minPayout: BigInt(rules.minPayout),
          maxPayout: rules.maxPayout === undefined ? undefined : BigInt(rules.maxPayout),
        });
        return { memberId: r.memberId, ...rebate };
      })
      .filter((r) => r.total > 0n);
    result.members += rows.length;
    if (due.length === 0) continue;
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      // Claims first: the unique key leaves out members already paid for the day.
      const inserted = await rowsOf<{ id: string; memberId: number; amount: string }>(
        tx,
        sql`INSERT INTO promotion_claims (promotion_id, member_id, period, status, amount, day, detail)
            SELECT ${p.id}, x.member_id, ${day}, 'issued', x.amount, ${siteDay()}, x.detail
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
            RETURNING id, member_id AS "memberId", amount::text AS amount`,
      );
      if (inserted.length === 0) return;
      const total = inserted.reduce((n, r) => n + BigInt(r.amount), 0n);
      if (!(await q.spendBudget(tx, p.id, total))) {
        // The budget cannot pay the whole batch: pay none of it, close the claims.
        await tx.execute(
          sql`UPDATE promotion_claims SET status = 'close', review_note = 'budget'
               WHERE id IN (${sql.join(
                 inserted.map((r) => sql`${r.id}`),
                 sql`, `,
               )})`,
        );
        result.overBudget += inserted.length;
        return;
      }
      const accounts = await openCashAccounts(
        tx,
        inserted.map((r) => r.memberId),
      );
      const inputs: PostInput[] = inserted.map((r) => ({
        key: `promo:${p.id}:${r.memberId}:${day}`,
        kind: PROMOTION_REBATE_KIND,
        entries: [
          { account: house.id, amount: -BigInt(r.amount) },
          { account: accounts.get(r.memberId)!, amount: BigInt(r.amount) },
        ],
        metadata: { promotionId: p.id, claimId: Number(r.id), day },
      }));
      await postMany(tx, inputs);
      await tx.execute(
        sql`UPDATE promotion_claims c SET ledger_transaction_id = t.id
              FROM ledger_transactions t
             WHERE c.id IN (${sql.join(
               inserted.map((r) => sql`${r.id}`),
               sql`, `,
             )})
               AND t.idempotency_key = 'promo:' || c.promotion_id || ':' || c.member_id || ':' || c.period`,
      );
      result.paid += inserted.length;
      result.total += total;
    });
  }
  return result;
}

/** Opens (if need be) and returns the members' cash accounts: member id -> account id. */
async function openCashAccounts(
  tx: Db,
  memberIds: readonly number[],
): Promise<Map<number, number>> {
  const ids = sql.join(
    memberIds.map((id) => sql`(${id}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`INSERT INTO ledger_accounts (kind, member_id, owner_key, currency)
        SELECT 'player_cash', v.id, '', ${SITE_CURRENCY} FROM (VALUES ${ids}) AS v(id)
        ON CONFLICT DO NOTHING`,
  );
  const rows = await rowsOf<{ id: string; memberId: number }>(
    tx,
    sql`SELECT id, member_id AS "memberId" FROM ledger_accounts
         WHERE kind = 'player_cash' AND owner_key = ''
           AND member_id IN (${sql.join(
             memberIds.map((id) => sql`${id}`),
             sql`, `,
           )})`,
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
