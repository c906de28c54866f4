// The built-in vendor's calls that are not a round: the session the game client opens, the
// provably fair seed changes, and the public verification data of a round or a seed.
import type { TLanguage } from '@wps/contracts/http';
import type { THouseSession } from '@wps/contracts/games/house-session';
import type { THouseSeedChange } from '@wps/contracts/games/house-seed';
import type { THouseFairSeed, THouseRoundVerify } from '@wps/contracts/games/house-rounds';
import type { Db } from '../../../db/client';
import { AppError } from '../../../errors';
import { accountOf } from '../../../ledger/accounts';
import {
  ensureActiveSeed,
  findRoundForVerify,
  findSeedByHash,
  insertSeed,
  lockActiveSeed,
  revealSeed,
  seedRoundCount,
} from './house.queries';
import { openPlay, type HouseDeps, type HouseGame, type Play } from './play';
import { betLimits } from './limits';
import { resumeInterruptedRounds } from './rounds';
import { gameRules } from './rules';

/** The game's name in the language, EN when it has none. */
export function nameIn(names: HouseGame['names'], language: TLanguage | undefined): string {
  return (language && names[language]) || names.EN;
}

export async function jackpotPool(db: Db): Promise<bigint> {
  return (await accountOf(db, 'jackpot', null))?.balance ?? 0n;
}

export async function startSession(
  deps: HouseDeps,
  body: { token: string; language?: TLanguage },
): Promise<THouseSession> {
  const play = await openPlay(deps, body.token);
  let balance = play.balance;
  // Rounds an earlier request left half done are finished first (win paid or bet given back).
  if ((await resumeInterruptedRounds(deps.db, play)) > 0) {
    const now = await play.client.balance(play.memberId);
    if (now.code === 'OK') balance = now.balance;
  }
  const seed = await ensureActiveSeed(deps.db, play.memberId);
  const rules = gameRules(play.game);
  const { min, max } = betLimits(play.game);
  const hasJackpot = play.game.engine === 'slot' && !play.isTrial;
  return {
    player: { playerId: play.memberId, username: play.username, isTrial: play.isTrial },
    balance,
    currency: play.currency,
    game: {
      code: play.game.code,
      name: nameIn(play.game.names, body.language),
      vendor: play.vendorCode,
      engine: play.game.engine,
      minBet: min.toString(),
      maxBet: max.toString(),
      ...rules,
    },
    seed: {
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      nonce: seed.nextNonce,
    },
    jackpot: hasJackpot ? (await jackpotPool(deps.db)).toString() : '0',
  };
}

/**
 * Ends the active seed pair (revealing its server seed) and starts the next at nonce 0, with
 * `clientSeed` or the old client seed. Rounds lock the same row, so a round is drawn wholly with
 * the old pair or wholly with the new one.
 */
export async function changeSeed(
  deps: HouseDeps,
  token: string,
  clientSeed?: string,
): Promise<THouseSeedChange> {
  const play = await openPlay(deps, token);
  await ensureActiveSeed(deps.db, play.memberId);
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const current = await lockActiveSeed(tx, play.memberId);
    // Another rotation got here first and its pair is the active one now: rotate that.
    if (!current) throw new AppError('CONFLICT', 'The seed changed meanwhile: try again.');
    const revealed = await revealSeed(tx, current.id);
    const next = await insertSeed(tx, play.memberId, clientSeed ?? current.clientSeed);
    return {
      revealed: {
        serverSeed: revealed.serverSeed,
        serverSeedHash: revealed.serverSeedHash,
        clientSeed: revealed.clientSeed,
        lastNonce: revealed.nextNonce > 0 ? revealed.nextNonce - 1 : null,
      },
      next: { serverSeedHash: next.serverSeedHash, clientSeed: next.clientSeed, nonce: 0 },
    };
  });
}

export async function roundForVerify(db: Db, roundId: number): Promise<THouseRoundVerify> {
  const row = await findRoundForVerify(db, roundId);
  if (!row || !row.gameCode) throw new AppError('NOT_FOUND', 'No such round.');
  return {
    roundId: row.roundId,
    engine: row.engine as THouseRoundVerify['engine'],
    gameCode: row.gameCode,
    gameName: row.gameNames?.EN ?? row.gameCode,
    vendor: row.vendorCode,
    currency: row.currency,
    bet: row.bet as Record<string, unknown>,
    outcome: row.outcome as Record<string, unknown>,
    win: row.win.toString(),
    serverSeedHash: row.serverSeedHash,
    serverSeed: row.revealedAt ? row.serverSeed : null,
    clientSeed: row.clientSeed,
    nonce: row.nonce,
    playedAt: row.createdAt.toISOString(),
  };
}

export async function fairSeed(db: Db, seedHash: string): Promise<THouseFairSeed> {
  const seed = await findSeedByHash(db, seedHash);
  if (!seed) throw new AppError('NOT_FOUND', 'No such seed.');
  return {
    serverSeedHash: seed.serverSeedHash,
    serverSeed: seed.revealedAt ? seed.serverSeed : null,
    clientSeed: seed.clientSeed,
    rounds: await seedRoundCount(db, seed.id),
    revealedAt: seed.revealedAt?.toISOString() ?? null,
  };
}

export type { Play };
