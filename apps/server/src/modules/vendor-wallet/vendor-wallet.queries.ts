// The vendor API's reads and writes. Money moves only through the ledger (post); these keep the
// vendor's facts: credentials, launch sessions, rounds and the transactions it sent.
import { createHash } from 'node:crypto';
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { members } from '../../db/schema/accounts';
import { ledgerAccounts } from '../../db/schema/ledger';
import { VENDOR_SHARDS, type AccountKind, type LedgerAccount } from '../../ledger/accounts';
import type { AccountFacts } from '../../ledger/post';
import { gameVendors } from '../../db/schema/content';
import {
  gameRounds,
  games,
  vendorCredentials,
  vendorSessions,
  vendorTransactions,
} from '../../db/schema/games';

export type VendorTxRow = typeof vendorTransactions.$inferSelect;
export type RoundRow = typeof gameRounds.$inferSelect;

export interface VendorFacts {
  vendorId: number;
  vassalage: string;
  walletMode: 'seamless' | 'transfer';
  secret: string;
  allowedIps: string[];
}

/** A vendor with credentials, by its code (vassalage); several when two types share a code. */
export async function findVendorsByCode(db: Db, code: string): Promise<VendorFacts[]> {
  return db
    .select({
      vendorId: gameVendors.id,
      vassalage: gameVendors.vassalage,
      walletMode: gameVendors.walletMode,
      secret: vendorCredentials.secret,
      allowedIps: vendorCredentials.allowedIps,
    })
    .from(vendorCredentials)
    .innerJoin(gameVendors, eq(gameVendors.id, vendorCredentials.vendorId))
    .where(eq(gameVendors.vassalage, code));
}

/** What is stored of a launch token: its SHA-256, hex. */
export const launchTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionFacts {
  id: number;
  memberId: number;
  vendorId: number;
  gameId: number | null;
  isTrial: boolean;
  expiresAt: Date;
  endedAt: Date | null;
  username: string;
  /** The member's account is active: a disabled member's session bets no more. */
  memberActive: boolean;
}

/** The session of this token with its member's name, or null. */
export async function findSessionByToken(db: Db, token: string): Promise<SessionFacts | null> {
  const rows = await db
    .select({
      id: vendorSessions.id,
      memberId: vendorSessions.memberId,
      vendorId: vendorSessions.vendorId,
      gameId: vendorSessions.gameId,
      isTrial: vendorSessions.isTrial,
      expiresAt: vendorSessions.expiresAt,
      endedAt: vendorSessions.endedAt,
      username: members.username,
      memberActive: sql<boolean>`${members.status} = 'active'`,
    })
    .from(vendorSessions)
    .innerJoin(members, eq(members.id, vendorSessions.memberId))
    .where(eq(vendorSessions.tokenHash, launchTokenHash(token)));
  return rows[0] ?? null;
}

export interface DebitFacts {
  /** The call's id was used before: answer from it. */
  seen: VendorTxRow | null;
  session: SessionFacts | null;
  /** The game of this code and vendor, or null. */
  gameId: number | null;
  /** The bet's two accounts, null when not open yet. */
  player: SideAccount | null;
  counter: SideAccount | null;
  /**
   * Whether the member had an active bonus as the statement began (not locked). False: the
   * debit skips the bonus's lock (a bonus granted meanwhile is as if granted after the bet).
   */
  bonusSeen: boolean;
}

type SideAccount = Pick<LedgerAccount, 'id' | 'kind' | 'currency'>;

/**
 * The kinds of a call's two accounts: trial play moves play money against the house's play
 * account; a transfer-mode vendor's bets come out of the player's game wallet with it, a seamless
 * vendor's out of the main wallet; real money goes to the vendor's account. sidesOf in the
 * service and sidesSql below both take their kinds from here.
 */
export function sideKinds(
  walletMode: 'seamless' | 'transfer',
  isTrial: boolean,
): { player: AccountKind; counter: AccountKind } {
  if (isTrial) return { player: 'player_play', counter: 'house_play' };
  return { player: walletMode === 'transfer' ? 'player_game' : 'player_cash', counter: 'vendor' };
}

/**
 * An account's owner key by its kind: the vendor's code for a game wallet, the member's shard of
 * the vendor (vendorAccountOwner) for a vendor account, '' otherwise. Generic so the service
 * (strings) and sidesSql (SQL expressions) share it.
 */
export function ownerKeyOf<T>(kind: AccountKind, keys: { vendor: T; shard: T; none: T }): T {
  return kind === 'player_game' ? keys.vendor : kind === 'vendor' ? keys.shard : keys.none;
}

/**
 * The two sides' accounts (see sidesOf in the service), joined as pa (player) and ca (counter)
 * when already open; `member` and `trial` are the columns of the row they belong to. The
 * columns they add to the select are sideColumns, read back by sidesOfRow.
 */
function sidesSql(
  member: SQL,
  trial: SQL,
  vendor: { vassalage: string; walletMode: 'seamless' | 'transfer' },
): SQL {
  const real = sideKinds(vendor.walletMode, false);
  const play = sideKinds(vendor.walletMode, true);
  const pick = (ifTrial: SQL, otherwise: SQL) =>
    sql`CASE WHEN ${trial} THEN ${ifTrial} ELSE ${otherwise} END`;
  const kind = (side: 'player' | 'counter') => pick(sql`${play[side]}`, sql`${real[side]}`);
  const ownerKey = (k: AccountKind) =>
    ownerKeyOf(k, {
      vendor: sql`${vendor.vassalage}`,
      shard: sql`${vendor.vassalage} || '#' || (${member} % ${VENDOR_SHARDS})::text`,
      none: sql`''`,
    });
  const owner = (side: 'player' | 'counter') => pick(ownerKey(play[side]), ownerKey(real[side]));
  return sql`
      LEFT JOIN ledger_accounts pa
        ON pa.member_id = ${member} AND pa.kind = ${kind('player')}
       AND pa.owner_key = ${owner('player')}
      LEFT JOIN ledger_accounts ca
        ON ca.member_id IS NULL AND ca.kind = ${kind('counter')}
       AND ca.owner_key = ${owner('counter')}`;
}

const sideColumns = sql.raw(`pa.id AS player_account, pa.kind AS player_kind,
           pa.currency AS player_currency, ca.id AS counter_account, ca.kind AS counter_kind,
           ca.currency AS counter_currency`);

/** An account's facts from a raw row's columns, or null when it was not found. */
const accountOf = (id: unknown, kind: unknown, currency: unknown) =>
  id === null || id === undefined ? null : ({ id: Number(id), kind, currency } as SideAccount);

/** The two sides' accounts of a row read with sidesSql and sideColumns. */
const sidesOfRow = (row: Record<string, unknown>) => ({
  player: accountOf(row.player_account, row.player_kind, row.player_currency),
  counter: accountOf(row.counter_account, row.counter_kind, row.counter_currency),
});

/** A call's id lock: held to the end of the transaction. */
const lockTxRefSql = (vendorId: number, txRef: string) =>
  sql`pg_advisory_xact_lock(${vendorId}::int, hashtext(${txRef}))`;

/**
 * First in a debit's transaction, in one round trip: takes the call's id lock (as lockTxRef) and
 * reads what the debit needs. The read saw the database as the statement began, before any wait
 * for the lock: the statements after it check again what the lock guards (the id's use).
 */
export async function readDebitFacts(
  db: Db,
  input: {
    vendorId: number;
    vassalage: string;
    walletMode: 'seamless' | 'transfer';
    txRef: string;
    token: string;
    gameCode: string;
  },
): Promise<DebitFacts> {
  const result = (await executePrepared(
    db,
    sql`
    SELECT s.id, s.member_id, s.vendor_id, s.game_id, s.is_trial,
           (extract(epoch FROM s.expires_at) * 1000)::float8 AS expires_ms,
           (extract(epoch FROM s.ended_at) * 1000)::float8 AS ended_ms,
           m.username, m.status = 'active' AS member_active,
           (SELECT g.id FROM games g
             WHERE g.vendor_id = ${input.vendorId} AND g.game_code = ${input.gameCode}) AS by_code,
           EXISTS (SELECT 1 FROM vendor_transactions v
                    WHERE v.vendor_id = ${input.vendorId} AND v.tx_ref = ${input.txRef}) AS seen,
           EXISTS (SELECT 1 FROM bonuses b
                    WHERE b.member_id = s.member_id AND b.status = 'active') AS bonus_seen,
           ${sideColumns}
      FROM (SELECT ${lockTxRefSql(input.vendorId, input.txRef)}) AS locked
      LEFT JOIN vendor_sessions s ON s.token_hash = ${launchTokenHash(input.token)}
      LEFT JOIN members m ON m.id = s.member_id
      ${sidesSql(sql`s.member_id`, sql`s.is_trial`, input)}`,
  )) as unknown as {
    rows: Array<Record<string, unknown>>;
  };
  const row = result.rows[0]!;
  const seen = row.seen === true ? await findVendorTx(db, input.vendorId, input.txRef) : null;
  const session: SessionFacts | null =
    row.id === null || row.id === undefined
      ? null
      : {
          id: Number(row.id),
          memberId: Number(row.member_id),
          vendorId: Number(row.vendor_id),
          gameId: row.game_id === null ? null : Number(row.game_id),
          isTrial: row.is_trial === true,
          expiresAt: new Date(Number(row.expires_ms)),
          endedAt: row.ended_ms === null ? null : new Date(Number(row.ended_ms)),
          username: String(row.username),
          memberActive: row.member_active === true,
        };
  return {
    seen,
    session,
    gameId: row.by_code === null ? null : Number(row.by_code),
    ...sidesOfRow(row),
    bonusSeen: row.bonus_seen === true,
  };
}

/** First in a credit's transaction, as readDebitFacts: the id's lock and the facts. */
export async function readCreditFacts(
  db: Db,
  input: {
    vendorId: number;
    vassalage: string;
    walletMode: 'seamless' | 'transfer';
    txRef: string;
    roundRef: string;
  },
): Promise<{
  seen: VendorTxRow | null;
  round: { id: number; memberId: number; isTrial: boolean } | null;
  player: SideAccount | null;
  counter: SideAccount | null;
}> {
  const result = (await executePrepared(
    db,
    sql`
    SELECT r.id, r.member_id, r.is_trial,
           EXISTS (SELECT 1 FROM vendor_transactions v
                    WHERE v.vendor_id = ${input.vendorId} AND v.tx_ref = ${input.txRef}) AS seen,
           ${sideColumns}
      FROM (SELECT ${lockTxRefSql(input.vendorId, input.txRef)}) AS locked
      LEFT JOIN game_rounds r ON r.vendor_id = ${input.vendorId} AND r.round_ref = ${input.roundRef}
      ${sidesSql(sql`r.member_id`, sql`r.is_trial`, input)}`,
  )) as unknown as {
    rows: Array<Record<string, unknown>>;
  };
  const row = result.rows[0]!;
  const seen = row.seen === true ? await findVendorTx(db, input.vendorId, input.txRef) : null;
  return {
    seen,
    round:
      row.id === null || row.id === undefined
        ? null
        : { id: Number(row.id), memberId: Number(row.member_id), isTrial: row.is_trial === true },
    ...sidesOfRow(row),
  };
}

/**
 * After the call's id lock: the round row-locked, with its totals as they are now and whether
 * the id was used meanwhile (the statement's snapshot is taken after the id's lock).
 */
export async function lockRoundForCall(
  tx: Db,
  vendorId: number,
  roundRef: string,
  txRef: string,
): Promise<{
  round: Pick<RoundRow, 'id' | 'state' | 'betTotal' | 'refundTotal' | 'winTotal'>;
  seen: boolean;
  /**
   * The part of the round's stakes a bonus paid (bonus_round_stakes; 0 for none): settled by
   * the round's lock, which every bet of the round holds until it commits.
   */
  bonusStake: bigint;
  /** The bonus that paid that part, when one did. */
  bonusStakeId: number | null;
  /** The member's bonus wallet as read now (0 when never opened): for the balance answered. */
  bonusBalance: bigint;
  /** That wallet's account, when open. */
  bonusAccount: AccountFacts | null;
  /** The member's cash wallet as read now (0 when never opened): the same, when a win moves none. */
  cashBalance: bigint;
} | null> {
  const result = (await executePrepared(
    tx,
    sql`
    SELECT r.id, r.state, r.bet_total::text AS bet_total, r.refund_total::text AS refund_total,
           r.win_total::text AS win_total,
           EXISTS (SELECT 1 FROM vendor_transactions v
                    WHERE v.vendor_id = ${vendorId} AND v.tx_ref = ${txRef}) AS seen,
           coalesce(s.stake, 0)::text AS bonus_stake, s.bonus_id,
           coalesce(ba.balance, 0)::text AS bonus_balance, ba.id AS bonus_account_id,
           ba.currency AS bonus_currency,
           coalesce((SELECT a.balance FROM ledger_accounts a
                      WHERE a.member_id = r.member_id AND a.kind = 'player_cash'), 0)::text
             AS cash_balance
      FROM game_rounds r
      LEFT JOIN bonus_round_stakes s ON s.round_id = r.id
      LEFT JOIN ledger_accounts ba ON ba.member_id = r.member_id AND ba.kind = 'player_bonus'
     WHERE r.vendor_id = ${vendorId} AND r.round_ref = ${roundRef}
       FOR UPDATE OF r`,
  )) as unknown as { rows: Array<Record<string, unknown>> };
  const row = result.rows[0];
  if (!row) return null;
  return {
    round: {
      id: Number(row.id),
      state: row.state as RoundRow['state'],
      betTotal: BigInt(String(row.bet_total)),
      refundTotal: BigInt(String(row.refund_total)),
      winTotal: BigInt(String(row.win_total)),
    },
    seen: row.seen === true,
    bonusStake: BigInt(String(row.bonus_stake)),
    bonusStakeId: row.bonus_id === null ? null : Number(row.bonus_id),
    bonusBalance: BigInt(String(row.bonus_balance)),
    bonusAccount:
      row.bonus_account_id === null
        ? null
        : {
            id: Number(row.bonus_account_id),
            kind: 'player_bonus',
            currency: String(row.bonus_currency),
          },
    cashBalance: BigInt(String(row.cash_balance)),
  };
}

/** The accounts of a call's two sides, when both are open (one round trip). */
export async function findSides(
  db: Db,
  sides: Array<{ kind: string; memberId: number | null; ownerKey: string }>,
): Promise<Array<Pick<LedgerAccount, 'id' | 'kind' | 'currency' | 'balance'> | null>> {
  const rows = await db
    .select({
      id: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      currency: ledgerAccounts.currency,
      balance: ledgerAccounts.balance,
      memberId: ledgerAccounts.memberId,
      ownerKey: ledgerAccounts.ownerKey,
    })
    .from(ledgerAccounts)
    .where(
      or(
        ...sides.map((side) =>
          and(
            eq(ledgerAccounts.kind, side.kind as LedgerAccount['kind']),
            side.memberId === null
              ? isNull(ledgerAccounts.memberId)
              : eq(ledgerAccounts.memberId, side.memberId),
            eq(ledgerAccounts.ownerKey, side.ownerKey),
          ),
        ),
      ),
    );
  return sides.map(
    (side) =>
      rows.find(
        (r) => r.kind === side.kind && r.memberId === side.memberId && r.ownerKey === side.ownerKey,
      ) ?? null,
  );
}

export async function findMemberName(db: Db, memberId: number): Promise<string | null> {
  const rows = await db
    .select({ username: members.username })
    .from(members)
    .where(eq(members.id, memberId));
  return rows[0]?.username ?? null;
}

export async function findGameId(
  db: Db,
  vendorId: number,
  gameCode: string,
): Promise<number | null> {
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.vendorId, vendorId), eq(games.gameCode, gameCode)));
  return rows[0]?.id ?? null;
}

export async function findVendorTx(
  db: Db,
  vendorId: number,
  txRef: string,
): Promise<VendorTxRow | null> {
  const rows = await db
    .select()
    .from(vendorTransactions)
    .where(and(eq(vendorTransactions.vendorId, vendorId), eq(vendorTransactions.txRef, txRef)));
  return rows[0] ?? null;
}

export async function findRound(
  db: Db,
  vendorId: number,
  roundRef: string,
): Promise<RoundRow | null> {
  const rows = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.vendorId, vendorId), eq(gameRounds.roundRef, roundRef)));
  return rows[0] ?? null;
}

export async function findRoundById(db: Db, id: number): Promise<RoundRow | null> {
  const rows = await db.select().from(gameRounds).where(eq(gameRounds.id, id));
  return rows[0] ?? null;
}

/**
 * Inside a transaction: waits for every other call about this transaction id of this vendor (a
 * bet and its rollback lock the bet's id) until this transaction ends.
 */
export async function lockTxRef(tx: Db, vendorId: number, txRef: string): Promise<void> {
  await executePrepared(tx, sql`SELECT ${lockTxRefSql(vendorId, txRef)}`);
}

/** The round, row-locked until the transaction ends; null when there is none. */
export async function lockRound(
  tx: Db,
  vendorId: number,
  roundRef: string,
): Promise<RoundRow | null> {
  const rows = await tx
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.vendorId, vendorId), eq(gameRounds.roundRef, roundRef)))
    .for('update');
  return rows[0] ?? null;
}

/** The round, made if new, row-locked until the transaction ends. */
export async function upsertLockedRound(
  tx: Db,
  round: {
    vendorId: number;
    memberId: number;
    gameId: number | null;
    roundRef: string;
    isTrial: boolean;
    currency: string;
  },
): Promise<RoundRow> {
  const rows = await tx
    .insert(gameRounds)
    .values(round)
    .onConflictDoUpdate({
      target: [gameRounds.vendorId, gameRounds.roundRef],
      // A no-op that locks the row and returns it.
      set: { roundRef: sql`excluded.round_ref` },
    })
    .returning();
  return rows[0]!;
}

/**
 * For a bet, after its id's lock: the round, made if new and row-locked, with whether the bet's id
 * was used before and whether a rollback of it was recorded (one round trip; the statement's
 * snapshot is taken after the lock, so it sees whatever the lock waited for).
 */
export async function upsertRoundForBet(
  tx: Db,
  round: {
    vendorId: number;
    memberId: number;
    gameId: number | null;
    roundRef: string;
    isTrial: boolean;
    currency: string;
  },
  txRef: string,
): Promise<{
  round: Pick<RoundRow, 'id' | 'memberId' | 'isTrial' | 'state'>;
  seen: boolean;
  rolledBack: boolean;
}> {
  const result = (await executePrepared(
    tx,
    sql`
    WITH r AS (
      INSERT INTO game_rounds (vendor_id, member_id, game_id, round_ref, is_trial, currency)
      VALUES (${round.vendorId}, ${round.memberId}, ${round.gameId}, ${round.roundRef},
              ${round.isTrial}, ${round.currency})
      ON CONFLICT (vendor_id, round_ref) DO UPDATE SET round_ref = excluded.round_ref
      RETURNING id, member_id, is_trial, state
    )
    SELECT r.id, r.member_id, r.is_trial, r.state,
           EXISTS (SELECT 1 FROM vendor_transactions v
                    WHERE v.vendor_id = ${round.vendorId} AND v.tx_ref = ${txRef}) AS seen,
           EXISTS (SELECT 1 FROM vendor_transactions v
                    WHERE v.vendor_id = ${round.vendorId} AND v.refers_to = ${txRef}
                      AND v.kind = 'rollback') AS rolled_back
      FROM r`,
  )) as unknown as { rows: Array<Record<string, unknown>> };
  const row = result.rows[0]!;
  return {
    round: {
      id: Number(row.id),
      memberId: Number(row.member_id),
      isTrial: row.is_trial === true,
      state: row.state as RoundRow['state'],
    },
    seen: row.seen === true,
    rolledBack: row.rolled_back === true,
  };
}

/** Whether a rollback of this bet's id has been recorded (before or after the bet). */
export async function findRollbackOf(
  tx: Db,
  vendorId: number,
  betRef: string,
): Promise<VendorTxRow | null> {
  const rows = await tx
    .select()
    .from(vendorTransactions)
    .where(
      and(
        eq(vendorTransactions.vendorId, vendorId),
        eq(vendorTransactions.refersTo, betRef),
        eq(vendorTransactions.kind, 'rollback'),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/**
 * For a bet, after its id's lock: the earlier call with this id and a rollback of it, if any
 * (one read for both).
 */
export async function findSeenOrRolledBack(
  tx: Db,
  vendorId: number,
  txRef: string,
): Promise<{ seen: VendorTxRow | null; rollback: VendorTxRow | null }> {
  const rows = await tx
    .select()
    .from(vendorTransactions)
    .where(
      and(
        eq(vendorTransactions.vendorId, vendorId),
        or(
          eq(vendorTransactions.txRef, txRef),
          and(eq(vendorTransactions.refersTo, txRef), eq(vendorTransactions.kind, 'rollback')),
        ),
      ),
    );
  return {
    seen: rows.find((r) => r.txRef === txRef) ?? null,
    rollback: rows.find((r) => r.refersTo === txRef && r.kind === 'rollback') ?? null,
  };
}

/** Records the call; false when its id was taken meanwhile (the unique key decides). */
export async function insertVendorTx(
  tx: Db,
  row: typeof vendorTransactions.$inferInsert,
): Promise<boolean> {
  const rows = await tx
    .insert(vendorTransactions)
    .values(row)
    .onConflictDoNothing({ target: [vendorTransactions.vendorId, vendorTransactions.txRef] })
    .returning({ id: vendorTransactions.id });
  return rows.length === 1;
}

/**
 * Records the call and adds its amount to the round's totals in one statement, before the ledger
 * post (the vendor's account is row-locked from the post until COMMIT, so nothing else comes
 * between). Its id, or null when the call's id was taken meanwhile (the unique key decides).
 */
/**
 * Records a call and adds it to its round's totals; null when its id is taken. With
 * `reservesLedger` the row takes the id of the ledger transaction the caller posts next (from
 * the ledger's sequence), so the link is made here rather than by a statement after the post.
 */
export async function recordCall(
  tx: Db,
  row: Omit<typeof vendorTransactions.$inferInsert, 'ledgerTransactionId'> & { roundId: number },
  add: { bet?: bigint; win?: bigint; refund?: bigint },
  reservesLedger = false,
): Promise<{ id: number; ledgerId: number | null } | null> {
  const result = (await executePrepared(
    tx,
    sql`
    WITH added AS (
      UPDATE game_rounds
         SET bet_total = bet_total + ${(add.bet ?? 0n).toString()}::bigint,
             win_total = win_total + ${(add.win ?? 0n).toString()}::bigint,
             refund_total = refund_total + ${(add.refund ?? 0n).toString()}::bigint
       WHERE id = ${row.roundId}
      RETURNING id
    )
    INSERT INTO vendor_transactions
      (vendor_id, tx_ref, kind, member_id, round_id, refers_to, amount, fingerprint, outcome,
       ledger_transaction_id)
    SELECT ${row.vendorId}, ${row.txRef}, ${row.kind}, ${row.memberId}, added.id,
           ${row.refersTo ?? null}, ${(row.amount ?? 0n).toString()}::bigint, ${row.fingerprint},
           ${row.outcome},
           ${reservesLedger ? sql`nextval('ledger_transactions_id_seq')` : sql`NULL::bigint`}
      FROM added
    ON CONFLICT (vendor_id, tx_ref) DO NOTHING
    RETURNING id, ledger_transaction_id`,
  )) as unknown as {
    rows: Array<{ id: unknown; ledger_transaction_id: unknown }>;
  };
  const [recorded] = result.rows;
  if (!recorded) return null;
  const ledgerId = recorded.ledger_transaction_id;
  return { id: Number(recorded.id), ledgerId: ledgerId === null ? null : Number(ledgerId) };
}

export async function endRound(tx: Db, roundId: number): Promise<void> {
  await tx
    .update(gameRounds)
    .set({ state: 'ended', endedAt: sql`now()` })
    .where(and(eq(gameRounds.id, roundId), eq(gameRounds.state, 'open')));
}
