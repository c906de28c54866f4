import { exportAudit, listAudit, verifyAudit } from '@wps/contracts/ops/audit';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as audit from './audit.service';

export function registerAuditRoutes(r: Router, deps: Deps): void {
  r.add(listAudit, ({ query }, ctx) => audit.listAudit(deps, ctx.caller, query));
  r.add(verifyAudit, (_input, ctx) => audit.verifyAudit(deps, ctx.caller));
  r.add(exportAudit, ({ query }, ctx) => audit.exportAudit(deps, ctx.caller, query));
}
