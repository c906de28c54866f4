// The ledger's invariants, checked against whatever is in the database: after tests, and on a
// live site through `npm run ledger:check`.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberAccountKinds } from '../db/schema/ledger';

export interface LedgerCheck {
  ok: boolean;
  problems: string[];
}

/** At most this many examples per rule: enough to start looking, short enough to read. */
const EXAMPLES = 20;

const memberKinds = sql.raw(memberAccountKinds.map((k) => `'${k}'`).join(', '));

const rules: Array<{
  name: string;
  query: SQL;
  describe: (row: Record<string, unknown>) => string;
}> = [
  {
    name: 'entries of a transaction sum to 0',
    query: sql`SELECT transaction_id AS id, sum(amount)::text AS total
                 FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0`,
    describe: (r) => `transaction ${r.id}: entries sum to ${r.total}`,
  },
  {
    name: 'a transaction has at least two entries',
    query: sql`SELECT t.id, count(e.id)::int AS n FROM ledger_transactions t
                 LEFT JOIN ledger_entries e ON e.transaction_id = t.id
                GROUP BY t.id HAVING count(e.id) < 2`,
    describe: (r) => `transaction ${r.id}: ${r.n} entries`,
  },
  {
    name: "an account's balance is the sum of its entries",
    query: sql`SELECT a.id, a.balance::text AS balance, coalesce(e.total, 0)::text AS total
                 FROM ledger_accounts a
                 LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_entries
                             GROUP BY account_id) e ON e.account_id = a.id
                WHERE a.balance <> coalesce(e.total, 0)`,
    describe: (r) => `account ${r.id}: balance ${r.balance} but its entries sum to ${r.total}`,
  },
  {
    // Entries of one account are written in lock order, so ids order them; a lost update shows here.
    name: "each entry's balance_after is the running sum of its account's entries",
    query: sql`SELECT id, account_id, balance_after::text AS recorded, running::text AS running
                 FROM (SELECT id, account_id, balance_after,
                              sum(amount) OVER (PARTITION BY account_id ORDER BY id) AS running
                         FROM ledger_entries) s
                WHERE balance_after <> running`,
    describe: (r) =>
      `entry ${r.id} of account ${r.account_id}: balance_after ${r.recorded}, running sum ${r.running}`,
  },
  {
    name: 'no member balance is negative',
    query: sql`SELECT id, kind, balance::text AS balance FROM ledger_accounts
                WHERE kind IN (${memberKinds}) AND balance < 0`,
    describe: (r) => `account ${r.id} (${r.kind}): negative balance ${r.balance}`,
  },
  {
    name: 'an entry has the currency of its account and its transaction',
    query: sql`SELECT e.id, e.currency, a.currency AS account_currency, t.currency AS tx_currency
                 FROM ledger_entries e
                 JOIN ledger_accounts a ON a.id = e.account_id
                 JOIN ledger_transactions t ON t.id = e.transaction_id
                WHERE e.currency <> a.currency OR e.currency <> t.currency`,
    describe: (r) =>
      `entry ${r.id}: ${r.currency}, account in ${r.account_currency}, transaction in ${r.tx_currency}`,
  },
  {
    name: 'a held account holds exactly its pending holds',
    query: sql`SELECT a.id, a.balance::text AS balance, coalesce(h.total, 0)::text AS total
                 FROM ledger_accounts a
                 LEFT JOIN (SELECT held_account_id, sum(amount) AS total FROM ledger_holds
                             WHERE state = 'pending' GROUP BY held_account_id) h
                   ON h.held_account_id = a.id
                WHERE a.kind = 'player_held' AND a.balance <> coalesce(h.total, 0)`,
    describe: (r) =>
      `held account ${r.id}: balance ${r.balance} but pending holds sum to ${r.total}`,
  },
  {
    name: 'pending holds sit in held accounts',
    query: sql`SELECT h.id, a.kind FROM ledger_holds h
                 JOIN ledger_accounts a ON a.id = h.held_account_id
                WHERE a.kind <> 'player_held'`,
    describe: (r) => `hold ${r.id}: held in a ${r.kind} account`,
  },
  {
    // The vendor API keeps a round's totals in the transaction that posts; its calls' ledger
    // transactions move the player's side by exactly those amounts (bets out, wins and refunds in).
    // The player's side includes the promotions account: the share of a win or refund that a
    // forfeited bonus paid the stake of goes there (modules/bonus/bonus-bets.ts).
    name: "every vendor round's debits, credits and rollbacks match",
    query: sql`SELECT r.id, r.bet_total::text AS bets, r.win_total::text AS wins,
                      r.refund_total::text AS refunds, coalesce(v.debits, 0)::text AS debits,
                      coalesce(v.credits, 0)::text AS credits,
                      coalesce(v.rollbacks, 0)::text AS rollbacks,
                      coalesce(l.moved, 0)::text AS moved
                 FROM game_rounds r
                 LEFT JOIN (SELECT round_id,
                                   sum(amount) FILTER (WHERE kind = 'debit') AS debits,
                                   sum(amount) FILTER (WHERE kind = 'credit') AS credits,
                                   sum(amount) FILTER (WHERE kind = 'rollback') AS rollbacks
                              FROM vendor_transactions WHERE outcome = 'ok' GROUP BY round_id) v
                   ON v.round_id = r.id
                 LEFT JOIN (SELECT vt.round_id, sum(e.amount) AS moved
                              FROM vendor_transactions vt
                              -- By the call's ledger key: the link column is set after COMMIT.
                              JOIN ledger_transactions t
                                ON t.idempotency_key = 'vendor:' || vt.vendor_id || ':' || vt.tx_ref
                              JOIN ledger_entries e ON e.transaction_id = t.id
                              JOIN ledger_accounts a ON a.id = e.account_id
                             WHERE a.member_id = vt.member_id OR a.kind = 'promotions'
                             GROUP BY vt.round_id) l
                   ON l.round_id = r.id
                WHERE r.bet_total <> coalesce(v.debits, 0)
                   OR r.refund_total <> coalesce(v.rollbacks, 0)
                   OR r.win_total <> coalesce(v.credits, 0)
                   OR coalesce(l.moved, 0)
                      <> r.win_total + r.refund_total - r.bet_total`,
    describe: (r) =>
      `round ${r.id}: bets ${r.bets}, wins ${r.wins}, refunds ${r.refunds}; its calls debit ` +
      `${r.debits}, credit ${r.credits}, roll back ${r.rollbacks}; the player's side moved ${r.moved}`,
  },
  {
    // A lottery bet's stake, win and refund are ledger transactions keyed by its id; the
    // member's side of each moves exactly what the bet's state says, and that state fits its
    // draw's: open only while the draw is open or drawn, won or lost once drawn, void if cancelled.
    // The member's side includes the promotions account (the share of a win or refund whose stake
    // a forfeited bonus paid goes there), and the stake took its bonus part from the bonus wallet.
    name: "every lottery bet's stake, payout and refund match its ledger transactions",
    query: sql`SELECT b.id, b.state, d.state AS draw_state, b.stake::text AS stake,
                      b.payout::text AS payout, b.bonus_stake::text AS bonus_stake,
                      coalesce(l.staked, 0)::text AS staked,
                      coalesce(l.staked_bonus, 0)::text AS staked_bonus,
                      coalesce(l.won, 0)::text AS won, coalesce(l.refunded, 0)::text AS refunded
                 FROM lottery_bets b
                 JOIN lottery_draws d ON d.id = b.draw_id
                 LEFT JOIN (SELECT lb.id AS bet_id,
                                   sum(e.amount) FILTER (WHERE t.idempotency_key LIKE 'lottery:bet:%')
                                     AS staked,
                                   sum(e.amount) FILTER (WHERE t.idempotency_key LIKE 'lottery:bet:%'
                                                           AND a.kind = 'player_bonus')
                                     AS staked_bonus,
                                   sum(e.amount) FILTER (WHERE t.idempotency_key LIKE 'lottery:win:%')
                                     AS won,
                                   sum(e.amount)
                                     FILTER (WHERE t.idempotency_key LIKE 'lottery:refund:%')
                                     AS refunded
                              FROM ledger_transactions t
                              JOIN lottery_bets lb
                                ON lb.id = split_part(t.idempotency_key, ':', 3)::bigint
                              JOIN ledger_entries e ON e.transaction_id = t.id
                              JOIN ledger_accounts a ON a.id = e.account_id
                             WHERE t.idempotency_key ~ '^lottery:(bet|win|refund):[0-9]+$'
                               AND (a.member_id = lb.member_id OR a.kind = 'promotions')
                             GROUP BY 1) l
                   ON l.bet_id = b.id
                WHERE coalesce(l.staked, 0) <> -b.stake
                   OR coalesce(l.staked_bonus, 0) <> -b.bonus_stake
                   OR coalesce(l.won, 0) <> CASE WHEN b.state = 'won' THEN b.payout ELSE 0 END
                   OR coalesce(l.refunded, 0) <> CASE WHEN b.state = 'void' THEN b.stake ELSE 0 END
                   OR (b.state = 'won') <> (b.payout > 0)
                   OR CASE b.state WHEN 'open' THEN d.state NOT IN ('open', 'drawn')
                                   WHEN 'void' THEN d.state <> 'cancelled'
                                   ELSE d.state NOT IN ('drawn', 'settled') END`,
    describe: (r) =>
      `lottery bet ${r.id} (${r.state}, draw ${r.draw_state}): stake ${r.stake} ` +
      `(${r.bonus_stake} of it bonus), payout ${r.payout}; the member's side moved ${r.staked} ` +
      `staked (${r.staked_bonus} of it bonus), ${r.won} won, ${r.refunded} refunded`,
  },
  {
    // An agent contract's settlement (modules/agent-contracts) pays its statement's amount from
    // the house to the statement's agent under the statement's key, and every agent_* payment
    // has its statement: nothing paid twice, nothing paid without a line to show for it.
    name: "every agent settlement's payment matches its statement",
    query: sql`SELECT coalesce(s.id::text, 'none') AS id, coalesce(s.amount, 0)::text AS amount,
                      coalesce(l.moved, 0)::text AS moved, l.idempotency_key AS key
                 FROM (SELECT * FROM agent_settlements WHERE amount > 0) s
                 FULL JOIN (SELECT t.idempotency_key, a.member_id, sum(e.amount) AS moved
                              FROM ledger_transactions t
                              JOIN ledger_entries e ON e.transaction_id = t.id
                              JOIN ledger_accounts a ON a.id = e.account_id
                             WHERE t.kind IN ('agent_dividend', 'agent_daily_salary',
                                              'agent_hourly_salary', 'agent_realtime_salary')
                               AND a.member_id IS NOT NULL
                             GROUP BY 1, 2) l
                   ON l.idempotency_key = s.ledger_key AND l.member_id = s.agent_id
                WHERE s.id IS NULL OR l.idempotency_key IS NULL OR l.moved <> s.amount`,
    describe: (r) =>
      `agent settlement ${r.id} (key ${r.key ?? 'none'}): statement says ${r.amount}, ` +
      `the agent's side moved ${r.moved}`,
  },
  // Balance adjustments (back office): every posted adjustment moved its member's wallet by
  // exactly its amount against the site's account for that wallet ('adjustments' for cash and
  // bonus, 'points' for points), and no adjustment posting is without its row.
  {
    name: "each posted balance adjustment moved its member's wallet by its amount",
    query: sql`SELECT b.id, b.wallet, b.amount::text AS amount, coalesce(l.moved, 0)::text AS moved,
                      coalesce(l.site, 0)::text AS site
                 FROM balance_adjustments b
                 LEFT JOIN (SELECT e.transaction_id,
                                   sum(e.amount) FILTER (WHERE a.member_id = t.member_id
                                                           AND a.kind = t.member_kind) AS moved,
                                   sum(e.amount) FILTER (WHERE a.member_id IS NULL
                                                           AND a.kind = t.site_kind) AS site
                              FROM ledger_entries e
                              JOIN ledger_accounts a ON a.id = e.account_id
                              JOIN (SELECT ledger_transaction_id AS id, member_id,
                                           CASE wallet WHEN 'cash' THEN 'player_cash'
                                                       WHEN 'bonus' THEN 'player_bonus'
                                                       WHEN 'points' THEN 'player_points' END
                                             AS member_kind,
                                           CASE wallet WHEN 'points' THEN 'points'
                                                       ELSE 'adjustments' END AS site_kind
                                      FROM balance_adjustments
                                     WHERE ledger_transaction_id IS NOT NULL) t
                                ON t.id = e.transaction_id
                             GROUP BY e.transaction_id) l ON l.transaction_id = b.ledger_transaction_id
                WHERE b.state = 'posted'
                  AND (coalesce(l.moved, 0) <> b.amount OR coalesce(l.site, 0) <> -b.amount)`,
    describe: (r) =>
      `adjustment ${r.id} (${r.wallet}): amount ${r.amount}, the member's wallet moved ` +
      `${r.moved}, the site ${r.site}`,
  },
  {
    // Points adjustments post on the points account every points movement shares, so their
    // ledger kind (points_adjust, used by nothing else) finds them.
    name: 'every adjustment posting belongs to a posted adjustment',
    query: sql`SELECT t.id, t.idempotency_key AS key FROM ledger_transactions t
                WHERE (t.kind = 'points_adjust'
                       OR EXISTS (SELECT 1 FROM ledger_entries e
                                    JOIN ledger_accounts a ON a.id = e.account_id
                                   WHERE e.transaction_id = t.id AND a.kind = 'adjustments'))
                  AND NOT EXISTS (SELECT 1 FROM balance_adjustments b
                                   WHERE b.ledger_transaction_id = t.id AND b.state = 'posted')`,
    describe: (r) => `transaction ${r.id} (key ${r.key}): an adjustment with no posted row`,
  },
  // Bonus money (modules/bonus): what the promotions account granted is either still in the
  // member's bonus wallet, moved to cash once (released) or back to the site once (forfeited),
  // after what the bonus wallet staked and won in games and operators adjusted (both counted
  // under "net play" below).
  {
    name: 'a bonus wallet is empty when its member has no active bonus',
    query: sql`SELECT a.id, a.member_id, a.balance::text AS balance FROM ledger_accounts a
                WHERE a.kind = 'player_bonus' AND a.balance <> 0
                  AND NOT EXISTS (SELECT 1 FROM bonuses b
                                   WHERE b.member_id = a.member_id AND b.status = 'active')`,
    describe: (r) =>
      `bonus account ${r.id} of member ${r.member_id}: ${r.balance} with no active bonus`,
  },
  {
    name: 'bonus in = released + forfeited + still held (after stakes and wins)',
    query: sql`SELECT a.id, a.member_id, a.balance::text AS held,
                      coalesce(g.granted, 0)::text AS granted, coalesce(g.released, 0)::text AS released,
                      coalesce(g.forfeited, 0)::text AS forfeited, coalesce(p.played, 0)::text AS played
                 FROM ledger_accounts a
                 LEFT JOIN (SELECT member_id, sum(amount) AS granted,
                                   sum(coalesce(released_amount, 0)) AS released,
                                   sum(coalesce(forfeited_amount, 0)) AS forfeited
                              FROM bonuses GROUP BY member_id) g ON g.member_id = a.member_id
                 LEFT JOIN (SELECT e.account_id, sum(e.amount) AS played
                              FROM ledger_entries e
                              JOIN ledger_transactions t ON t.id = e.transaction_id
                             WHERE t.kind NOT IN ('bonus_grant', 'bonus_release', 'bonus_forfeit')
                             GROUP BY e.account_id) p ON p.account_id = a.id
                WHERE a.kind = 'player_bonus'
                  AND coalesce(g.granted, 0) + coalesce(p.played, 0)
                      <> coalesce(g.released, 0) + coalesce(g.forfeited, 0) + a.balance`,
    describe: (r) =>
      `bonus account ${r.id} of member ${r.member_id}: granted ${r.granted}, net play ${r.played}, ` +
      `released ${r.released}, forfeited ${r.forfeited}, held ${r.held}`,
  },
  {
    name: "each bonus's grant, release and forfeit match its ledger transactions",
    query: sql`SELECT b.id, b.status, b.amount::text AS amount,
                      coalesce(b.released_amount, b.forfeited_amount, 0)::text AS ended,
                      coalesce(l.granted, 0)::text AS granted, coalesce(l.released, 0)::text AS released,
                      coalesce(l.forfeited, 0)::text AS forfeited
                 FROM bonuses b
                 LEFT JOIN (SELECT split_part(t.idempotency_key, ':', 3)::bigint AS bonus_id,
                                   sum(e.amount) FILTER (WHERE t.kind = 'bonus_grant') AS granted,
                                   -sum(e.amount) FILTER (WHERE t.kind = 'bonus_release') AS released,
                                   -sum(e.amount) FILTER (WHERE t.kind = 'bonus_forfeit') AS forfeited
                              FROM ledger_transactions t
                              JOIN ledger_entries e ON e.transaction_id = t.id
                              JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'player_bonus'
                             WHERE t.idempotency_key ~ '^bonus:(grant|release|forfeit):[0-9]+$'
                             GROUP BY 1) l ON l.bonus_id = b.id
                WHERE coalesce(l.granted, 0) <> b.amount
                   OR coalesce(l.released, 0) <> CASE WHEN b.status = 'released'
                                                      THEN b.released_amount ELSE 0 END
                   OR coalesce(l.forfeited, 0) <> CASE WHEN b.status = 'forfeited'
                                                       THEN b.forfeited_amount ELSE 0 END`,
    describe: (r) =>
      `bonus ${r.id} (${r.status}): amount ${r.amount}, ended with ${r.ended}; its ledger ` +
      `granted ${r.granted}, released ${r.released}, forfeited ${r.forfeited}`,
  },
  // Points (modules/points): their own asset, PTS, only in the points kinds; each redemption
  // took its points once and a rejected one gave them back once; each conversion paid its cash.
  {
    name: 'points (PTS) live only in points accounts and points transactions',
    query: sql`SELECT t.id, t.kind, a.kind AS account_kind FROM ledger_entries e
                 JOIN ledger_transactions t ON t.id = e.transaction_id
                 JOIN ledger_accounts a ON a.id = e.account_id
                WHERE (e.currency = 'PTS') <> (a.kind IN ('player_points', 'points'))
                   OR (e.currency = 'PTS' AND t.kind NOT LIKE 'points\\_%')`,
    describe: (r) =>
      `transaction ${r.id} (${r.kind}): a ${r.account_kind} entry breaks the points rule`,
  },
  {
    name: "every redemption's points match its ledger transactions",
    query: sql`SELECT r.id, r.status, r.points::text AS points,
                      coalesce(l.taken, 0)::text AS taken, coalesce(l.returned, 0)::text AS returned
                 FROM point_redemptions r
                 LEFT JOIN (SELECT (t.metadata ->> 'redemptionId')::bigint AS id, a.member_id,
                                   sum(e.amount) FILTER (WHERE t.kind = 'points_redeem') AS taken,
                                   sum(e.amount) FILTER (WHERE t.kind = 'points_refund') AS returned
                              FROM ledger_transactions t
                              JOIN ledger_entries e ON e.transaction_id = t.id
                              JOIN ledger_accounts a ON a.id = e.account_id
                             WHERE t.kind IN ('points_redeem', 'points_refund')
                               AND a.kind = 'player_points'
                             GROUP BY 1, 2) l
                   ON l.id = r.id AND l.member_id = r.member_id
                WHERE coalesce(l.taken, 0) <> -r.points
                   OR coalesce(l.returned, 0) <> CASE WHEN r.status = 'rejected' THEN r.points ELSE 0 END`,
    describe: (r) =>
      `redemption ${r.id} (${r.status}): ${r.points} points, the ledger took ${r.taken} and returned ${r.returned}`,
  },
  {
    name: 'every points conversion paid exactly its cash',
    query: sql`SELECT p.idempotency_key AS key, p.metadata ->> 'amount' AS amount,
                      coalesce(c.paid, 0)::text AS paid
                 FROM ledger_transactions p
                 LEFT JOIN (SELECT t.idempotency_key, sum(e.amount) AS paid
                              FROM ledger_transactions t
                              JOIN ledger_entries e ON e.transaction_id = t.id
                              JOIN ledger_accounts a ON a.id = e.account_id
                             WHERE t.kind = 'points_convert' AND a.kind = 'player_cash'
                             GROUP BY 1) c
                   ON c.idempotency_key = replace(p.idempotency_key, 'points:convert:', 'points:convert-cash:')
                WHERE p.kind = 'points_convert' AND p.currency = 'PTS'
                  AND coalesce(c.paid, 0)::text <> p.metadata ->> 'amount'`,
    describe: (r) => `conversion ${r.key}: promised ${r.amount}, paid ${r.paid}`,
  },
  {
    // Missions paying points (modules/missions): a claim without a bonus paid its points once,
    // and no mission points were paid without a claim.
    name: 'every claimed mission paid its bonus or its points, and points only for a claim',
    query: sql`SELECT coalesce(p.key, t.idempotency_key) AS key, t.id AS paid
                 FROM (SELECT 'points:mission:' || mission_id || ':' || member_id || ':' ||
                              period_start::text AS key
                         FROM mission_progress
                        WHERE claimed_at IS NOT NULL AND bonus_id IS NULL) p
                 FULL JOIN (SELECT id, idempotency_key FROM ledger_transactions
                             WHERE kind = 'points_mission') t ON t.idempotency_key = p.key
                WHERE p.key IS NULL OR t.id IS NULL`,
    describe: (r) =>
      r.paid === null ? `claim ${r.key}: nothing paid` : `${r.key}: points paid without a claim`,
  },
  {
    name: 'a stock of the points mall is never below zero',
    query: sql`SELECT id, stock FROM point_rewards WHERE stock < 0`,
    describe: (r) => `reward ${r.id}: stock ${r.stock}`,
  },
];

/** Checks every invariant; `problems` names each broken one with up to 20 examples. */
export async function checkLedger(db: Db): Promise<LedgerCheck> {
  const problems: string[] = [];
  for (const rule of rules) {
    const result = (await db.execute(
      sql`${rule.query} LIMIT ${sql.raw(String(EXAMPLES))}`,
    )) as unknown as {
      rows: Array<Record<string, unknown>>;
    };
    for (const row of result.rows) problems.push(`${rule.name}: ${rule.describe(row)}`);
  }
  return { ok: problems.length === 0, problems };
}
