import {
  listMembers,
  resetMemberPassword,
  setMemberStatus,
} from '@wps/contracts/account/ops-accounts';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as opsMembers from './ops-members.service';

export function registerOpsMemberRoutes(r: Router, deps: Deps): void {
  r.add(listMembers, ({ query }, ctx) => opsMembers.listMembers(deps, ctx.caller, query));
  r.add(resetMemberPassword, ({ params }, ctx) =>
    opsMembers.resetMemberPassword(deps, ctx.caller, params.id),
  );
  r.add(setMemberStatus, ({ params, body }, ctx) =>
    opsMembers.setMemberStatus(deps, ctx.caller, params.id, body.status),
  );
}
