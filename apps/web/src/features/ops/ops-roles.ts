// What each operator role may change in the console. The server enforces the same rules; this
// only keeps the screens honest about it (controls a role cannot use are disabled).
import type { TOperatorRole } from '@wps/contracts/ops/session';

export const opsSections = [
  'status',
  'deposits',
  'withdrawals',
  'channels',
  'money',
  'games',
  'lottery',
  'whitelabel',
  'fields',
  'sms',
  'notices',
  'banners',
  'help',
  'feedback',
  'members',
  'agents',
  'contracts',
  'operators',
  'twoFactor',
] as const;
export type OpsSection = (typeof opsSections)[number];

/** The roles that may change a section besides admin, who may change everything. */
const editors: Record<OpsSection, readonly TOperatorRole[]> = {
  status: [],
  // Deciding on money (and the rules money moves by) is the admin's alone, as on the server.
  deposits: [],
  withdrawals: [],
  channels: [],
  money: [],
  // The catalogue is the admin's to change (the server's rule); every role may read it.
  games: [],
  // Odds, limits and cancelling a draw (refunds) are the admin's, as on the server.
  lottery: [],
  whitelabel: [],
  fields: [],
  sms: [],
  notices: ['content'],
  banners: ['content'],
  help: ['content'],
  feedback: ['support'],
  // Resetting a password (and its one-time password) is the admin's, as on the server.
  members: [],
  // Deciding applications, promoting and moving members: the admin's, as on the server.
  agents: [],
  // Agent contracts and their settlement move money: the admin's, as on the server.
  contracts: [],
  operators: [],
  // Each operator's own two-factor.
  twoFactor: ['content', 'support'],
};

export function canEdit(role: TOperatorRole, section: OpsSection): boolean {
  return role === 'admin' || editors[section].includes(role);
}

/** Sections only some roles may even read (besides admin); every other one is open to all. */
const readers: Partial<Record<OpsSection, readonly TOperatorRole[]>> = {
  deposits: [],
  withdrawals: ['support'],
  channels: [],
  money: [],
  // The caps and their alarms are the admin's, as on the server.
  sms: [],
  feedback: ['support'],
  members: ['support'],
  agents: ['support'],
  contracts: ['support'],
  operators: [],
};

export function canSee(role: TOperatorRole, section: OpsSection): boolean {
  const allowed = readers[section];
  return role === 'admin' || allowed === undefined || allowed.includes(role);
}

export function isOpsSection(value: string): value is OpsSection {
  return (opsSections as readonly string[]).includes(value);
}
