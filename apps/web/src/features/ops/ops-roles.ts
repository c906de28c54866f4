// What each operator may see and change in the console, from the permissions their role grants
// (@wps/contracts/ops/permissions). The server enforces the same permissions on every call; this
// only keeps the screens honest about it (sections hidden, controls disabled).
import {
  builtInRolePermissions,
  isBuiltInRole,
  type TOpsPermission,
} from '@wps/contracts/ops/permissions';
import type { TOperatorRole } from '@wps/contracts/ops/session';

export const opsSections = [
  'reports',
  'status',
  'deposits',
  'withdrawals',
  'channels',
  'money',
  'games',
  'lottery',
  'promotions',
  'whitelabel',
  'fields',
  'sms',
  'notices',
  'banners',
  'help',
  'feedback',
  'missions',
  'messages',
  'support',
  'members',
  'kyc',
  'risk',
  'agents',
  'contracts',
  'points',
  'vip',
  'outbox',
  'vendors',
  'templates',
  'countries',
  'domains',
  'accountSecurity',
  'operators',
  'audit',
  'twoFactor',
] as const;
export type OpsSection = (typeof opsSections)[number];

/** Who is asking: a built-in role's name (its permissions), or an operator with theirs. */
export type OpsViewer = TOperatorRole | { permissions: readonly TOpsPermission[] };

function permissionsOf(who: OpsViewer): readonly TOpsPermission[] {
  if (typeof who !== 'string') return who.permissions;
  return isBuiltInRole(who) ? builtInRolePermissions[who] : [];
}

/** One permission, for a control that needs another than its section's (a vendor's key). */
export function hasPermission(who: OpsViewer, permission: TOpsPermission): boolean {
  return permissionsOf(who).includes(permission);
}

/** The permission that changes a section; null: every operator (their own two-factor). */
const editors: Record<OpsSection, TOpsPermission | null> = {
  reports: 'reports.read',
  kyc: 'members.edit',
  risk: 'risk.review',
  status: 'status.edit',
  deposits: 'money.decide',
  withdrawals: 'money.decide',
  channels: 'money.settings',
  money: 'money.settings',
  games: 'games.edit',
  lottery: 'games.edit',
  whitelabel: 'settings.edit',
  fields: 'settings.edit',
  sms: 'money.settings',
  promotions: 'promotions.edit',
  missions: 'loyalty.edit',
  messages: 'messages.send',
  support: 'support.chat',
  // Deciding a redemption (loyalty.decide) is a control of its own in the section.
  points: 'loyalty.edit',
  vip: 'loyalty.edit',
  notices: 'content.edit',
  banners: 'content.edit',
  help: 'content.edit',
  feedback: 'feedback.handle',
  members: 'members.edit',
  agents: 'agents.edit',
  contracts: 'agents.edit',
  outbox: 'members.read',
  vendors: 'content.edit',
  templates: 'content.edit',
  countries: 'settings.edit',
  domains: 'settings.edit',
  accountSecurity: 'settings.edit',
  operators: 'operators.manage',
  audit: 'audit.read',
  twoFactor: null,
};

export function canEdit(who: OpsViewer, section: OpsSection): boolean {
  const need = editors[section];
  return need === null || permissionsOf(who).includes(need);
}

/** The permission needed to even see a section; every other one is open to all operators. */
const readers: Partial<Record<OpsSection, TOpsPermission>> = {
  reports: 'reports.read',
  kyc: 'members.read',
  risk: 'risk.review',
  deposits: 'money.read',
  withdrawals: 'money.read',
  channels: 'money.settings',
  money: 'money.settings',
  sms: 'money.settings',
  promotions: 'promotions.review',
  missions: 'loyalty.read',
  messages: 'messages.send',
  support: 'support.chat',
  points: 'loyalty.read',
  vip: 'loyalty.read',
  whitelabel: 'settings.edit',
  fields: 'settings.edit',
  feedback: 'feedback.handle',
  members: 'members.read',
  agents: 'agents.read',
  contracts: 'agents.read',
  outbox: 'members.read',
  countries: 'settings.edit',
  domains: 'settings.edit',
  accountSecurity: 'settings.edit',
  operators: 'operators.manage',
  audit: 'audit.read',
  // Content is read by players on the site; in the console only its editors see it.
  notices: 'content.edit',
  banners: 'content.edit',
  help: 'content.edit',
};

export function canSee(who: OpsViewer, section: OpsSection): boolean {
  const need = readers[section];
  return need === undefined || permissionsOf(who).includes(need);
}

export function isOpsSection(value: string): value is OpsSection {
  return (opsSections as readonly string[]).includes(value);
}

/** Who may approve or reject a promotion application (the server's rule). */
export function canReviewApplications(who: OpsViewer): boolean {
  return permissionsOf(who).includes('promotions.review');
}
