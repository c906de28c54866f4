// The game catalogue: the lobby's lists (game list, hot, favourites, recent), the winners board,
// the jackpot pool, the PvP rooms, and the operators' game management.
import type { TGameType } from '@wps/contracts/content/game-nav';
import type { TGameListQuery, TGameItem, TGamePage } from '@wps/contracts/games/game-list';
import { GAME_PAGE_SIZE, minBetOptionMinor } from '@wps/contracts/games/game-list';
import { HOT_GAMES_LIMIT } from '@wps/contracts/games/hot-games';
import type { TCreateGameRequest, TGamePatch, TOpsGame } from '@wps/contracts/games/ops-games';
import { RANK_LIST_DAYS, type TRankVo } from '@wps/contracts/games/rank-list';
import type { TRecentGame } from '@wps/contracts/games/recent-games';
import { PVP_SEAT_IDLE_MS, type TPvpRoom } from '@wps/contracts/games/room-list';
import type { TLanguage } from '@wps/contracts/http';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { accountOf, SITE_CURRENCY } from '../../ledger/accounts';
import { DEFAULT_LANGUAGE } from '../../lib/texts';
import type { TOpsPvpRoom, TPvpRoomBots } from '@wps/contracts/games/ops-pvp-rooms';
import { insertAudit } from '../ops/ops.queries';
import { tyVendorView } from '../vendors/ty-vendor-ids.service';
import { requireOperator } from '../ops/ops.service';
import type { Caller } from '../session/session.service';
import * as q from './games.queries';

type Names = Partial<Record<TLanguage, string>> & { EN: string };

/** The name in `language`, EN when that language has none. */
export function nameIn(names: Names, language: TLanguage): string {
  return names[language] || names.EN;
}

function toItem(row: q.ListedGame, language: TLanguage): TGameItem {
  const { game } = row;
  return {
    nodeId: game.id,
    gameCode: game.gameCode,
    vassalage: row.vassalage,
    vendorName: row.vendorName,
    gameType: game.gameType,
    name: nameIn(game.names, language),
    classify: game.classify,
    minBet: game.minBet.toString(),
    lines: game.lines,
    art: game.art,
    isHot: game.isHot,
    trial: game.trialEnabled,
    isFavourite: Boolean(row.isFavourite),
  };
}

const memberIdOf = (caller: Caller | null) => (caller?.kind === 'member' ? caller.id : null);
const pageOf = (pageNo: number, pageSize: number) => ({
  limit: pageSize,
  offset: (pageNo - 1) * pageSize,
});
const pagesOf = (total: number, pageSize: number) => Math.ceil(total / pageSize);

export async function getGameList(
  { db }: Deps,
  caller: Caller | null,
  query: TGameListQuery,
): Promise<TGamePage> {
  const language = query.language ?? DEFAULT_LANGUAGE;
  const pageSize = query.pageSize ?? GAME_PAGE_SIZE;
  // Spec 9: bingo is a class of the TY-language site only.
  if (query.gameClassify === 'BINGO' && language !== 'TY') {
    return { games: [], totalPages: 0, total: 0 };
  }
  const filter: q.GameFilter = {
    gameType: query.gameType,
    vassalage: query.vassalage,
    exceptVendorIds: (await tyVendorView(db, language)).hidden,
    classify: query.gameClassify,
    withoutBingo: language !== 'TY',
    nameLike: query.gameName ? query.gameName.toLowerCase() : undefined,
    maxMinBet: query.minBet ? minBetOptionMinor[query.minBet] : undefined,
    minLines: query.minLineNum || undefined,
  };
  const [rows, total] = await Promise.all([
    q.findLobbyGames(db, filter, pageOf(query.pageNo, pageSize), memberIdOf(caller)),
    q.countLobbyGames(db, filter),
  ]);
  return {
    games: rows.map((row) => toItem(row, language)),
    totalPages: pagesOf(total, pageSize),
    total,
  };
}

export async function getHotGames(
  { db }: Deps,
  caller: Caller | null,
  query: { gameType?: TGameType; vassalage?: string; language?: TLanguage },
): Promise<TGameItem[]> {
  const language = query.language ?? DEFAULT_LANGUAGE;
  const rows = await q.findLobbyGames(
    db,
    {
      gameType: query.gameType,
      vassalage: query.vassalage,
      exceptVendorIds: (await tyVendorView(db, language)).hidden,
      withoutBingo: language !== 'TY',
      hotOnly: true,
    },
    { limit: HOT_GAMES_LIMIT, offset: 0 },
    memberIdOf(caller),
  );
  return rows.map((row) => toItem(row, language));
}

function requireMember(caller: Caller | null): number {
  if (caller?.kind !== 'member') throw new AppError('NOT_LOGGED_IN');
  return caller.id;
}

export async function toggleFavourite(
  { db }: Deps,
  caller: Caller | null,
  body: { nodeId: number; vendor?: string; gameType?: TGameType },
): Promise<{ nodeId: number; isFavourite: boolean }> {
  const memberId = requireMember(caller);
  const found = await q.findGameWithVendor(db, body.nodeId);
  if (!found) throw new AppError('NOT_FOUND', `No game ${body.nodeId}.`, 'body.nodeId');
  if (body.vendor !== undefined && body.vendor !== found.vendor.vassalage) {
    throw new AppError('VALIDATION_FAILED', 'The game is not this vendor’s.', 'body.vendor');
  }
  if (body.gameType !== undefined && body.gameType !== found.game.gameType) {
    throw new AppError('VALIDATION_FAILED', 'The game is not of this type.', 'body.gameType');
  }
  // Delete first: a favourite can always be removed, even of a game no longer shown.
  if (await q.deleteFavourite(db, memberId, body.nodeId)) {
    return { nodeId: body.nodeId, isFavourite: false };
  }
  if (!found.game.isActive || !found.vendor.isActive) {
    throw new AppError('GAME_UNAVAILABLE', `Game ${body.nodeId} is not offered.`, 'body.nodeId');
  }
  await q.insertFavourite(db, memberId, body.nodeId);
  return { nodeId: body.nodeId, isFavourite: true };
}

interface MemberListQuery {
  gameType?: TGameType;
  vassalage?: string;
  language?: TLanguage;
  pageNo: number;
  pageSize: number;
}

async function memberFilter(
  db: Db,
  query: MemberListQuery,
  language: TLanguage,
): Promise<q.GameFilter> {
  return {
    gameType: query.gameType,
    vassalage: query.vassalage,
    exceptVendorIds: (await tyVendorView(db, language)).hidden,
    withoutBingo: language !== 'TY',
  };
}

export async function getFavouriteGames(deps: Deps, caller: Caller | null, query: MemberListQuery) {
  const memberId = requireMember(caller);
  const language = query.language ?? DEFAULT_LANGUAGE;
  const { rows, total } = await q.findFavouriteGames(
    deps.db,
    memberId,
    await memberFilter(deps.db, query, language),
    pageOf(query.pageNo, query.pageSize),
  );
  return {
    content: rows.map((row) => toItem(row, language)),
    totalPages: pagesOf(total, query.pageSize),
    total,
  };
}

export async function getRecentGames(
  deps: Deps,
  caller: Caller | null,
  query: MemberListQuery,
): Promise<{ list: TRecentGame[]; totalPages: number; total: number }> {
  const memberId = requireMember(caller);
  const language = query.language ?? DEFAULT_LANGUAGE;
  const { rows, total } = await q.findRecentGames(
    deps.db,
    memberId,
    await memberFilter(deps.db, query, language),
    pageOf(query.pageNo, query.pageSize),
  );
  return {
    list: rows.map((row) => ({
      ...toItem(row, language),
      lastPlayedAt: row.lastPlayedAt.toISOString(),
    })),
    totalPages: pagesOf(total, query.pageSize),
    total,
  };
}

/** pl****01: the first two and last two characters; shorter names keep only their first. */
export function maskUsername(username: string): string {
  const chars = [...username];
  if (chars.length <= 4) return `${chars[0] ?? ''}****`;
  return `${chars.slice(0, 2).join('')}****${chars.slice(-2).join('')}`;
}

export async function getRankList(
  { db }: Deps,
  query: { gameCategory: 'ALL' | TGameType; language?: TLanguage; limitNum: number },
  now = new Date(),
): Promise<{ items: Array<{ vo: TRankVo }> }> {
  const language = query.language ?? DEFAULT_LANGUAGE;
  const rows = await q.findBiggestWins(db, {
    since: new Date(now.getTime() - RANK_LIST_DAYS * 24 * 60 * 60 * 1000),
    gameType: query.gameCategory === 'ALL' ? undefined : query.gameCategory,
    limit: query.limitNum,
  });
  return {
    items: rows.map((row) => ({
      vo: {
        username: maskUsername(row.username),
        gameCode: row.game.gameCode,
        gameName: nameIn(row.game.names, language),
        gameType: row.game.gameType,
        vassalage: row.vassalage,
        winAmount: row.winTotal.toString(),
        currency: row.currency,
        time: (row.endedAt ?? now).toISOString(),
      },
    })),
  };
}

export async function getJackpot({ db }: Deps): Promise<{ amount: string; currency: string }> {
  const account = await accountOf(db, 'jackpot', null);
  return {
    amount: (account?.balance ?? 0n).toString(),
    currency: account?.currency ?? SITE_CURRENCY,
  };
}

export async function getRoomList(
  { db }: Deps,
  caller: Caller | null,
  query: { gameCode?: string; language?: TLanguage },
  now = new Date(),
): Promise<TPvpRoom[]> {
  requireMember(caller);
  const language = query.language ?? DEFAULT_LANGUAGE;
  const rows = await q.findRooms(db, {
    gameCode: query.gameCode,
    seenSince: new Date(now.getTime() - PVP_SEAT_IDLE_MS),
  });
  return rows.map(({ room, gameCode, gameNames, vendor, seatsTaken }) => ({
    roomId: room.id,
    nodeId: room.gameId,
    gameCode,
    gameName: nameIn(gameNames, language),
    vendor,
    name: nameIn(room.names, language),
    minBet: room.minBet.toString(),
    maxBet: room.maxBet.toString(),
    seats: room.seats,
    seatsTaken: Math.min(Number(seatsTaken), room.seats),
    botsEnabled: room.botsEnabled,
  }));
}

// ---------------------------------------------------------------------------------------------
// Operators: any operator may look; changing the catalogue is an admin's (it sets stakes).

const GAME_EDIT_ROLES = 'games.edit';

function toOpsGame(game: q.GameRow, vassalage: string): TOpsGame {
  return {
    id: game.id,
    vendorId: game.vendorId,
    vassalage,
    gameType: game.gameType,
    gameCode: game.gameCode,
    names: game.names,
    classify: game.classify,
    minBet: game.minBet.toString(),
    lines: game.lines,
    art: game.art,
    isHot: game.isHot,
    sort: game.sort,
    isActive: game.isActive,
    trialEnabled: game.trialEnabled,
    engine: (game.engine as TOpsGame['engine']) ?? null,
    updatedAt: game.updatedAt.toISOString(),
  };
}

export async function listOpsGames(
  deps: Deps,
  caller: Caller | null,
  query: {
    gameType?: TGameType;
    vendorId?: number;
    name?: string;
    isActive?: 'true' | 'false';
    pageNo: number;
    pageSize: number;
  },
) {
  await requireOperator(deps, caller);
  const { rows, total } = await q.findOpsGames(
    deps.db,
    {
      gameType: query.gameType,
      vendorId: query.vendorId,
      nameLike: query.name ? query.name.toLowerCase() : undefined,
      isActive: query.isActive === undefined ? undefined : query.isActive === 'true',
    },
    pageOf(query.pageNo, query.pageSize),
  );
  return {
    items: rows.map((row) => toOpsGame(row.game, row.vassalage)),
    total,
    totalPages: pagesOf(total, query.pageSize),
  };
}

/** Classes belong to RNG games only. */
function checkClassify(gameType: TGameType, classify: string | null | undefined, field: string) {
  if (classify && gameType !== 'RNG') {
    throw new AppError('VALIDATION_FAILED', 'Only RNG games have a class.', field);
  }
}

export async function updateGame(deps: Deps, caller: Caller | null, id: number, patch: TGamePatch) {
  const operator = await requireOperator(deps, caller, GAME_EDIT_ROLES);
  return deps.db.transaction(async (tx) => {
    const found = await q.findGameWithVendor(tx, id);
    if (!found) throw new AppError('NOT_FOUND', `No game ${id}.`, 'params.id');
    checkClassify(found.game.gameType, patch.classify, 'body.classify');
    const changes: q.GameChanges = {
      ...(patch.names
        ? { names: patch.names as Names, searchText: q.searchTextOf(patch.names) }
        : {}),
      ...(patch.classify !== undefined ? { classify: patch.classify } : {}),
      ...(patch.minBet !== undefined ? { minBet: BigInt(patch.minBet) } : {}),
      ...(patch.lines !== undefined ? { lines: patch.lines } : {}),
      ...(patch.isHot !== undefined ? { isHot: patch.isHot } : {}),
      ...(patch.sort !== undefined ? { sort: patch.sort } : {}),
      ...(patch.isActive !== undefined ? { isActive: patch.isActive } : {}),
      ...(patch.trialEnabled !== undefined ? { trialEnabled: patch.trialEnabled } : {}),
    };
    const row = await q.updateGame(tx, id, changes);
    if (!row) throw new AppError('NOT_FOUND', `No game ${id}.`, 'params.id');
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'games.game.update',
      subject: `game:${row.gameCode}`,
      detail: patch,
    });
    return toOpsGame(row, found.vendor.vassalage);
  });
}

export async function createGame(deps: Deps, caller: Caller | null, body: TCreateGameRequest) {
  const operator = await requireOperator(deps, caller, GAME_EDIT_ROLES);
  return deps.db.transaction(async (tx) => {
    const vendor = await q.findVendor(tx, body.vendorId);
    if (!vendor) throw new AppError('NOT_FOUND', `No vendor ${body.vendorId}.`, 'body.vendorId');
    checkClassify(vendor.gameType, body.classify, 'body.classify');
    const row = await q.insertGame(tx, {
      vendorId: vendor.id,
      gameType: vendor.gameType,
      gameCode: body.gameCode,
      names: body.names as Names,
      searchText: q.searchTextOf(body.names),
      classify: body.classify,
      minBet: BigInt(body.minBet),
      lines: body.lines,
      art: body.art ?? `/images/games/${body.gameCode}.svg`,
      isHot: body.isHot,
      sort: body.sort,
      isActive: body.isActive,
      trialEnabled: body.trialEnabled,
      engine: body.engine,
    });
    if (!row) {
      throw new AppError('CONFLICT', `Game code ${body.gameCode} is taken.`, 'body.gameCode');
    }
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'games.game.create',
      subject: `game:${row.gameCode}`,
      detail: body,
    });
    return toOpsGame(row, vendor.vassalage);
  });
}

// ---------------------------------------------------------------------------------------------
// Operators and the PvP rooms' bots switch (issue 16)

function toOpsRoom(row: Awaited<ReturnType<typeof q.findOpsRooms>>[number]): TOpsPvpRoom {
  return {
    id: row.room.id,
    gameCode: row.gameCode,
    name: row.room.names.EN,
    gameName: row.gameNames.EN ?? row.gameCode,
    minBet: row.room.minBet.toString(),
    maxBet: row.room.maxBet.toString(),
    seats: row.room.seats,
    botsEnabled: row.room.botsEnabled,
  };
}

export async function listOpsRooms(deps: Deps, caller: Caller | null): Promise<TOpsPvpRoom[]> {
  await requireOperator(deps, caller);
  return (await q.findOpsRooms(deps.db)).map(toOpsRoom);
}

/** An admin's switch: bots may (or may not) take empty seats in this room; audited. */
export async function setRoomBots(
  deps: Deps,
  caller: Caller | null,
  roomId: number,
  body: TPvpRoomBots,
): Promise<TOpsPvpRoom> {
  const operator = await requireOperator(deps, caller, GAME_EDIT_ROLES);
  return deps.db.transaction(async (tx) => {
    if (!(await q.setRoomBots(tx, roomId, body.botsEnabled))) {
      throw new AppError('NOT_FOUND', `No PvP room ${roomId}.`, 'params.id');
    }
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'games.pvp-room.bots',
      subject: `pvp-room:${roomId}`,
      detail: body,
    });
    const [row] = await q.findOpsRooms(tx, roomId);
    return toOpsRoom(row!);
  });
}
