// The vendor ids mapped for the TY-language site (spec 9): each pair names a vendor and the
// vendor (its separate TY-market account, with its own games, key and wallet) that the TY site
// lists and launches in its place. Every other language keeps the original and never sees the
// TY vendor. Decision: docs/decisions.md "Stop 32: TY vendor ids (issue 21)".
import { ZTyVendorIds, type TTyVendorIds } from '@wps/contracts/content/ty-vendor-ids';
import type { TLanguage } from '@wps/contracts/http';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { requireOperator } from '../ops/ops.service';
import type { Caller } from '../session/session.service';
import { readSetting, writeSetting } from '../settings/settings.queries';
import { replaceSettings } from '../settings/settings.service';
import * as q from './vendors.queries';

const TY_VENDOR_IDS_KEY = 'games.tyVendorIds';

export function readTyVendorIds(db: Db): Promise<TTyVendorIds> {
  return readSetting(db, TY_VENDOR_IDS_KEY, ZTyVendorIds, { pairs: [] });
}

/** What the mapping changes for one language of the player site. */
export interface TyVendorView {
  /** Vendors this language neither lists nor launches: the mapped ones on TY, else the TY ones. */
  hidden: number[];
  /** On TY: a mapped vendor's id to the id of the vendor listed in its place. */
  standIns: Map<number, number>;
}

export async function tyVendorView(db: Db, language: TLanguage): Promise<TyVendorView> {
  const { pairs } = await readTyVendorIds(db);
  if (language === 'TY') {
    return {
      hidden: pairs.map((p) => p.vendorId),
      standIns: new Map(pairs.map((p) => [p.vendorId, p.tyVendorId])),
    };
  }
  return { hidden: pairs.map((p) => p.tyVendorId), standIns: new Map() };
}

/**
 * Listed vendors as one language shows them: on TY a mapped vendor's place holds its TY vendor
 * (when that one is listed), which then does not appear a second time at its own place; a TY
 * vendor whose original is not listed keeps its own place.
 */
export function asListedIn<R extends { id: number }>(rows: R[], view: TyVendorView): R[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const hidden = new Set(view.hidden);
  const placed = new Set(rows.flatMap((row) => view.standIns.get(row.id) ?? []));
  return rows.flatMap((row) => {
    const standInId = view.standIns.get(row.id);
    if (standInId !== undefined) return byId.get(standInId) ?? [];
    return hidden.has(row.id) || placed.has(row.id) ? [] : [row];
  });
}

export async function getTyVendorIds(deps: Deps, caller: Caller | null) {
  await requireOperator(deps, caller);
  return readTyVendorIds(deps.db);
}

export function setTyVendorIds(deps: Deps, caller: Caller | null, value: TTyVendorIds) {
  return replaceSettings(deps, caller, {
    permission: 'games.edit',
    action: 'games.tyVendorIds',
    value,
    write: writeTyVendorIds,
  });
}

/** The contract has checked the pairs' shape; here each id must be a vendor, both of one type. */
async function writeTyVendorIds(tx: Db, value: TTyVendorIds, operatorId: number) {
  const ids = [...new Set(value.pairs.flatMap((p) => [p.vendorId, p.tyVendorId]))];
  const typeOf = new Map((await q.findVendorTypes(tx, ids)).map((v) => [v.id, v.gameType]));
  value.pairs.forEach((pair, index) => {
    const field = `body.pairs.${index}`;
    for (const id of [pair.vendorId, pair.tyVendorId]) {
      if (!typeOf.has(id)) throw new AppError('VALIDATION_FAILED', `No vendor ${id}.`, field);
    }
    if (typeOf.get(pair.vendorId) !== typeOf.get(pair.tyVendorId)) {
      throw new AppError(
        'VALIDATION_FAILED',
        'A vendor and its TY vendor must be of the same game type.',
        field,
      );
    }
  });
  await writeSetting(tx, TY_VENDOR_IDS_KEY, value, operatorId);
}
