// Operators' agents section (issue 17): join applications, promoting or demoting a member, and
// moving a member to another upline.
import { z } from 'zod';
import { ZIdParams, ZPlainText } from '../content/fields';
import { defineContract } from '../http';
import { AGENT_ACCOUNT_TYPES } from './accounts';
import { APPLICATION_REMARK_MAX, ZAgentApplicationStatus, ZContactApp } from './agent-join';
import { ZUsernameInput } from './fields';
import { ZOpsMember } from './ops-accounts';

export const ZAgentAccountType = z
  .number()
  .int()
  .refine((n) => AGENT_ACCOUNT_TYPES.includes(n), 'an agent account type (1, 2, 41 or 42)');

/** Player (0) or an agent type: what promote and demote may set (never the trial type 4). */
export const ZMemberAccountType = z
  .number()
  .int()
  .refine((n) => n === 0 || AGENT_ACCOUNT_TYPES.includes(n), '0 or an agent type (1, 2, 41, 42)');

/** An agent's username, or null for the top level. */
const ZUplineChoice = ZUsernameInput.nullable();
const ZOpsRemark = ZPlainText(APPLICATION_REMARK_MAX, 0).default('');

export const ZOpsAgentApplication = z.object({
  id: z.number().int(),
  /** 'member': a logged-in member applied; 'visitor': the account is made on approval. */
  kind: z.enum(['member', 'visitor']),
  memberId: z.number().int().nullable(),
  username: z.string(),
  /** The member's upline now (a member's application), or null. */
  upline: z.string().nullable(),
  name: z.string(),
  mobile: z.string(),
  contactApp: ZContactApp,
  contactId: z.string(),
  teamSize: z.number().int(),
  remark: z.string(),
  status: ZAgentApplicationStatus,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decisionRemark: z.string().nullable(),
});
export type TOpsAgentApplication = z.infer<typeof ZOpsAgentApplication>;

export const listAgentApplications = defineContract({
  method: 'GET',
  path: '/ops/api/agent-applications',
  summary: 'Agent join applications, newest first, 15 per page; filter by status (support)',
  tag: 'ops',
  access: 'operator',
  permission: 'agents.read',
  query: z.strictObject({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    status: ZAgentApplicationStatus.optional(),
  }),
  value: z.object({ items: z.array(ZOpsAgentApplication), totalPages: z.number().int() }),
});

export const approveAgentApplication = defineContract({
  method: 'POST',
  path: '/ops/api/agent-applications/:id/approve',
  summary:
    "Approve a pending application: the member's account (or, for a visitor, a new one) " +
    'becomes the agent type given, under the upline given (an agent) or at the top level (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'agents.edit',
  params: ZIdParams,
  body: z.strictObject({
    accountType: ZAgentAccountType,
    upline: ZUplineChoice,
    remark: ZOpsRemark,
  }),
  value: ZOpsAgentApplication,
});

export const rejectAgentApplication = defineContract({
  method: 'POST',
  path: '/ops/api/agent-applications/:id/reject',
  summary: 'Reject a pending application with a reason the applicant sees (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'agents.edit',
  params: ZIdParams,
  body: z.strictObject({ remark: ZPlainText(APPLICATION_REMARK_MAX) }),
  value: ZOpsAgentApplication,
});

export const setMemberAccountType = defineContract({
  method: 'POST',
  path: '/ops/api/members/:id/account-type',
  summary:
    'Promote a member to an agent type or demote an agent to a player; an agent with downlines ' +
    'cannot be demoted until they are moved (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'agents.edit',
  params: ZIdParams,
  body: z.strictObject({ accountType: ZMemberAccountType, remark: ZOpsRemark }),
  value: ZOpsMember,
});

export const moveMemberUpline = defineContract({
  method: 'POST',
  path: '/ops/api/members/:id/upline',
  summary:
    'Move a member (and its whole team) under another agent, or to the top level; refused ' +
    'when the new upline is the member or in its team (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'agents.edit',
  params: ZIdParams,
  body: z.strictObject({ upline: ZUplineChoice, remark: ZOpsRemark }),
  value: ZOpsMember,
});
