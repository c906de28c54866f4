import {
  opsCancelDraw,
  opsListDraws,
  opsListLotteries,
  opsUpdatePlayType,
} from '@wps/contracts/lottery/lottery-ops';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as ops from './lottery-ops.service';

export function registerLotteryOpsRoutes(r: Router, deps: Deps): void {
  r.add(opsListLotteries, (_req, ctx) => ops.listLotteries(deps, ctx.caller));
  r.add(opsUpdatePlayType, ({ params, body }, ctx) =>
    ops.updatePlayType(deps, ctx.caller, params.id, body),
  );
  r.add(opsListDraws, ({ query }, ctx) => ops.listDraws(deps, ctx.caller, query));
  r.add(opsCancelDraw, ({ params }, ctx) => ops.cancelDraw(deps, ctx.caller, params.id));
}
