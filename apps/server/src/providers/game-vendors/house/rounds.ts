// One round of a built-in game, from the bet to the end, with the money moving only through the
// seamless-wallet API (as an outside vendor's would) and every step exactly once.
//
// The order, and why a crash or a retry never pays twice or loses a bet:
//  1. debit `<roundRef>:bet` (the API creates the game round). The roundRef is derived from the
//     member, the game and the client's clientKey, so a retry of the same request debits the same
//     txId: the API answers the original result and takes nothing more. A refused debit
//     (INSUFFICIENT_FUNDS ...) moves nothing and is answered as that error.
//  2. draw, in one database transaction: the game round's row lock, then if no house round is
//     linked to it yet: the member's active seed (locked), nonce = nextNonce, the outcome from
//     the engine, the jackpot (fund and hit: ledger keys `jackpot:fund:<roundRef>` and
//     `jackpot:hit:<roundRef>`), the house round row and nextNonce + 1 all commit together. A
//     retry finds the house round and reuses its outcome: one draw per round. house_rounds.round_id
//     references the API's game round, which exists only after the debit, hence debit first.
//  3. credit `<roundRef>:win` with the win plus any jackpot ("0" for a loss), idempotent.
//  4. endRound.
// A retry with the same clientKey after a crash anywhere resumes from step 1 (or from 3 once the
// house round exists: the debit is not repeated). A round nobody retries is finished by the
// player's next session (resumeInterruptedRounds, any launch of that vendor) or by the house's
// scheduled job (finishInterruptedRounds, every member), whichever comes first: a drawn one gets
// its win, and a bet whose round was never drawn (the request died between 1 and 2) is given
// back: it is not drawn later than DRAW_WINDOW_SECONDS after its bet, and given back only after
// RESUME_AFTER_SECONDS, so the two never both happen.
import { createHash } from 'node:crypto';
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { createRoundRng, type RoundRng } from '@wps/games/fair';
import type { Db } from '../../../db/client';
import { gameVendors } from '../../../db/schema/content';
import { gameRounds, games, houseRounds } from '../../../db/schema/games';
import { ledgerAccounts } from '../../../db/schema/ledger';
import { AppError } from '../../../errors';
import { openAccount, vendorAccountOwner } from '../../../ledger/accounts';
import { post, type JsonValue } from '../../../ledger/post';
import {
  localVendorClient,
  type VendorClient,
  type VendorCode,
  type VendorSend,
} from '../vendor-client';
import {
  findGameRound,
  findHouseRound,
  insertHouseRound,
  insertSeed,
  lockActiveSeed,
  takeNonce,
  type FairSeed,
  type HouseRound,
} from './house.queries';
import { newClientSeed } from '@wps/games/fair';
import type { Play } from './play';

/** A bet's round is drawn within this long of its debit, or never (then it is given back). */
export const DRAW_WINDOW_SECONDS = 5 * 60;
/** Interrupted rounds older than this are finished (resumeInterruptedRounds, the job). */
export const RESUME_AFTER_SECONDS = 10 * 60;

/**
 * The jackpot's funding: this share of every real-money slot bet, in basis points, moves
 * house -> jackpot (the house funds the pool; the player's bet is untouched).
 */
export const JACKPOT_FUND_BPS = 100n;

/** Every house round's reference starts with this (the API's round id and txId prefixes). */
export const HOUSE_REF_PREFIX = 'H';

export type Engine = 'slot' | 'fish' | 'pvp';

export interface RoundSpec {
  clientKey: string;
  engine: Engine;
  /** The bet as the engine takes it, stored with the round (a retry must send the same). */
  bet: { [k: string]: JsonValue };
  /** What the debit takes. */
  amount: bigint;
  /** Bytes to fetch ahead for the engine (its *_ROUND_BYTES). */
  prefetch: number;
  /** Plays the round on the rng; `jackpot` only for a slot spin that hit it. */
  draw(rng: RoundRng): { outcome: { [k: string]: JsonValue }; win: bigint; jackpot?: boolean };
  /** The slot's progressive jackpot takes part (real money only). */
  hasJackpot: boolean;
}

export interface PlayedRound {
  roundId: number;
  roundRef: string;
  nonce: number;
  serverSeedHash: string;
  outcome: { [k: string]: JsonValue };
  win: bigint;
  jackpotWin: bigint;
  /** The player's balance after the win, as the API answered. */
  balance: string;
}

/** The round's reference: stable for (member, game, clientKey), short enough for `:bet`. */
export function roundRefOf(memberId: number, gameId: number, clientKey: string): string {
  const digest = createHash('sha256').update(`${gameId}:${clientKey}`).digest('hex');
  return `${HOUSE_REF_PREFIX}${memberId}-${digest.slice(0, 32)}`;
}

/** An API refusal as the game client's error. */
export function vendorRefusal(code: VendorCode, during: string): AppError {
  switch (code) {
    case 'INSUFFICIENT_FUNDS':
      return new AppError('INSUFFICIENT_FUNDS', 'The balance is too small for this bet.');
    case 'BONUS_MAX_BET':
      return new AppError(
        'BONUS_MAX_BET',
        'While your bonus is active this stake is above its maximum bet.',
        'body.stake',
      );
    case 'INVALID_TOKEN':
    case 'PLAYER_NOT_FOUND':
      return new AppError('LAUNCH_TOKEN_INVALID', 'The game session has ended: launch it again.');
    case 'TX_CONFLICT':
      return new AppError(
        'CONFLICT',
        'This clientKey was already used for a different bet.',
        'body.clientKey',
      );
    case 'ROUND_ENDED':
    case 'BET_ROLLED_BACK':
    case 'ROLLBACK_AFTER_WIN':
      return new AppError('CONFLICT', `This round is closed (${code}).`, 'body.clientKey');
    default:
      return new AppError('INTERNAL_ERROR', `The wallet refused the ${during}: ${code}.`);
  }
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
}
function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object') {
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]),
    );
  }
  return v;
}

function jackpotWinOf(round: HouseRound): bigint {
  const value = (round.outcome as { jackpotWin?: unknown }).jackpotWin;
  return typeof value === 'string' ? BigInt(value) : 0n;
}

/** Plays one round (or resumes the one this clientKey started) and answers its result. */
export async function playRound(db: Db, play: Play, spec: RoundSpec): Promise<PlayedRound> {
  const { client, game } = play;
  const roundRef = roundRefOf(play.memberId, game.id, spec.clientKey);
  let round = await findLinkedHouseRound(db, play.vendorId, roundRef);
  if (round && (round.engine !== spec.engine || !sameJson(round.bet, spec.bet))) {
    throw vendorRefusal('TX_CONFLICT', 'bet');
  }
  if (!round) {
    const debit = await client.debit({
      token: play.token,
      playerId: play.memberId,
      txId: `${roundRef}:bet`,
      roundId: roundRef,
      gameCode: game.code,
      amount: spec.amount,
    });
    if (debit.code !== 'OK') throw vendorRefusal(debit.code, 'bet');
    round = await draw(db, play, spec, roundRef);
  }
  return settle({ client, memberId: play.memberId, gameCode: game.code }, round, roundRef);
}

/** Whose round it is, of which game, and the vendor's client: what paying a round needs. */
interface RoundParty {
  client: VendorClient;
  memberId: number;
  gameCode: string;
}

/** Steps 3 and 4: pays what the stored round won and ends it. */
async function settle(
  party: RoundParty,
  round: HouseRound,
  roundRef: string,
): Promise<PlayedRound> {
  const jackpotWin = jackpotWinOf(round);
  const credit = await party.client.credit({
    playerId: party.memberId,
    txId: `${roundRef}:win`,
    roundId: roundRef,
    gameCode: party.gameCode,
    amount: round.win + jackpotWin,
  });
  if (credit.code !== 'OK') throw vendorRefusal(credit.code, 'win');
  const ended = await party.client.endRound({ playerId: party.memberId, roundId: roundRef });
  if (ended.code !== 'OK' && ended.code !== 'ROUND_ENDED') throw vendorRefusal(ended.code, 'end');
  const seedHash = (round.outcome as { serverSeedHash?: unknown }).serverSeedHash;
  return {
    roundId: round.roundId,
    roundRef,
    nonce: round.nonce,
    serverSeedHash: typeof seedHash === 'string' ? seedHash : '',
    outcome: round.outcome as { [k: string]: JsonValue },
    win: round.win,
    jackpotWin,
    balance: credit.balance,
  };
}

async function findLinkedHouseRound(
  db: Db,
  vendorId: number,
  roundRef: string,
): Promise<HouseRound | null> {
  const [row] = await db
    .select({ house: houseRounds })
    .from(gameRounds)
    .innerJoin(houseRounds, eq(houseRounds.roundId, gameRounds.id))
    .where(and(eq(gameRounds.vendorId, vendorId), eq(gameRounds.roundRef, roundRef)));
  return row?.house ?? null;
}

/** Step 2: the round's outcome, drawn once (see the file's comment). */
async function draw(db: Db, play: Play, spec: RoundSpec, roundRef: string): Promise<HouseRound> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const gameRound = await findGameRound(tx, play.vendorId, roundRef, true);
    if (!gameRound || gameRound.memberId !== play.memberId) {
      throw new AppError('INTERNAL_ERROR', `The bet of round ${roundRef} has no game round.`);
    }
    const existing = await findHouseRound(tx, gameRound.id);
    if (existing) {
      if (existing.engine !== spec.engine || !sameJson(existing.bet, spec.bet)) {
        throw vendorRefusal('TX_CONFLICT', 'bet');
      }
      return existing;
    }
    if (gameRound.state !== 'open' || gameRound.ageSeconds > DRAW_WINDOW_SECONDS) {
      throw new AppError('CONFLICT', 'This round can no longer be played.', 'body.clientKey');
    }
    const seed = (await lockActiveSeed(tx, play.memberId)) ?? (await newSeedIn(tx, play.memberId));
    const nonce = seed.nextNonce;
    const rng = await createRoundRng(seed.serverSeed, seed.clientSeed, nonce, spec.prefetch);
    const drawn = spec.draw(rng);
    let jackpotWin = 0n;
    if (spec.hasJackpot) {
      jackpotWin = await jackpotOf(tx, play, roundRef, spec.amount, drawn.jackpot === true);
    }
    const round = await insertHouseRound(tx, {
      roundId: gameRound.id,
      seedId: seed.id,
      nonce,
      engine: spec.engine,
      bet: spec.bet,
      outcome: {
        ...drawn.outcome,
        serverSeedHash: seed.serverSeedHash,
        jackpotWin: jackpotWin.toString(),
      },
      win: drawn.win,
    });
    await takeNonce(tx, seed.id, nonce);
    return round;
  });
}

async function newSeedIn(tx: Db, memberId: number): Promise<FairSeed> {
  const seed = await insertSeed(tx, memberId, newClientSeed());
  return (await lockActiveSeed(tx, seed.memberId)) ?? seed;
}

/**
 * The progressive jackpot of a real-money slot spin, inside the draw's transaction: first the
 * house funds the pool with JACKPOT_FUND_BPS of the bet (house -> jackpot), then a hit moves the
 * whole pool to the vendor's account (jackpot -> vendor(<code>)), from which the round's win
 * credit pays it to the player with the line wins. Answers the jackpot won (0 without a hit).
 * Both movements are keyed by the round, and commit or roll back with its house round.
 */
async function jackpotOf(
  tx: Db,
  play: Play,
  roundRef: string,
  bet: bigint,
  isHit: boolean,
): Promise<bigint> {
  const jackpot = await openAccount(tx, 'jackpot', null);
  const fund = (bet * JACKPOT_FUND_BPS) / 10_000n;
  if (fund > 0n) {
    const house = await openAccount(tx, 'house', null);
    await post(tx, {
      key: `jackpot:fund:${roundRef}`,
      kind: 'jackpot_fund',
      entries: [
        { account: house.id, amount: -fund },
        { account: jackpot.id, amount: fund },
      ],
      metadata: { roundRef, vendor: play.vendorCode },
    });
  }
  if (!isHit) return 0n;
  // The pool as it is now, locked: two hits at once pay it once, the second gets what is left.
  const [pool] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, jackpot.id))
    .for('update');
  const amount = pool?.balance ?? 0n;
  if (amount <= 0n) return 0n;
  const vendor = await openAccount(
    tx,
    'vendor',
    vendorAccountOwner(play.vendorCode, play.memberId),
  );
  await post(tx, {
    key: `jackpot:hit:${roundRef}`,
    kind: 'jackpot_hit',
    entries: [
      { account: jackpot.id, amount: -amount },
      { account: vendor.id, amount },
    ],
    metadata: { roundRef, vendor: play.vendorCode, memberId: play.memberId },
  });
  return amount;
}

// ---------------------------------------------------------------------------------------------

export interface InterruptedRound {
  vendorId: number;
  vendorCode: string;
  roundRef: string;
  memberId: number;
  gameCode: string;
  hasOutcome: boolean;
}

/**
 * House rounds left open (a request died mid-round) for longer than `olderThanSeconds`, counted
 * back from `now` (the database's clock when omitted), of one vendor and member or of all: drawn
 * ones still owe their win, undrawn ones their bet back. A house round is one of a game the house
 * plays (engine set) whose ref is the house's for its member (roundRefOf).
 */
export async function findInterruptedRounds(
  db: Db,
  of: { vendorId: number; memberId: number } | 'all',
  opts: { olderThanSeconds?: number; now?: Date; limit?: number } = {},
): Promise<InterruptedRound[]> {
  const olderThan = opts.olderThanSeconds ?? RESUME_AFTER_SECONDS;
  const before = opts.now
    ? new Date(opts.now.getTime() - olderThan * 1000)
    : sql`now() - make_interval(secs => ${olderThan})`;
  const rows = await db
    .select({
      vendorId: gameRounds.vendorId,
      vendorCode: gameVendors.vassalage,
      roundRef: gameRounds.roundRef,
      memberId: gameRounds.memberId,
      gameCode: games.gameCode,
      houseId: houseRounds.id,
    })
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .innerJoin(gameVendors, eq(gameVendors.id, gameRounds.vendorId))
    .leftJoin(houseRounds, eq(houseRounds.roundId, gameRounds.id))
    .where(
      and(
        of === 'all' ? undefined : eq(gameRounds.vendorId, of.vendorId),
        of === 'all' ? undefined : eq(gameRounds.memberId, of.memberId),
        eq(gameRounds.state, 'open'),
        isNotNull(games.engine),
        sql`${gameRounds.roundRef} like ${HOUSE_REF_PREFIX} || ${gameRounds.memberId} || '-%'`,
        lt(gameRounds.startedAt, before),
      ),
    )
    .orderBy(gameRounds.startedAt)
    .limit(opts.limit ?? 20);
  return rows.map((r) => ({
    vendorId: r.vendorId,
    vendorCode: r.vendorCode,
    roundRef: r.roundRef,
    memberId: r.memberId,
    gameCode: r.gameCode,
    hasOutcome: r.houseId !== null,
  }));
}

/**
 * Finishes one interrupted round through the vendor API with `client` (signed as its vendor): a
 * drawn round gets its win credited and ends; an undrawn one (older than the draw window, so it
 * can never be drawn now) has its bet rolled back and ends. Every call is keyed as in playRound,
 * so this, a late retry of the same round and another finisher cannot both take effect. False
 * when it is left for later (the rollback not answered); throws when the credit is refused.
 */
async function finishInterruptedRound(
  db: Db,
  client: VendorClient,
  r: InterruptedRound,
): Promise<boolean> {
  if (r.hasOutcome) {
    const round = await findLinkedHouseRound(db, r.vendorId, r.roundRef);
    if (!round) return false;
    await settle({ client, memberId: r.memberId, gameCode: r.gameCode }, round, r.roundRef);
    return true;
  }
  const back = await client.rollback({
    playerId: r.memberId,
    txId: `${r.roundRef}:rollback`,
    refTxId: `${r.roundRef}:bet`,
    roundId: r.roundRef,
  });
  if (back.code !== 'OK' && back.code !== 'TX_NOT_FOUND') return false;
  await client.endRound({ playerId: r.memberId, roundId: r.roundRef });
  return true;
}

/**
 * Finishes the member's interrupted rounds of the play's vendor (called when the game client
 * opens a session), each as finishInterruptedRound does.
 */
export async function resumeInterruptedRounds(
  db: Db,
  play: Play,
  olderThanSeconds = RESUME_AFTER_SECONDS,
): Promise<number> {
  const rounds = await findInterruptedRounds(
    db,
    { vendorId: play.vendorId, memberId: play.memberId },
    { olderThanSeconds },
  );
  let finished = 0;
  for (const r of rounds) {
    if (await finishInterruptedRound(db, play.client, r)) finished++;
  }
  return finished;
}

export interface FinishReport {
  finished: number;
  /** Left for a later run: not answered, or refused (logged). */
  left: number;
}

/**
 * Finishes every member's interrupted rounds (up to `limit`, oldest first), each signed as its
 * own vendor: the house's scheduled job, for players who do not come back. Runs outside any
 * transaction and may run alongside a session's resume or another process: see
 * finishInterruptedRound.
 */
export async function finishInterruptedRounds(
  deps: { db: Db; send: VendorSend; log?: { warn(obj: object, msg: string): void } },
  now: Date,
  limit = 100,
): Promise<FinishReport> {
  const rounds = await findInterruptedRounds(deps.db, 'all', { now, limit });
  const clients = new Map<string, VendorClient>();
  const report: FinishReport = { finished: 0, left: 0 };
  for (const r of rounds) {
    try {
      let client = clients.get(r.vendorCode);
      if (!client) {
        client = await localVendorClient(deps, r.vendorCode);
        clients.set(r.vendorCode, client);
      }
      if (await finishInterruptedRound(deps.db, client, r)) report.finished++;
      else report.left++;
    } catch (error) {
      report.left++;
      deps.log?.warn({ err: error, roundRef: r.roundRef }, 'house round not finished');
    }
  }
  return report;
}
