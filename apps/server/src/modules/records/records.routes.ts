import { memberRecords } from '@wps/contracts/wallet/records';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import { getMemberRecords } from './records.service';

export function registerRecordsRoutes(r: Router, deps: Deps): void {
  r.add(memberRecords, ({ query }, ctx) => getMemberRecords(deps, ctx.caller, query));
}
