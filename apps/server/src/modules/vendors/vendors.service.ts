// Game vendors for the header navigation, and what operators may change about them: display,
// visibility, wallet mode and the signing key.
import { randomBytes } from 'node:crypto';
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
import type { Db } from '../../db/client';
import type { gameVendors } from '../../db/schema/content';
import type { Deps } from '../../deps';
import { forgetVendorSecrets } from '../../providers/game-vendors/vendor-client';
import { AppError } from '../../errors';
import { DEFAULT_LANGUAGE } from '../../lib/texts';
import { appendAudit } from '../audit';
import { requireOperator } from '../ops/ops.service';
import type { Caller } from '../session/session.service';
import { gameTypeName } from './game-type-names';
import { asListedIn, tyVendorView } from './ty-vendor-ids.service';
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
function inNavOrder<R extends VendorRow>(rows: R[]): R[] {
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

/** The active vendors in display order, as the language's site lists them (TY's own ids). */
async function findListedVendors(db: Db, language: TLanguage) {
  const [rows, view] = await Promise.all([
    q.findVendors(db, { activeOnly: true }),
    tyVendorView(db, language),
  ]);
  return asListedIn(rows, view);
}

export async function getGameVendors(
  { db }: Deps,
  query: { language?: TLanguage },
): Promise<TVendor[]> {
  const rows = await findListedVendors(db, query.language ?? DEFAULT_LANGUAGE);
  return inNavOrder(rows).map(toVendor);
}

export async function getNavItems(
  { db }: Deps,
  query: { language?: TLanguage },
): Promise<TNavItem[]> {
  const language = query.language ?? DEFAULT_LANGUAGE;
  const rows = await findListedVendors(db, language);
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

function toOpsVendor(row: VendorRow, keyUpdatedAt: Date | null): TOpsVendor {
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
    walletMode: row.walletMode,
    keyUpdatedAt: keyUpdatedAt?.toISOString() ?? null,
  };
}

export async function listVendors(
  deps: Deps,
  caller: Caller | null,
  query: { gameType?: TGameType; pageNo: number; pageSize: number },
) {
  await requireOperator(deps, caller);
  const { gameType, pageNo, pageSize } = query;
  const [rows, total] = await Promise.all([
    q.findVendorPage(deps.db, { gameType }, { limit: pageSize, offset: (pageNo - 1) * pageSize }),
    q.countVendors(deps.db, { gameType }),
  ]);
  return {
    items: rows.map((row) => toOpsVendor(row, row.keyUpdatedAt)),
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}

export async function listVendorChoices(deps: Deps, caller: Caller | null) {
  await requireOperator(deps, caller);
  return q.findVendorChoices(deps.db);
}

export async function updateVendor(
  deps: Deps,
  caller: Caller | null,
  id: number,
  patch: TVendorPatch,
) {
  const operator = await requireOperator(deps, caller, 'content.edit');
  return deps.db.transaction(async (tx) => {
    const row = await q.updateVendor(tx, id, patch);
    if (!row) throw new AppError('NOT_FOUND', `No vendor ${id}.`, 'params.id');
    const vendor = toOpsVendor(row, await q.keyUpdatedAt(tx, id));
    await appendAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'content.vendor.update',
      subject: `vendor:${row.gameType}:${row.vassalage}`,
      detail: patch,
    });
    return vendor;
  });
}

/**
 * Which wallet a vendor's bets move. The switch is refused while the vendor is listed (a launch
 * could start meanwhile), while it has an open round (its settlement would land in the other
 * wallet), and when leaving transfer while any member's game wallet with it holds money (that
 * money would be stranded).
 */
export async function setWalletMode(
  deps: Deps,
  caller: Caller | null,
  id: number,
  walletMode: 'seamless' | 'transfer',
) {
  const operator = await requireOperator(deps, caller, 'games.edit');
  return deps.db.transaction(async (tx) => {
    const vendor = await q.lockVendor(tx, id);
    if (!vendor) throw new AppError('NOT_FOUND', `No vendor ${id}.`, 'params.id');
    if (vendor.walletMode === walletMode) return toOpsVendor(vendor, vendor.keyUpdatedAt);
    if (vendor.isActive) {
      throw new AppError('INVALID_STATE', 'Disable the vendor before switching its wallet.');
    }
    if (await q.hasOpenRound(tx, id)) {
      throw new AppError('INVALID_STATE', 'The vendor has open rounds; wait until they end.');
    }
    if (vendor.walletMode === 'transfer' && (await q.hasFundedGameWallet(tx, vendor.vassalage))) {
      throw new AppError(
        'INVALID_STATE',
        'Members still hold money in game wallets with this vendor; it must come back first.',
      );
    }
    const row = (await q.updateVendor(tx, id, { walletMode }))!;
    await appendAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'games.vendor.walletMode',
      subject: `vendor:${row.gameType}:${row.vassalage}`,
      detail: { from: vendor.walletMode, to: walletMode },
    });
    return toOpsVendor(row, vendor.keyUpdatedAt);
  });
}

/**
 * A new signing key for the vendor, answered once: only the vendor's credentials row keeps it,
 * and no listing selects it. The old key stops working at once (the local vendors' cached key
 * is dropped here; other server processes drop theirs within a minute).
 */
export async function rotateVendorKey(deps: Deps, caller: Caller | null, id: number) {
  const operator = await requireOperator(deps, caller, 'games.edit');
  const key = randomBytes(32).toString('hex');
  const result = await deps.db.transaction(async (tx) => {
    const vendor = await q.lockVendor(tx, id);
    if (!vendor) throw new AppError('NOT_FOUND', `No vendor ${id}.`, 'params.id');
    const updatedAt = await q.replaceVendorKey(tx, id, key);
    if (!updatedAt) {
      throw new AppError('INVALID_STATE', 'This vendor has no integration key to rotate.');
    }
    await appendAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'games.vendor.rotateKey',
      subject: `vendor:${vendor.gameType}:${vendor.vassalage}`,
      // Never the key: the audit log is readable by more people than the vendor's integrators.
      detail: { rotatedAt: updatedAt.toISOString() },
    });
    return { vendor: toOpsVendor(vendor, updatedAt), key };
  });
  forgetVendorSecrets(deps.db);
  return result;
}
