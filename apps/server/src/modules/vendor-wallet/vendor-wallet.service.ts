// The seamless-wallet API's rules. A vendor's bet (debit), win (credit) and refund (rollback)
// each move money once per (vendor, txId) through the ledger, with the round's totals kept in
// the same database transaction. A refusal moves nothing and is answered with a code; only a
// rollback of an unknown bet is kept (outcome not_found), so that bet is refused if it comes.
//
// Locks, always in this order so two calls never wait on each other in a cycle: the advisory
// lock of the transaction id (a bet and its rollback both take the bet's id), the round's row,
// then the ledger accounts (post, in account id order).
import type {
  TAuthenticateRequest,
  TBalanceRequest,
  TCreditRequest,
  TDebitRequest,
  TEndRoundRequest,
  TRollbackRequest,
  VendorCode,
} from '@wps/contracts/games/vendor-api';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import {
  accountOf,
  openAccount,
  vendorAccountOwner,
  type AccountKind,
  type AccountOwner,
} from '../../ledger/accounts';
import {
  applyTransaction,
  checkEntries,
  fingerprintOf,
  type AccountFacts,
  type PostResult,
} from '../../ledger/post';
import { recordActivity } from '../activity/record';
import {
  addBonusStake,
  bonusPartOfBet,
  bonusShareAccount,
  lockBonusAtBet,
  lockRoundBonusStake,
  type RoundBonusStake,
  type BonusAtBet,
} from '../bonus/bonus-bets';
import { releaseMetBonuses } from '../bonus/bonus.service';
import { bonusShareOfWin, stakeSources } from '../bonus/wagering';
import * as q from './vendor-wallet.queries';

export type VendorReply = { code: VendorCode } & Record<string, unknown>;

/** A refusal: rolls the database transaction back and becomes the answer's code. */
export class VendorRefusal extends Error {
  constructor(
    readonly code: Exclude<VendorCode, 'OK'>,
    readonly memberId: number | null = null,
    readonly isTrial = false,
  ) {
    super(code);
  }
}

/** The vendor making the call, once its signature and address are checked. */
export interface CallingVendor {
  vendorId: number;
  vassalage: string;
  walletMode: 'seamless' | 'transfer';
}

interface Side {
  kind: AccountKind;
  owner: AccountOwner;
}

/**
 * Which accounts a call moves: the player's side and the counterparty, of the kinds sideKinds
 * gives. readDebitFacts and readCreditFacts find the same accounts in SQL (sidesSql in the
 * queries): both take the kinds from sideKinds and the owner keys from ownerKeyOf, so they agree.
 */
function sidesOf(vendor: CallingVendor, memberId: number, isTrial: boolean) {
  const kinds = q.sideKinds(vendor.walletMode, isTrial);
  const ownerOf = (kind: AccountKind): AccountOwner =>
    kind === 'player_game'
      ? { member: memberId, vendor: vendor.vassalage }
      : kind === 'vendor'
        ? vendorAccountOwner(vendor.vassalage, memberId)
        : kind === 'house_play'
          ? null
          : memberId;
  return {
    player: { kind: kinds.player, owner: ownerOf(kinds.player) } as Side,
    counter: { kind: kinds.counter, owner: ownerOf(kinds.counter) } as Side,
  };
}

const currencyOf = (isTrial: boolean) => (isTrial ? 'PLAY' : 'MMK');

/**
 * The player's balance for this vendor as the API reports it (0 for an account never opened):
 * a seamless real-money player's cash plus the active bonus (what a bet may draw on).
 */
async function balanceOf(db: Db, vendor: CallingVendor, memberId: number, isTrial: boolean) {
  const { player } = sidesOf(vendor, memberId, isTrial);
  const account = await accountOf(db, player.kind, player.owner);
  const bonus =
    player.kind === 'player_cash' ? await accountOf(db, 'player_bonus', memberId) : null;
  return {
    balance: ((account?.balance ?? 0n) + (bonus?.balance ?? 0n)).toString(),
    currency: account?.currency ?? currencyOf(isTrial),
  };
}

/** What a seamless player may bet with after this call: cash plus bonus, as posted. */
async function playableAfter(
  tx: Db,
  result: PostResult | null,
  memberId: number,
  vendor: CallingVendor,
  isTrial: boolean,
  player: AccountFacts,
  bonusAccountId: number | null = null,
  /**
   * The wallets as read earlier in this transaction, each when nothing moved it since but this
   * posting (a posting that leaves the cash out, a whole win going to the bonus, says no cash).
   */
  known: { cash: bigint | null; bonus: bigint | null } = { cash: null, bonus: null },
): Promise<string> {
  if (!result) return (await balanceOf(tx, vendor, memberId, isTrial)).balance;
  const cash = result.entries.find((e) => e.account === player.id)?.balanceAfter ?? known.cash;
  if (player.kind !== 'player_cash' || cash === undefined || cash === null) {
    return (await balanceOf(tx, vendor, memberId, isTrial)).balance;
  }
  // A bonus leg in this posting says the bonus balance; else this transaction's own writes are
  // visible to the read.
  const leg = result.entries.find((e) => e.account !== player.id && bonusAccountId === e.account);
  if (leg) return (cash + leg.balanceAfter).toString();
  if (known.bonus !== null) return (cash + known.bonus).toString();
  const bonus = await accountOf(tx, 'player_bonus', memberId);
  return (cash + (bonus?.balance ?? 0n)).toString();
}

/**
 * The round's bonus stake as lockRoundBonusStake would give it, without asking again, when the
 * win's own activity fact has just counted wagering to that bonus: its row is then locked by this
 * transaction, and the count's update read its status. Null when it must be asked (another bonus
 * paid the stake, the count left it out, or a met bonus's release has just changed it).
 */
function stakeLockedByCount(
  locked: NonNullable<Awaited<ReturnType<typeof q.lockRoundForCall>>>,
  memberId: number,
  counted: ReadonlyMap<number, string>,
  met: readonly number[],
): RoundBonusStake | null {
  const bonusId = locked.bonusStakeId;
  const status = bonusId === null ? undefined : counted.get(bonusId);
  if (bonusId === null || status === undefined || met.length > 0 || !locked.bonusAccount) {
    return null;
  }
  if (status !== 'active' && status !== 'released' && status !== 'forfeited') return null;
  return { bonusId, stake: locked.bonusStake, status, memberId, account: locked.bonusAccount };
}

/** The legs of a movement, two accounts merged into one when they are the same. */
function legsOf(...legs: Array<{ account: AccountFacts; amount: bigint }>) {
  const merged = new Map<number, { account: AccountFacts; amount: bigint }>();
  for (const leg of legs) {
    const seen = merged.get(leg.account.id);
    if (seen) seen.amount += leg.amount;
    else merged.set(leg.account.id, { ...leg });
  }
  return [...merged.values()].filter((leg) => leg.amount !== 0n);
}

/** Both sides' accounts, opened if new (one read when both exist, as they mostly do). */
async function openSides(db: Db, vendor: CallingVendor, memberId: number, isTrial: boolean) {
  const sides = sidesOf(vendor, memberId, isTrial);
  const columns = (side: Side) => ({
    kind: side.kind,
    memberId: side.owner === null || typeof side.owner === 'string' ? null : memberId,
    ownerKey: q.ownerKeyOf(side.kind, {
      vendor: vendor.vassalage,
      shard: side.owner as string,
      none: '',
    }),
  });
  const [player, counter] = await q.findSides(db, [columns(sides.player), columns(sides.counter)]);
  return {
    player: (player ??
      (await openAccount(db, sides.player.kind, sides.player.owner))) as AccountFacts,
    counter: (counter ??
      (await openAccount(db, sides.counter.kind, sides.counter.owner))) as AccountFacts,
  };
}

/** The sides a facts read found, or opened when it found none (a member's first call). */
async function sidesFound(
  tx: Db,
  vendor: CallingVendor,
  found: { player: AccountFacts | null; counter: AccountFacts | null },
  memberId: number,
  isTrial: boolean,
) {
  const { player, counter } = found;
  return player && counter ? { player, counter } : openSides(tx, vendor, memberId, isTrial);
}

/** The player side's balance right after a posted transaction. */
const balanceAfter = (result: PostResult, player: AccountFacts) =>
  result.entries.find((e) => e.account === player.id)!.balanceAfter.toString();

/**
 * Posts the movement inside the call's transaction, as post() would but without a savepoint of
 * its own: the key cannot be taken (the call's id is locked and unseen), and any failure rolls the
 * whole call back. The vendor's account stays row-locked from here to COMMIT, and every bet and
 * win of the vendor passes through it: callers keep this the last step but one.
 */
async function move(
  tx: Db,
  input: {
    /** The ledger transaction's id, taken when the call was recorded (recordCall). */
    id: number;
    key: string;
    kind: string;
    from: AccountFacts;
    to: AccountFacts;
    amount: bigint;
    metadata: Record<string, string>;
    /** Instead of from and to: the accounts and amounts (a stake drawn from cash and bonus). */
    legs?: Array<{ account: AccountFacts; amount: bigint }>;
  },
): Promise<PostResult> {
  const legs = input.legs ?? [
    { account: input.from, amount: -input.amount },
    { account: input.to, amount: input.amount },
  ];
  const entries = checkEntries(
    legs.map((leg) => ({ account: leg.account.id, amount: leg.amount })),
  );
  // The same fingerprint post() gives, so a later post() with this key would see a replay.
  const fingerprint = fingerprintOf({
    op: 'post',
    kind: input.kind,
    entries: entries.map((e) => [e.account, e.amount.toString()]),
    metadata: input.metadata,
  });
  return applyTransaction(tx, {
    id: input.id,
    key: input.key,
    kind: input.kind,
    fingerprint,
    metadata: input.metadata,
    entries,
    accounts: new Map(legs.map((leg) => [leg.account.id, leg.account])),
  });
}

/**
 * A session that may still bet: not ended, not expired, this vendor's, its member's account
 * active (checked on every debit, whatever ended or did not end the session).
 */
function isLive(session: q.SessionFacts | null, vendor: CallingVendor, now: Date) {
  return (
    session !== null &&
    session.vendorId === vendor.vendorId &&
    session.endedAt === null &&
    session.expiresAt > now &&
    session.memberActive
  );
}

export async function authenticate(
  deps: Deps,
  vendor: CallingVendor,
  body: TAuthenticateRequest,
): Promise<VendorReply> {
  const session = await q.findSessionByToken(deps.db, body.token);
  if (!isLive(session, vendor, new Date())) return { code: 'INVALID_TOKEN' };
  const { balance, currency } = await balanceOf(
    deps.db,
    vendor,
    session!.memberId,
    session!.isTrial,
  );
  return {
    code: 'OK',
    playerId: session!.memberId,
    username: session!.username,
    currency,
    balance,
    isTrial: session!.isTrial,
  };
}

export async function balance(
  deps: Deps,
  vendor: CallingVendor,
  body: TBalanceRequest,
): Promise<VendorReply> {
  let isTrial = false;
  if (body.token !== undefined) {
    // A token names the session (real or trial); an ended one still says which.
    const session = await q.findSessionByToken(deps.db, body.token);
    if (!session || session.vendorId !== vendor.vendorId || session.memberId !== body.playerId) {
      return { code: 'INVALID_TOKEN' };
    }
    isTrial = session.isTrial;
  } else if ((await q.findMemberName(deps.db, body.playerId)) === null) {
    return { code: 'PLAYER_NOT_FOUND' };
  }
  return { code: 'OK', ...(await balanceOf(deps.db, vendor, body.playerId, isTrial)) };
}

/** What makes two calls with one txId "the same": everything but the token. */
function fingerprint(kind: string, content: Record<string, string | number>): string {
  return fingerprintOf({ kind, ...content });
}

/**
 * A txId seen before: the same content gets the original code and txId with the current
 * balance; other content is TX_CONFLICT.
 */
async function replay(
  db: Db,
  vendor: CallingVendor,
  original: q.VendorTxRow,
  print: string,
): Promise<VendorReply> {
  const round = original.roundId === null ? null : await q.findRoundById(db, original.roundId);
  const isTrial = round?.isTrial ?? false;
  const { balance } = await balanceOf(db, vendor, original.memberId, isTrial);
  if (original.fingerprint !== print) return { code: 'TX_CONFLICT', balance };
  return {
    code: original.outcome === 'ok' ? 'OK' : 'TX_NOT_FOUND',
    balance,
    txId: original.txRef,
  };
}

/** Thrown inside the transaction when the txId turned out to be taken: answer as a replay. */
class Seen extends Error {
  constructor(readonly original: q.VendorTxRow) {
    super('seen');
  }
}

/**
 * Runs one money call: its own transaction, refusals turned into codes (with the current balance
 * when the player is known), a replay when the id was used before, the balance event after commit.
 */
async function moneyCall(
  deps: Deps,
  vendor: CallingVendor,
  txId: string,
  print: string,
  run: (tx: Db) => Promise<{
    reply: VendorReply;
    movedMember: number | null;
  }>,
): Promise<VendorReply> {
  try {
    const { reply, movedMember } = await deps.db.transaction((tx) => run(tx as unknown as Db));
    if (movedMember !== null) deps.balanceEvents.publish([movedMember]);
    return reply;
  } catch (error) {
    if (error instanceof Seen) return replay(deps.db, vendor, error.original, print);
    if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') {
      return { code: 'INSUFFICIENT_FUNDS' };
    }
    if (!(error instanceof VendorRefusal)) {
      // A concurrent call took the id between our look and our insert: the unique key decided.
      const original = await q.findVendorTx(deps.db, vendor.vendorId, txId);
      if (original) return replay(deps.db, vendor, original, print);
      throw error;
    }
    if (error.memberId === null) return { code: error.code };
    const { balance } = await balanceOf(deps.db, vendor, error.memberId, error.isTrial);
    return { code: error.code, balance };
  }
}

/** Inside the transaction, after the id's lock: the earlier call with this id, if any. */
async function checkUnseen(tx: Db, vendor: CallingVendor, txId: string): Promise<void> {
  const original = await q.findVendorTx(tx, vendor.vendorId, txId);
  if (original) throw new Seen(original);
}

export async function debit(
  deps: Deps,
  vendor: CallingVendor,
  body: TDebitRequest,
): Promise<VendorReply> {
  const amount = BigInt(body.amount);
  const print = fingerprint('debit', {
    playerId: body.playerId,
    roundId: body.roundId,
    gameCode: body.gameCode,
    amount: body.amount,
  });
  return moneyCall(deps, vendor, body.txId, print, async (tx) => {
    const facts = await q.readDebitFacts(tx, {
      vendorId: vendor.vendorId,
      vassalage: vendor.vassalage,
      walletMode: vendor.walletMode,
      txRef: body.txId,
      token: body.token,
      gameCode: body.gameCode,
    });
    // A replay needs no live session: the first call had one.
    if (facts.seen) throw new Seen(facts.seen);
    const session = facts.session;
    if (!isLive(session, vendor, new Date()) || session!.memberId !== body.playerId) {
      throw new VendorRefusal('INVALID_TOKEN');
    }
    const { isTrial, memberId } = session!;
    const gameId = facts.gameId ?? session!.gameId;
    const { player, counter } = await sidesFound(tx, vendor, facts, memberId, isTrial);
    const { round, seen, rolledBack } = await q.upsertRoundForBet(
      tx,
      {
        vendorId: vendor.vendorId,
        memberId,
        gameId,
        roundRef: body.roundId,
        isTrial,
        currency: player.currency,
      },
      body.txId,
    );
    if (seen) throw new Error('vendor transaction id taken');
    if (rolledBack) throw new VendorRefusal('BET_ROLLED_BACK', memberId, isTrial);
    if (round.memberId !== memberId || round.isTrial !== isTrial) {
      throw new VendorRefusal('INVALID_REQUEST', memberId, isTrial);
    }
    if (round.state === 'ended') throw new VendorRefusal('ROUND_ENDED', memberId, isTrial);
    const recorded = await q.recordCall(
      tx,
      txRow(vendor, body.txId, 'debit', memberId, round.id, amount, print),
      { bet: amount },
      true,
    );
    if (recorded === null) throw new Error('vendor transaction id taken');
    const { bonusesMet } = await recordActivity(tx, {
      kind: 'round',
      roundId: round.id,
      bet: amount,
    });
    let bonus: BonusAtBet | null = null;
    let legs: Array<{ account: AccountFacts; amount: bigint }> | undefined;
    if (!isTrial && player.kind === 'player_cash') {
      if (bonusesMet.length > 0) await releaseMetBonuses(tx, bonusesMet);
      // No active bonus as the call began: no lock and no round trip for it.
      if (facts.bonusSeen) {
        bonus = await lockBonusAtBet(tx, memberId, player.id, { roundId: round.id, amount });
      }
    }
    if (bonus) {
      // A refusal rolls back the bonus stake lockBonusAtBet added with the lock.
      if (bonus.maxBet !== null && amount > bonus.maxBet) {
        throw new VendorRefusal('BONUS_MAX_BET', memberId, isTrial);
      }
      const sources = stakeSources(amount, bonus.cash, bonus.balance);
      if (!sources) throw new AppError('INSUFFICIENT_FUNDS', 'Not enough cash and bonus.');
      if (sources.fromBonus !== bonus.stakeAdded) {
        throw new Error(`bonus stake ${bonus.stakeAdded} is not the rule's ${sources.fromBonus}`);
      }
      if (sources.fromBonus > 0n) {
        legs = legsOf(
          { account: player, amount: -sources.fromCash },
          { account: bonus.account, amount: -sources.fromBonus },
          { account: counter, amount },
        );
      }
    }
    const result = await move(tx, {
      id: recorded.ledgerId!,
      key: `vendor:${vendor.vendorId}:${body.txId}`,
      kind: 'game_bet',
      from: player,
      to: counter,
      amount,
      legs,
      metadata: { vendor: vendor.vassalage, txId: body.txId, roundId: body.roundId },
    });
    const after = (account: AccountFacts, before: bigint) =>
      result.entries.find((e) => e.account === account.id)?.balanceAfter ?? before;
    const playable = bonus
      ? (after(player, bonus.cash) + after(bonus.account, bonus.balance)).toString()
      : balanceAfter(result, player);
    return {
      reply: { code: 'OK', balance: playable, txId: body.txId },
      movedMember: memberId,
    };
  });
}

/** The vendor_transactions row of a call. */
function txRow<R extends number | null>(
  vendor: CallingVendor,
  txRef: string,
  kind: 'debit' | 'credit' | 'rollback',
  memberId: number,
  roundId: R,
  amount: bigint,
  print: string,
  extra: { refersTo?: string; outcome?: 'ok' | 'not_found' } = {},
) {
  return {
    vendorId: vendor.vendorId,
    txRef,
    kind,
    memberId,
    roundId,
    amount,
    fingerprint: print,
    outcome: extra.outcome ?? ('ok' as const),
    refersTo: extra.refersTo ?? null,
  };
}

/**
 * A win into a round that has a live bet. Accepted after the launch session ended (the vendor
 * settles later), refused after endRound (ROUND_ENDED), in a round we never saw (TX_NOT_FOUND:
 * a win needs a bet first) and in a round whose bets were all rolled back (BET_ROLLED_BACK).
 * "0" is a loss: recorded, nothing moves.
 */
export async function credit(
  deps: Deps,
  vendor: CallingVendor,
  body: TCreditRequest,
): Promise<VendorReply> {
  const amount = BigInt(body.amount);
  const print = fingerprint('credit', {
    playerId: body.playerId,
    roundId: body.roundId,
    gameCode: body.gameCode,
    amount: body.amount,
  });
  return moneyCall(deps, vendor, body.txId, print, async (tx) => {
    const facts = await q.readCreditFacts(tx, {
      vendorId: vendor.vendorId,
      vassalage: vendor.vassalage,
      walletMode: vendor.walletMode,
      txRef: body.txId,
      roundRef: body.roundId,
    });
    if (facts.seen) throw new Seen(facts.seen);
    const existing = facts.round;
    if (!existing || existing.memberId !== body.playerId) {
      const code = existing ? 'INVALID_REQUEST' : 'TX_NOT_FOUND';
      return { reply: await refusalFor(tx, vendor, body.playerId, code), movedMember: null };
    }
    const isTrial = existing.isTrial;
    const memberId = existing.memberId;
    const { player, counter } = await sidesFound(tx, vendor, facts, memberId, isTrial);
    const locked = (await q.lockRoundForCall(tx, vendor.vendorId, body.roundId, body.txId))!;
    if (locked.seen) throw new Error('vendor transaction id taken');
    const round = locked.round;
    if (round.state === 'ended') throw new VendorRefusal('ROUND_ENDED', memberId, isTrial);
    if (round.betTotal - round.refundTotal <= 0n) {
      throw new VendorRefusal('BET_ROLLED_BACK', memberId, isTrial);
    }
    const recorded = await q.recordCall(
      tx,
      txRow(vendor, body.txId, 'credit', memberId, round.id, amount, print),
      { win: amount },
      amount > 0n,
    );
    if (recorded === null) throw new Error('vendor transaction id taken');
    // The first credit (a win, or "0" for a loss) settles the round: its stake is valid bet.
    const { bonusesMet, bonusesCounted } = await recordActivity(tx, {
      kind: 'round',
      roundId: round.id,
      win: amount,
      settles: true,
    });
    const isBonusable = !isTrial && player.kind === 'player_cash';
    if (isBonusable && bonusesMet.length > 0) await releaseMetBonuses(tx, bonusesMet);
    let result: PostResult | null = null;
    let stake: Awaited<ReturnType<typeof lockRoundBonusStake>> = null;
    if (amount > 0n) {
      // The bonus's share of the win, by the part of the stake it paid (none: no round trip).
      stake =
        isBonusable && locked.bonusStake > 0n
          ? (stakeLockedByCount(locked, memberId, bonusesCounted, bonusesMet) ??
            (await lockRoundBonusStake(tx, round.id)))
          : null;
      const share = stake
        ? bonusShareOfWin(amount, stake.stake, round.betTotal - round.refundTotal)
        : 0n;
      const legs =
        stake && share > 0n
          ? legsOf(
              { account: counter, amount: -amount },
              { account: player, amount: amount - share },
              { account: await bonusShareAccount(tx, stake, player), amount: share },
            )
          : undefined;
      result = await move(tx, {
        id: recorded.ledgerId!,
        key: `vendor:${vendor.vendorId}:${body.txId}`,
        kind: 'game_win',
        from: counter,
        to: player,
        amount,
        legs,
        metadata: { vendor: vendor.vassalage, txId: body.txId, roundId: body.roundId },
      });
    }
    const after = await playableAfter(
      tx,
      result,
      memberId,
      vendor,
      isTrial,
      player,
      stake?.status === 'active' ? stake.account.id : null,
      // The wallets as the round's lock read them, when nothing here moved them since but the
      // win's own posting (a met bonus's release moves both).
      {
        cash: isBonusable && bonusesMet.length === 0 ? locked.cashBalance : null,
        bonus:
          isBonusable && bonusesMet.length === 0 && stake === null ? locked.bonusBalance : null,
      },
    );
    return {
      reply: { code: 'OK', balance: after, txId: body.txId },
      movedMember: result ? memberId : null,
    };
  });
}

async function refusalFor(
  db: Db,
  vendor: CallingVendor,
  playerId: number,
  code: Exclude<VendorCode, 'OK'>,
): Promise<VendorReply> {
  if ((await q.findMemberName(db, playerId)) === null) return { code: 'PLAYER_NOT_FOUND' };
  return { code, balance: (await balanceOf(db, vendor, playerId, false)).balance };
}

/**
 * Gives a bet back, once. An unknown bet: TX_NOT_FOUND, nothing moves, and the rollback is kept
 * so the bet is refused (BET_ROLLED_BACK) if it arrives later. A bet whose round paid a win:
 * ROLLBACK_AFTER_WIN. A bet already rolled back by another rollback id: OK, nothing moves. An
 * ended round may still have a bet rolled back (the vendor cancels a round it closed).
 */
export async function rollback(
  deps: Deps,
  vendor: CallingVendor,
  body: TRollbackRequest,
): Promise<VendorReply> {
  const print = fingerprint('rollback', {
    playerId: body.playerId,
    roundId: body.roundId,
    refTxId: body.refTxId,
  });
  const seen = await q.findVendorTx(deps.db, vendor.vendorId, body.txId);
  if (seen) return replay(deps.db, vendor, seen, print);
  if ((await q.findMemberName(deps.db, body.playerId)) === null) {
    return { code: 'PLAYER_NOT_FOUND' };
  }
  const memberId = body.playerId;
  return moneyCall(deps, vendor, body.txId, print, async (tx) => {
    // The bet's id: a bet arriving now waits, then finds this rollback.
    await q.lockTxRef(tx, vendor.vendorId, body.refTxId);
    if (body.refTxId !== body.txId) await q.lockTxRef(tx, vendor.vendorId, body.txId);
    await checkUnseen(tx, vendor, body.txId);
    const bet = await q.findVendorTx(tx, vendor.vendorId, body.refTxId);
    if (!bet) {
      const round = await q.findRound(tx, vendor.vendorId, body.roundId);
      const known = round !== null && round.memberId === memberId ? round.id : null;
      const kept = txRow(vendor, body.txId, 'rollback', memberId, known, 0n, print, {
        refersTo: body.refTxId,
        outcome: 'not_found',
      });
      if (!(await q.insertVendorTx(tx, kept))) {
        throw new Error('vendor transaction id taken');
      }
      const isTrial = round?.isTrial ?? false;
      return {
        reply: {
          code: 'TX_NOT_FOUND',
          balance: (await balanceOf(tx, vendor, memberId, isTrial)).balance,
          txId: body.txId,
        },
        movedMember: null,
      };
    }
    if (bet.kind !== 'debit' || bet.memberId !== memberId) {
      throw new VendorRefusal('TX_NOT_FOUND', memberId);
    }
    const round = (await q.findRoundById(tx, bet.roundId!))!;
    if (round.roundRef !== body.roundId) throw new VendorRefusal('INVALID_REQUEST', memberId);
    const isTrial = round.isTrial;
    const locked = (await q.lockRound(tx, vendor.vendorId, body.roundId))!;
    if (await q.findRollbackOf(tx, vendor.vendorId, body.refTxId)) {
      // Rolled back already under another rollback id: exactly once, so nothing moves.
      return {
        reply: {
          code: 'OK',
          balance: (await balanceOf(tx, vendor, memberId, isTrial)).balance,
          txId: body.txId,
        },
        movedMember: null,
      };
    }
    if (locked.winTotal > 0n) throw new VendorRefusal('ROLLBACK_AFTER_WIN', memberId, isTrial);
    const { player, counter } = await openSides(tx, vendor, memberId, isTrial);
    const recorded = await q.recordCall(
      tx,
      txRow(vendor, body.txId, 'rollback', memberId, round.id, bet.amount, print, {
        refersTo: body.refTxId,
      }),
      { refund: bet.amount },
      true,
    );
    if (recorded === null) throw new Error('vendor transaction id taken');
    await recordActivity(tx, { kind: 'round', roundId: round.id, refund: bet.amount });
    // The bet's bonus part goes back where the bonus now is (its wallet, cash or the site).
    let legs: Array<{ account: AccountFacts; amount: bigint }> | undefined;
    if (!isTrial && player.kind === 'player_cash') {
      const part = await bonusPartOfBet(tx, `vendor:${vendor.vendorId}:${body.refTxId}`);
      const stake = part > 0n ? await lockRoundBonusStake(tx, round.id) : null;
      if (stake) {
        legs = legsOf(
          { account: counter, amount: -bet.amount },
          { account: player, amount: bet.amount - part },
          { account: await bonusShareAccount(tx, stake, player), amount: part },
        );
        await addBonusStake(tx, round.id, stake.bonusId, -part);
      }
    }
    const result = await move(tx, {
      id: recorded.ledgerId!,
      key: `vendor:${vendor.vendorId}:${body.txId}`,
      kind: 'game_refund',
      from: counter,
      to: player,
      amount: bet.amount,
      legs,
      metadata: { vendor: vendor.vassalage, txId: body.txId, refTxId: body.refTxId },
    });
    return {
      reply: {
        code: 'OK',
        balance: await playableAfter(tx, result, memberId, vendor, isTrial, player),
        txId: body.txId,
      },
      movedMember: memberId,
    };
  });
}

/** Closes a round (again: OK). A round we never saw: TX_NOT_FOUND. */
export async function endRound(
  deps: Deps,
  vendor: CallingVendor,
  body: TEndRoundRequest,
): Promise<VendorReply> {
  const round = await q.findRound(deps.db, vendor.vendorId, body.roundId);
  if (!round || round.memberId !== body.playerId) {
    return refusalFor(deps.db, vendor, body.playerId, round ? 'INVALID_REQUEST' : 'TX_NOT_FOUND');
  }
  await deps.db.transaction(async (tx) => {
    await q.endRound(tx as unknown as Db, round.id);
    // A round the vendor ends without a credit settles here (a second end changes nothing).
    if (!round.isTrial) {
      const { bonusesMet } = await recordActivity(tx as unknown as Db, {
        kind: 'round',
        roundId: round.id,
        settles: true,
      });
      if (bonusesMet.length > 0) await releaseMetBonuses(tx as unknown as Db, bonusesMet);
    }
  });
  return { code: 'OK', ...(await balanceOf(deps.db, vendor, round.memberId, round.isTrial)) };
}
