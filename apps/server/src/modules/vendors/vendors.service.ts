// Game vendors for the header navigation, and the few things operators may change about them.
import {
  gameTypeRoute,
  gameTypes,
  type TGameClassify,
  type TGameType,
  type TNavItem,
  type TVendor,
} from '@wps/contracts/content/game-nav';
import type { TOpsVendor, TVendorPatch } from '@wps/contracts/content/ops-vendors';
import type { TLanguage } from '@wps/contracts/http';
import type { gameVendors } from '../../db/schema/content';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { DEFAULT_LANGUAGE } from '../../lib/texts';
import { insertAudit } from '../ops/ops.queries';
import { requireOperator } from '../ops/ops.service';
import type { Caller } from '../session/session.service';
import { gameTypeName } from './game-type-names';
import * as q from './vendors.queries';

type VendorRow = typeof gameVendors.$inferSelect;

/** The header dropdown shows at most this many vendors per game type (spec 9). */
export const NAV_VENDOR_LIMIT = 30;

const rngClasses: TGameClassify[] = ['SCRATCH', 'VIDEO_POKER', 'TABLE_GAMES', 'ARCADE', 'SLOTS'];

/** Spec 9: the slot classes, with bingo only on the TY-language site. */
function classesOf(gameType: TGameType, language: TLanguage): TGameClassify[] {
  if (gameType !== 'RNG') return [];
  return language === 'TY' ? [...rngClasses, 'BINGO'] : rngClasses;
}

/** Navigation order first (rows arrive in sort order, and Array.sort is stable). */
function inNavOrder(rows: VendorRow[]): VendorRow[] {
  return rows.sort((a, b) => gameTypes.indexOf(a.gameType) - gameTypes.indexOf(b.gameType));
}

function toVendor(row: VendorRow): TVendor {
  return {
    gameType: row.gameType,
    vassalage: row.vassalage,
    displayName: row.displayName,
    accountTypeId: row.accountTypeId,
    isHot: row.isHot ? 1 : 0,
    logo: row.logo,
  };
}

export async function getGameVendors({ db }: Deps): Promise<TVendor[]> {
  return inNavOrder(await q.findVendors(db, { activeOnly: true })).map(toVendor);
}

export async function getNavItems(
  { db }: Deps,
  query: { language?: TLanguage },
): Promise<TNavItem[]> {
  const language = query.language ?? DEFAULT_LANGUAGE;
  const rows = await q.findVendors(db, { activeOnly: true });
  return gameTypes.map((gameType) => ({
    gameType,
    page: gameTypeRoute[gameType],
    name: gameTypeName(gameType, language),
    cards: rows
      .filter((row) => row.gameType === gameType)
      .slice(0, NAV_VENDOR_LIMIT)
      .map((row) => ({ vassalage: row.vassalage, isHot: row.isHot ? 1 : 0 })),
    gameClassify: classesOf(gameType, language),
  }));
}

function toOpsVendor(row: VendorRow): TOpsVendor {
  return {
    id: row.id,
    gameType: row.gameType,
    vassalage: row.vassalage,
    displayName: row.displayName,
    accountTypeId: row.accountTypeId,
    isHot: row.isHot,
    logo: row.logo,
    sort: row.sort,
    isActive: row.isActive,
  };
}

export async function listVendors(deps: Deps, caller: Caller | null) {
  await requireOperator(deps, caller);
  return inNavOrder(await q.findVendors(deps.db, { activeOnly: false })).map(toOpsVendor);
}

export async function updateVendor(
  deps: Deps,
  caller: Caller | null,
  id: number,
  patch: TVendorPatch,
) {
  const operator = await requireOperator(deps, caller, ['content']);
  return deps.db.transaction(async (tx) => {
    const row = await q.updateVendor(tx, id, patch);
    if (!row) throw new AppError('NOT_FOUND', `No vendor ${id}.`, 'params.id');
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'content.vendor.update',
      subject: `vendor:${row.gameType}:${row.vassalage}`,
      detail: patch,
    });
    return toOpsVendor(row);
  });
}
