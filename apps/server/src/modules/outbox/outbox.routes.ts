import { listOutbox } from '@wps/contracts/account/ops-accounts';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as outbox from './outbox.service';

export function registerOutboxRoutes(r: Router, deps: Deps): void {
  r.add(listOutbox, ({ query }, ctx) => outbox.listOutbox(deps, ctx.caller, query));
}
