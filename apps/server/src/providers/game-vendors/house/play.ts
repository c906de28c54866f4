// The player behind a game client's launch token. The token names the launch (our own row: its
// vendor and game, so the house knows which vendor to sign as); the player, currency and whether
// the session is still live come from the seamless-wallet API's authenticate, as an outside
// vendor would learn them.
import { createHash } from 'node:crypto';
import type { Db } from '../../../db/client';
import { AppError } from '../../../errors';
import { localVendorClient, type VendorClient, type VendorSend } from '../vendor-client';
import { findLaunch } from './house.queries';
import { vendorRefusal, type Engine } from './rounds';

export interface HouseDeps {
  db: Db;
  /** Carries the vendor API calls (injectSend in the server: the same route outsiders use). */
  send: VendorSend;
}

export interface HouseGame {
  id: number;
  code: string;
  names: Record<string, string | undefined> & { EN: string };
  engine: Engine;
  minBet: bigint;
  lines: number;
}

export interface Play {
  token: string;
  memberId: number;
  username: string;
  currency: string;
  isTrial: boolean;
  /** The balance authenticate answered (minor units). */
  balance: string;
  vendorId: number;
  vendorCode: string;
  game: HouseGame;
  client: VendorClient;
}

const engines: readonly string[] = ['slot', 'fish', 'pvp'];

/** Launch tokens are stored as their SHA-256 (hex), as the launch call keeps them. */
const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The live play of this token, for a game the house plays with `engine` (any built-in engine when
 * omitted). LAUNCH_TOKEN_INVALID for an unknown, expired or ended token; GAME_UNAVAILABLE for a
 * game that is off, not built in, or another engine's.
 */
export async function openPlay(deps: HouseDeps, token: string, engine?: Engine): Promise<Play> {
  const launch = await findLaunch(deps.db, tokenHashOf(token));
  if (!launch) throw new AppError('LAUNCH_TOKEN_INVALID', 'Unknown game session: launch again.');
  const game = launch.game;
  if (
    !game ||
    !game.isActive ||
    !launch.vendorActive ||
    game.engine === null ||
    !engines.includes(game.engine) ||
    (engine !== undefined && game.engine !== engine)
  ) {
    throw new AppError('GAME_UNAVAILABLE', 'This game is not played here.');
  }
  const client = await localVendorClient(deps, launch.vendorCode);
  const auth = await client.authenticate(token);
  if (auth.code !== 'OK') throw vendorRefusal(auth.code, 'session');
  if (auth.playerId !== launch.memberId) {
    throw new AppError('LAUNCH_TOKEN_INVALID', 'The game session belongs to someone else.');
  }
  return {
    token,
    memberId: auth.playerId,
    username: auth.username,
    currency: auth.currency,
    isTrial: auth.isTrial,
    balance: auth.balance,
    vendorId: launch.vendorId,
    vendorCode: launch.vendorCode,
    game: { ...game, engine: game.engine as Engine },
    client,
  };
}
