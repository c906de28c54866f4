// Bonus money at the betting table: the seamless-wallet API (house games and seamless vendors)
// and the lottery ask here which balances a stake draws from, what the active bonus's maximum bet
// is, and where the bonus's share of a win or refund goes. The rule (docs/decisions.md "Bonus money and
// wagering"): cash first, then the active bonus; a win goes back in the proportion the stake came
// from, the bonus's part following the bonus's fate (still active: bonus wallet; released: cash;
// forfeited: the promotions account).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { openAccount } from '../../ledger/accounts';
import type { AccountFacts } from '../../ledger/post';

/** The member's active bonus at a bet, its row locked. */
export interface ActiveBonus {
  bonusId: number;
  maxBet: bigint | null;
  /** The member's player_bonus account and its balance, read under the bonus row's lock. */
  account: AccountFacts;
  balance: bigint;
  /** The member's cash balance as read now (the post's guarded update has the last word). */
  cash: bigint;
}

interface ActiveBonusRow {
  id: string;
  max_bet: string | null;
  account_id: string;
  currency: string;
  balance: string;
  cash: string;
}

export interface BonusAtBet extends ActiveBonus {
  /**
   * What the same statement added to the round's bonus stake (bonus_round_stakes): the stake's
   * part beyond the cash (stakeSources' fromBonus) when the bet is allowed (within the maximum
   * bet, cash plus bonus cover it), else 0. A refused bet rolls its transaction back.
   */
  stakeAdded: bigint;
}

/**
 * The member's active, unexpired bonus, its row locked (after the facts' rows, before the
 * accounts), with the bonus and cash balances; null (and no lock) when there is none. In the
 * same statement (one round trip), the bonus's part of this bet joins the round's bonus stake
 * (as addBonusStake), by stakeSources' rule: cash first, then bonus.
 */
export async function lockBonusAtBet(
  tx: Db,
  memberId: number,
  cashAccountId: number,
  bet: { roundId: number; amount: bigint },
): Promise<BonusAtBet | null> {
  const amount = sql`${bet.amount.toString()}::bigint`;
  const { rows } = await executePrepared<ActiveBonusRow & { added: string | null }>(
    tx,
    sql`WITH l AS (
          SELECT b.id, b.max_bet, a.id AS account_id, a.currency, a.balance,
                 (SELECT c.balance FROM ledger_accounts c WHERE c.id = ${cashAccountId}) AS cash
            FROM bonuses b
            JOIN ledger_accounts a ON a.kind = 'player_bonus' AND a.member_id = b.member_id
           WHERE b.member_id = ${memberId} AND b.status = 'active' AND b.expires_at > now()
             FOR UPDATE OF b),
        s AS (
          INSERT INTO bonus_round_stakes (round_id, bonus_id, stake)
          SELECT ${bet.roundId}, l.id, ${amount} - l.cash FROM l
           WHERE l.cash < ${amount} AND l.cash + l.balance >= ${amount}
             AND (l.max_bet IS NULL OR ${amount} <= l.max_bet)
          ON CONFLICT (round_id) DO UPDATE SET stake = bonus_round_stakes.stake + excluded.stake
          RETURNING 1)
        SELECT l.id, l.max_bet, l.account_id, l.currency, l.balance, l.cash,
               CASE WHEN EXISTS (SELECT 1 FROM s) THEN (${amount} - l.cash)::text END AS added
          FROM l`,
  );
  const row = rows[0];
  if (!row) return null;
  return { ...activeBonusOf(row), stakeAdded: BigInt(row.added ?? '0') };
}

/**
 * The member's active, unexpired bonus, its row locked, with the bonus and cash balances; null
 * (and no lock) when there is none. For a bet that keeps its bonus part itself (the lottery's).
 */
export async function lockActiveBonus(
  tx: Db,
  memberId: number,
  cashAccountId: number,
): Promise<ActiveBonus | null> {
  const { rows } = await executePrepared<ActiveBonusRow>(
    tx,
    sql`SELECT b.id, b.max_bet, a.id AS account_id, a.currency, a.balance,
               (SELECT c.balance FROM ledger_accounts c WHERE c.id = ${cashAccountId}) AS cash
          FROM bonuses b
          JOIN ledger_accounts a ON a.kind = 'player_bonus' AND a.member_id = b.member_id
         WHERE b.member_id = ${memberId} AND b.status = 'active' AND b.expires_at > now()
           FOR UPDATE OF b`,
  );
  const row = rows[0];
  return row ? activeBonusOf(row) : null;
}

/** The active bonus as both locking reads answer it. */
function activeBonusOf(row: ActiveBonusRow): ActiveBonus {
  return {
    bonusId: Number(row.id),
    maxBet: row.max_bet === null ? null : BigInt(row.max_bet),
    account: { id: Number(row.account_id), kind: 'player_bonus', currency: row.currency },
    balance: BigInt(row.balance),
    cash: BigInt(row.cash),
  };
}

/** Where a bonus stands when its part of a stake comes back (a win's share or a refund). */
export type BonusFate = Pick<RoundBonusStake, 'bonusId' | 'status' | 'memberId' | 'account'>;

/**
 * The fates of these bonuses, their rows locked in id order (after the facts' rows, before the
 * accounts, as every path locks them); bonuses with no bonus account yet are left out.
 */
export async function lockBonusFates(
  tx: Db,
  bonusIds: readonly number[],
): Promise<Map<number, BonusFate>> {
  if (bonusIds.length === 0) return new Map();
  const { rows } = await executePrepared<{
    id: string;
    status: BonusFate['status'];
    member_id: number;
    account_id: string;
    currency: string;
  }>(
    tx,
    sql`SELECT b.id, b.status, b.member_id, a.id AS account_id, a.currency
          FROM bonuses b
          JOIN ledger_accounts a ON a.kind = 'player_bonus' AND a.member_id = b.member_id
         WHERE b.id = ANY(${sql.param([...new Set(bonusIds)].map(String))}::bigint[])
         ORDER BY b.id
           FOR UPDATE OF b`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        bonusId: Number(r.id),
        status: r.status,
        memberId: r.member_id,
        account: { id: Number(r.account_id), kind: 'player_bonus', currency: r.currency },
      },
    ]),
  );
}

/** Adds (or, negative, takes back) the bonus's part of a round's stakes. */
export async function addBonusStake(
  tx: Db,
  roundId: number,
  bonusId: number,
  delta: bigint,
): Promise<void> {
  await executePrepared(
    tx,
    sql`INSERT INTO bonus_round_stakes (round_id, bonus_id, stake)
        VALUES (${roundId}, ${bonusId}, ${delta.toString()}::bigint)
        ON CONFLICT (round_id) DO UPDATE SET stake = bonus_round_stakes.stake + excluded.stake`,
  );
}

export interface RoundBonusStake {
  bonusId: number;
  stake: bigint;
  status: 'active' | 'released' | 'forfeited';
  memberId: number;
  /** The member's player_bonus account. */
  account: AccountFacts;
}

/** The bonus part of a round's stakes, its bonus row locked; null for a round all in cash. */
export async function lockRoundBonusStake(
  tx: Db,
  roundId: number,
): Promise<RoundBonusStake | null> {
  const { rows } = await executePrepared<{
    bonus_id: string;
    stake: string;
    status: RoundBonusStake['status'];
    member_id: number;
    account_id: string;
    currency: string;
  }>(
    tx,
    sql`SELECT s.bonus_id, s.stake, b.status, b.member_id, a.id AS account_id, a.currency
          FROM bonus_round_stakes s JOIN bonuses b ON b.id = s.bonus_id
          JOIN ledger_accounts a ON a.kind = 'player_bonus' AND a.member_id = b.member_id
         WHERE s.round_id = ${roundId}
           FOR UPDATE OF b`,
  );
  const row = rows[0];
  if (!row || BigInt(row.stake) <= 0n) return null;
  return {
    bonusId: Number(row.bonus_id),
    stake: BigInt(row.stake),
    status: row.status,
    memberId: row.member_id,
    account: { id: Number(row.account_id), kind: 'player_bonus', currency: row.currency },
  };
}

/** Where the bonus's part of a win or refund goes, by the bonus's fate. */
export async function bonusShareAccount(
  tx: Db,
  stake: BonusFate,
  cash: AccountFacts,
): Promise<AccountFacts> {
  if (stake.status === 'released') return cash;
  if (stake.status === 'forfeited') return openAccount(tx, 'promotions', null);
  return stake.account;
}

/** The bonus part of one bet as its ledger transaction moved it (for a rollback). */
export async function bonusPartOfBet(tx: Db, ledgerKey: string): Promise<bigint> {
  const { rows } = await executePrepared<{ part: string | null }>(
    tx,
    sql`SELECT -sum(e.amount) AS part
          FROM ledger_transactions t
          JOIN ledger_entries e ON e.transaction_id = t.id
          JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'player_bonus'
         WHERE t.idempotency_key = ${ledgerKey}`,
  );
  return BigInt(rows[0]?.part ?? '0');
}
