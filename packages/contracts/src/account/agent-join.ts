// Becoming an agent (issue 17): the /join application, an agent's affiliate links and the
// account centre's direct registration of downlines (spec "/join", "/wps/agent/affiliate").
import { z } from 'zod';
import { ZPlainLine, ZPlainText } from '../content/fields';
import { defineContract } from '../http';
import { ZDialCode, ZMobileNum, ZPasswordInput, ZUsernameInput } from './fields';

import { APPLICATION_REMARK_MAX, contactApps, TEAM_SIZE_MAX } from './agent-join-rules';

export {
  APPLICATION_REMARK_MAX,
  contactApps,
  TEAM_SIZE_MAX,
  type TContactApp,
} from './agent-join-rules';
export const ZContactApp = z.enum(contactApps);

export const ZAgentApplicationInput = z.strictObject({
  name: ZPlainLine(64),
  countryDialingCode: ZDialCode,
  mobileNum: ZMobileNum,
  contactApp: ZContactApp,
  contactId: ZPlainLine(64),
  teamSize: z.number().int().min(1).max(TEAM_SIZE_MAX),
  remark: ZPlainText(APPLICATION_REMARK_MAX, 0).default(''),
  /** A visitor's wanted account: required without a session, refused with one. */
  username: ZUsernameInput.optional(),
  password: ZPasswordInput.optional(),
  confirmPassword: ZPasswordInput.optional(),
});
export type TAgentApplicationInput = z.infer<typeof ZAgentApplicationInput>;

export const ZAgentApplicationStatus = z.enum(['pending', 'approved', 'rejected']);
export type TAgentApplicationStatus = z.infer<typeof ZAgentApplicationStatus>;

export const ZMyAgentApplication = z.object({
  id: z.number().int(),
  status: ZAgentApplicationStatus,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decisionRemark: z.string().nullable(),
});

export const applyAgent = defineContract({
  method: 'POST',
  path: '/wps/agent/join',
  summary:
    "Apply to become an agent. With a session the application is the member's own; without " +
    'one it carries the wanted username and password and no account exists until an operator ' +
    'approves it. One open application per member, mobile number and username; 5 an hour per ' +
    'address',
  tag: 'member',
  access: 'public',
  body: ZAgentApplicationInput,
  value: ZMyAgentApplication,
});

export const getMyAgentApplication = defineContract({
  method: 'GET',
  path: '/wps/agent/join',
  summary: "The member's latest agent application (null if none) and whether it is an agent",
  tag: 'member',
  access: 'member',
  value: z.object({ isAgent: z.boolean(), application: ZMyAgentApplication.nullable() }),
});

export const ZAffiliateLink = z.object({
  id: z.number().int(),
  code: z.string(),
  /** The host the link points at. */
  domain: z.string(),
  /** The registration address the QR code encodes. */
  url: z.string(),
  /** Members who registered with this link's code. */
  registrations: z.number().int(),
  createdAt: z.string(),
});
export type TAffiliateLink = z.infer<typeof ZAffiliateLink>;

/** How many links one agent may hold. */
export const AFFILIATE_LINKS_MAX = 20;

export const listAffiliateLinks = defineContract({
  method: 'GET',
  path: '/wps/agent/affiliate/links',
  summary:
    "The agent's affiliate links (the first is its invitation code) with the registrations " +
    'each brought, and the site domains a new link may use (agents only)',
  tag: 'member',
  access: 'member',
  value: z.object({ items: z.array(ZAffiliateLink), domains: z.array(z.string()) }),
});

export const createAffiliateLink = defineContract({
  method: 'POST',
  path: '/wps/agent/affiliate/links',
  summary: `A new affiliate link with a fresh code on one of the site's domains (agents only, at most ${AFFILIATE_LINKS_MAX})`,
  tag: 'member',
  access: 'member',
  body: z.strictObject({ domain: z.string().trim().min(1).max(253) }),
  value: ZAffiliateLink,
});

export const downlineKinds = ['player', 'agent'] as const;
export const ZDownlineKind = z.enum(downlineKinds);

export const registerDownline = defineContract({
  method: 'POST',
  path: '/wps/agent/downline',
  summary:
    'The account centre: an agent opens a player or sub-agent account directly under itself ' +
    '(agents only; 30 an hour per agent)',
  tag: 'member',
  access: 'member',
  body: z.strictObject({
    kind: ZDownlineKind,
    username: ZUsernameInput,
    password: ZPasswordInput,
    confirmPassword: ZPasswordInput,
  }),
  value: z.object({
    id: z.number().int(),
    username: z.string(),
    kind: ZDownlineKind,
    /** A sub-agent's invitation code; null for a player. */
    affiliateCode: z.string().nullable(),
  }),
});
