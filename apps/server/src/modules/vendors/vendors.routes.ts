import { getGameVendors, getVassGameTypes } from '@wps/contracts/content/game-nav';
import {
  listVendorChoices,
  listVendors,
  rotateVendorKey,
  setVendorWalletMode,
  updateVendor,
} from '@wps/contracts/content/ops-vendors';
import { getTyVendorIds, putTyVendorIds } from '@wps/contracts/content/ty-vendor-ids';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as tyVendorIds from './ty-vendor-ids.service';
import * as vendors from './vendors.service';

export function registerVendorRoutes(r: Router, deps: Deps): void {
  r.add(getGameVendors, ({ query }) => vendors.getGameVendors(deps, query));
  r.add(getVassGameTypes, ({ query }) => vendors.getNavItems(deps, query));
  r.add(listVendors, ({ query }, ctx) => vendors.listVendors(deps, ctx.caller, query));
  r.add(listVendorChoices, (_input, ctx) => vendors.listVendorChoices(deps, ctx.caller));
  r.add(updateVendor, ({ params, body }, ctx) =>
    vendors.updateVendor(deps, ctx.caller, params.id, body),
  );
  r.add(setVendorWalletMode, ({ params, body }, ctx) =>
    vendors.setWalletMode(deps, ctx.caller, params.id, body.walletMode),
  );
  r.add(getTyVendorIds, (_input, ctx) => tyVendorIds.getTyVendorIds(deps, ctx.caller));
  r.add(putTyVendorIds, ({ body }, ctx) => tyVendorIds.setTyVendorIds(deps, ctx.caller, body));
  r.add(rotateVendorKey, ({ params }, ctx) => vendors.rotateVendorKey(deps, ctx.caller, params.id));
}
