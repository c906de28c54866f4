import { listPaymentChannels } from '@wps/contracts/payment/list-channels';
import {
  opsCreateChannel,
  opsListChannelChoices,
  opsListChannels,
  opsUpdateChannel,
} from '@wps/contracts/payment/ops-channels';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as s from './payment-channels.service';

export function registerPaymentChannelRoutes(r: Router, deps: Deps): void {
  r.add(listPaymentChannels, ({ query }, ctx) => s.listMemberChannels(deps, ctx.caller, query));
  r.add(opsListChannels, ({ query }, ctx) => s.opsListChannels(deps, ctx.caller, query));
  r.add(opsListChannelChoices, (_input, ctx) => s.opsListChannelChoices(deps, ctx.caller));
  r.add(opsCreateChannel, ({ body }, ctx) => s.opsCreateChannel(deps, ctx.caller, body));
  r.add(opsUpdateChannel, ({ params, body }, ctx) =>
    s.opsUpdateChannel(deps, ctx.caller, params.id, body),
  );
}
