import {
  listMembers,
  resetMemberPassword,
  setMemberStatus,
} from '@wps/contracts/account/ops-accounts';
import {
  addMemberNote,
  approveAdjustment,
  createAdjustment,
  forgetMemberDevice,
  getMemberDetail,
  listAdjustments,
  listMemberAudit,
  listMemberLedger,
  listMemberPayments,
  listMemberRounds,
  putMemberLabels,
  rejectAdjustment,
  revokeMemberSessions,
} from '@wps/contracts/account/ops-member-detail';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as adjustments from './adjustments.service';
import * as detail from './member-detail.service';
import * as opsMembers from './ops-members.service';

export function registerOpsMemberRoutes(r: Router, deps: Deps): void {
  r.add(listMembers, ({ query }, ctx) => opsMembers.listMembers(deps, ctx.caller, query));
  r.add(resetMemberPassword, ({ params }, ctx) =>
    opsMembers.resetMemberPassword(deps, ctx.caller, params.id),
  );
  r.add(setMemberStatus, ({ params, body }, ctx) =>
    opsMembers.setMemberStatus(deps, ctx.caller, params.id, body.status),
  );
  r.add(getMemberDetail, ({ params }, ctx) => detail.getMemberDetail(deps, ctx.caller, params.id));
  r.add(listMemberLedger, ({ params, query }, ctx) =>
    detail.listMemberLedger(deps, ctx.caller, params.id, query.page),
  );
  r.add(listMemberPayments, ({ params, query }, ctx) =>
    detail.listMemberPayments(deps, ctx.caller, params.id, query),
  );
  r.add(listMemberRounds, ({ params, query }, ctx) =>
    detail.listMemberRounds(deps, ctx.caller, params.id, query.page),
  );
  r.add(listMemberAudit, ({ params, query }, ctx) =>
    detail.listMemberAudit(deps, ctx.caller, params.id, query.page),
  );
  r.add(putMemberLabels, ({ params, body }, ctx) =>
    detail.setMemberLabels(deps, ctx.caller, params.id, body),
  );
  r.add(addMemberNote, ({ params, body }, ctx) =>
    detail.addMemberNote(deps, ctx.caller, params.id, body.body),
  );
  r.add(revokeMemberSessions, ({ params, body }, ctx) =>
    detail.revokeMemberSessions(deps, ctx.caller, params.id, body.sessionId),
  );
  r.add(forgetMemberDevice, ({ params, body }, ctx) =>
    detail.forgetMemberDevice(deps, ctx.caller, params.id, body.deviceHash),
  );
  r.add(createAdjustment, ({ params, body }, ctx) =>
    adjustments.createAdjustment(deps, ctx.caller, params.id, body),
  );
  r.add(listAdjustments, ({ query }, ctx) => adjustments.listAdjustments(deps, ctx.caller, query));
  r.add(approveAdjustment, ({ params }, ctx) =>
    adjustments.approveAdjustment(deps, ctx.caller, params.id),
  );
  r.add(rejectAdjustment, ({ params }, ctx) =>
    adjustments.rejectAdjustment(deps, ctx.caller, params.id),
  );
}
