// What operators may do: permissions, the built-in roles made of them, and custom roles.
import { z } from 'zod';

export const opsPermissions = [
  /** Maintenance, region blocking, the site status. */
  'status.edit',
  /** Deposit and withdrawal lists, proofs. */
  'money.read',
  /** Approve or reject deposits and withdrawals. */
  'money.decide',
  /** Payment channels, money rules, SMS caps. */
  'money.settings',
  /** Member search and pages, with contact details; the outbox of SMS and mail sent to them. */
  'members.read',
  /** Reset a password, disable, labels, account type. */
  'members.edit',
  /** Credit or debit a member's balance (maker or checker). */
  'members.adjust',
  /** Notices, banners, help, templates, vendor display. */
  'content.edit',
  /** The game catalogue and the lottery's odds, limits and draws. */
  'games.edit',
  /** Promotions and bonuses. */
  'promotions.edit',
  /** Promotion applications: approve or refuse (the bonus follows the promotion's rules). */
  'promotions.review',
  /** Points, VIP and missions: their rules, catalogue and figures, read. */
  'loyalty.read',
  /** Points earning and conversion, the catalogue, VIP ranks and missions (they pay rewards). */
  'loyalty.edit',
  /** Points redemptions: approve or reject (a rejection returns the points). */
  'loyalty.decide',
  /** Messages to members: one, a segment or everyone. */
  'messages.send',
  /** The live support inbox: read and answer members' and visitors' chats. */
  'support.chat',
  /** Players' feedback: read and answer. */
  'feedback.handle',
  /** Agent applications, tree and contracts: read. */
  'agents.read',
  /** Decide applications, move members, account types, contracts and settlements. */
  'agents.edit',
  /** Site settings: whitelabel, registration fields, account security, countries, domains. */
  'settings.edit',
  /** Operators, roles and their sessions. */
  'operators.manage',
  /** The audit log: read, verify, export. */
  'audit.read',
  /** The dashboard, the daily and payment channel reports, the ledger reconciliation. */
  'reports.read',
  /** The risk queue of flagged activity and its large-win threshold. */
  'risk.review',
] as const;
export const ZOpsPermission = z.enum(opsPermissions);
export type TOpsPermission = (typeof opsPermissions)[number];

export const builtInRoles = [
  'admin',
  'finance',
  'risk',
  'content',
  'support',
  'agent-manager',
] as const;
export type TBuiltInRole = (typeof builtInRoles)[number];

/** What each built-in role may do; admin holds every permission. */
export const builtInRolePermissions: Record<TBuiltInRole, readonly TOpsPermission[]> = {
  admin: opsPermissions,
  finance: [
    'reports.read',
    'money.read',
    'money.decide',
    'money.settings',
    'members.read',
    'members.adjust',
    'promotions.edit',
    'promotions.review',
    'loyalty.read',
    'loyalty.edit',
    'loyalty.decide',
  ],
  risk: [
    'money.read',
    'members.read',
    'members.edit',
    'audit.read',
    'agents.read',
    'reports.read',
    'risk.review',
  ],
  content: ['content.edit', 'messages.send'],
  support: [
    'money.read',
    'members.read',
    'feedback.handle',
    'agents.read',
    'promotions.review',
    'loyalty.read',
    'loyalty.decide',
    'messages.send',
    'support.chat',
  ],
  'agent-manager': ['members.read', 'agents.read', 'agents.edit'],
};

/** Permissions that move money or decide on it: whoever holds one must use two-factor. */
export const moneyPermissions: readonly TOpsPermission[] = [
  'money.decide',
  'money.settings',
  'members.adjust',
  'promotions.edit',
  'agents.edit',
  'loyalty.edit',
];

export function isBuiltInRole(role: string): role is TBuiltInRole {
  return (builtInRoles as readonly string[]).includes(role);
}

/** A custom role's name: lowercase, not a built-in one. */
export const ZCustomRoleName = z
  .string()
  .regex(/^[a-z][a-z0-9-]{1,31}$/, 'lowercase letters, digits and -, 2 to 32')
  .refine((name) => !isBuiltInRole(name), 'that is a built-in role');

/** A role's name, built-in or custom. */
export const ZRoleName = z.string().regex(/^[a-z][a-z0-9-]{1,31}$/);
