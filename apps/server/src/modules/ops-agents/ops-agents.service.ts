// Operators' agents section (issue 17): join applications (support reads, admin decides),
// promoting or demoting a member, and moving a member to another upline. Each write runs in one
// transaction with its audit row; moves take the tree's lock, so two crossing moves cannot make
// a loop (the closure table follows members.upline_id by its trigger).
import { ACCOUNT_TYPE, isAgentType } from '@wps/contracts/account/accounts';
import type { TOpsAgentApplication } from '@wps/contracts/account/ops-agents';
import type { TContactApp } from '@wps/contracts/account/agent-join';
import type { TOpsPermission } from '@wps/contracts/ops/permissions';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import * as q from '../agent-join/agent-join.queries';
import { issueAgentCode } from '../agent-join/agent-join.service';
import { createMember } from '../member/member-create';
import { endMemberSessions } from '../member/member-session';
import { findMemberByUsername, updateMember } from '../member/member.queries';
import { insertAudit } from '../ops/ops.queries';
import { requireOperator } from '../ops/ops.service';
import { findOpsMember } from '../ops-members/ops-members.queries';
import { toOpsMember } from '../ops-members/ops-members.service';
import type { Caller } from '../session/session.service';
import { readWhitelabel } from '../whitelabel/whitelabel.queries';

/** The named permissions of this section and the roles that hold them (admin holds all). */
export const agentPermissions = {
  'agents.applications.read': 'agents.read',
  'agents.applications.decide': 'agents.edit',
  'agents.accountType.change': 'agents.edit',
  'agents.upline.move': 'agents.edit',
} as const satisfies Record<string, TOpsPermission>;

type AgentPermission = keyof typeof agentPermissions;

const requirePermission = (deps: Deps, caller: Caller | null, permission: AgentPermission) =>
  requireOperator(deps, caller, agentPermissions[permission]);

export const APPLICATIONS_PAGE_SIZE = 15;

function toOpsApplication(
  row: NonNullable<Awaited<ReturnType<typeof q.findOpsApplication>>>,
): TOpsAgentApplication {
  const a = row.application;
  return {
    id: a.id,
    kind: a.username !== null ? 'visitor' : 'member',
    memberId: a.memberId,
    username: row.memberUsername ?? a.username ?? '',
    upline: a.username !== null && a.status !== 'approved' ? null : row.upline,
    name: a.name,
    mobile: `+${a.dialCode} ${a.mobileNum}`,
    contactApp: a.contactApp as TContactApp,
    contactId: a.contactId,
    teamSize: a.teamSize,
    remark: a.remark,
    status: a.status,
    createdAt: a.createdAt.toISOString(),
    decidedAt: a.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    decisionRemark: a.decisionRemark,
  };
}

export async function listApplications(
  deps: Deps,
  caller: Caller | null,
  query: { page: number; status?: 'pending' | 'approved' | 'rejected' | undefined },
) {
  await requirePermission(deps, caller, 'agents.applications.read');
  const [rows, total] = await Promise.all([
    q.findOpsApplicationPage(
      deps.db,
      query.status,
      (query.page - 1) * APPLICATIONS_PAGE_SIZE,
      APPLICATIONS_PAGE_SIZE,
    ),
    q.countApplications(deps.db, query.status),
  ]);
  return {
    items: rows.map(toOpsApplication),
    totalPages: Math.ceil(total / APPLICATIONS_PAGE_SIZE),
  };
}

/** The named upline as an active agent (null: the top level), or UPLINE_INVALID. */
async function resolveUpline(db: Db, username: string | null) {
  if (username === null) return null;
  const upline = await findMemberByUsername(db, username);
  if (!upline || !isAgentType(upline.accountType) || upline.status !== 'active') {
    throw new AppError('UPLINE_INVALID', `${username} is no active agent.`, 'body.upline');
  }
  return upline;
}

/** Refuses an upline that is the member itself or anyone in the member's team. */
async function refuseCycle(db: Db, memberId: number, uplineId: number | null) {
  if (uplineId !== null && (await q.isInUplineChain(db, uplineId, memberId))) {
    throw new AppError(
      'UPLINE_CYCLE',
      'The new upline is the member or in its own team.',
      'body.upline',
    );
  }
}

async function lockPending(db: Db, id: number) {
  const application = await q.lockApplication(db, id);
  if (!application) throw new AppError('NOT_FOUND', `No application ${id}.`, 'params.id');
  if (application.status !== 'pending') {
    throw new AppError('APPLICATION_DECIDED', `Application ${id} is ${application.status}.`);
  }
  return application;
}

export async function approveApplication(
  deps: Deps,
  caller: Caller | null,
  id: number,
  input: { accountType: number; upline: string | null; remark: string },
) {
  const operator = await requirePermission(deps, caller, 'agents.applications.decide');
  const whitelabel = await readWhitelabel(deps.db);
  return deps.db.transaction(async (tx) => {
    await q.lockTreeMoves(tx);
    const application = await lockPending(tx, id);
    const upline = await resolveUpline(tx, input.upline);
    let memberId: number;
    if (application.memberId !== null) {
      const member = await q.lockMember(tx, application.memberId);
      if (!member) throw new AppError('NOT_FOUND', `No member ${application.memberId}.`);
      await refuseCycle(tx, member.id, upline?.id ?? null);
      await updateMember(tx, member.id, {
        accountType: input.accountType,
        uplineId: upline?.id ?? null,
      });
      memberId = member.id;
    } else {
      // A visitor's: the account is made now, from the name and password hash it carried.
      const member = await createMember(
        tx,
        {
          username: application.username!,
          passwordHash: application.passwordHash,
          accountType: input.accountType,
          nickname: application.username!,
          dialCode: application.dialCode,
          mobileNum: application.mobileNum,
          payeeName: null,
          uplineId: upline?.id ?? null,
          language: whitelabel.defaultLanguage,
          registerMethod: 'JOIN',
          registerIp: application.ip,
        },
        {
          actorKind: 'operator',
          actorId: operator.id,
          action: 'member.register',
          detail: { way: 'agent-application', application: id },
        },
      );
      memberId = member.id;
    }
    const affiliateCode = await issueAgentCode(tx, memberId);
    await q.updateApplication(tx, id, {
      status: 'approved',
      memberId,
      passwordHash: null,
      decidedBy: operator.id,
      decidedAt: new Date(),
      decisionRemark: input.remark,
    });
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'agent.application.approve',
      subject: `agent-application:${id}`,
      memberId,
      detail: {
        member: memberId,
        accountType: input.accountType,
        upline: upline?.id ?? null,
        affiliateCode,
        remark: input.remark,
      },
    });
    return toOpsApplication((await q.findOpsApplication(tx, id))!);
  });
}

export async function rejectApplication(
  deps: Deps,
  caller: Caller | null,
  id: number,
  remark: string,
) {
  const operator = await requirePermission(deps, caller, 'agents.applications.decide');
  return deps.db.transaction(async (tx) => {
    await lockPending(tx, id);
    await q.updateApplication(tx, id, {
      status: 'rejected',
      passwordHash: null,
      decidedBy: operator.id,
      decidedAt: new Date(),
      decisionRemark: remark,
    });
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'agent.application.reject',
      subject: `agent-application:${id}`,
      detail: { remark },
    });
    return toOpsApplication((await q.findOpsApplication(tx, id))!);
  });
}

export async function setAccountType(
  deps: Deps,
  caller: Caller | null,
  id: number,
  input: { accountType: number; remark: string },
) {
  const operator = await requirePermission(deps, caller, 'agents.accountType.change');
  return deps.db.transaction(async (tx) => {
    await q.lockTreeMoves(tx);
    const member = await q.lockMember(tx, id);
    if (!member) throw new AppError('NOT_FOUND', `No member ${id}.`, 'params.id');
    if (member.accountType === ACCOUNT_TYPE.trial) {
      throw new AppError('TRIAL_ACCOUNT', 'A trial account cannot become an agent.');
    }
    const isDemotion = input.accountType === ACCOUNT_TYPE.player;
    if (isDemotion && isAgentType(member.accountType) && (await q.hasDownline(tx, id))) {
      throw new AppError('AGENT_HAS_DOWNLINE', 'Move the downlines to another upline first.');
    }
    await updateMember(tx, id, { accountType: input.accountType });
    if (!isDemotion) await issueAgentCode(tx, id);
    // The session's isAgent was read at login: a demoted agent logs in again as a player.
    if (isDemotion && isAgentType(member.accountType))
      await endMemberSessions({ ...deps, db: tx }, id);
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'agent.accountType',
      subject: `member:${id}`,
      detail: { from: member.accountType, to: input.accountType, remark: input.remark },
    });
    return toOpsMember((await findOpsMember(tx, id))!);
  });
}

export async function moveUpline(
  deps: Deps,
  caller: Caller | null,
  id: number,
  input: { upline: string | null; remark: string },
) {
  const operator = await requirePermission(deps, caller, 'agents.upline.move');
  return deps.db.transaction(async (tx) => {
    await q.lockTreeMoves(tx);
    const member = await q.lockMember(tx, id);
    if (!member) throw new AppError('NOT_FOUND', `No member ${id}.`, 'params.id');
    const upline = await resolveUpline(tx, input.upline);
    await refuseCycle(tx, id, upline?.id ?? null);
    await updateMember(tx, id, { uplineId: upline?.id ?? null });
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'agent.upline.move',
      subject: `member:${id}`,
      detail: { from: member.uplineId, to: upline?.id ?? null, remark: input.remark },
    });
    return toOpsMember((await findOpsMember(tx, id))!);
  });
}
