// The agent centre's menu (spec 2 "Agent centre"): every entry in the spec's order. The last four
// (dividend and the three salaries) show only while the site offers that kind of contract: the
// contract flags operators set, which members read with their funds (wallet/funds.ts `contract`).
import type { TContractFlags } from '@wps/contracts/wallet/contract-flags';
import type { IconName } from '../../components/icon/icon';

export const agentPageKeys = [
  'announcement',
  'teamOverview',
  'accountCentre',
  'teamManagement',
  'teamBetting',
  'userProfit',
  'myIncome',
  'downlineTransactions',
  'dividend',
  'dailySalary',
  'hourlySalary',
  'realtimeSalary',
] as const;
export type AgentPageKey = (typeof agentPageKeys)[number];

/** The page the centre opens on (spec: "opens on team overview"). */
export const AGENT_HOME_PAGE: AgentPageKey = 'teamOverview';

export interface AgentMenuEntry {
  key: AgentPageKey;
  icon: IconName;
  /** Shown only while this contract flag is on. */
  flag?: keyof TContractFlags;
}

export const agentMenuEntries: readonly AgentMenuEntry[] = [
  { key: 'announcement', icon: 'megaphone' },
  { key: 'teamOverview', icon: 'chart' },
  { key: 'accountCentre', icon: 'user' },
  { key: 'teamManagement', icon: 'users' },
  { key: 'teamBetting', icon: 'ball' },
  { key: 'userProfit', icon: 'trophy' },
  { key: 'myIncome', icon: 'wallet' },
  { key: 'downlineTransactions', icon: 'list' },
  { key: 'dividend', icon: 'gift', flag: 'divtypereq' },
  { key: 'dailySalary', icon: 'clock', flag: 'dailysalreqtype' },
  { key: 'hourlySalary', icon: 'clock', flag: 'contracthoursalreqtype' },
  { key: 'realtimeSalary', icon: 'refresh', flag: 'realtimesalreqtype' },
];

/** The entries to show under these flags, in the spec's order. */
export function shownAgentEntries(
  flags: TContractFlags,
  entries: readonly AgentMenuEntry[] = agentMenuEntries,
): AgentMenuEntry[] {
  return entries.filter((entry) => !entry.flag || flags[entry.flag]);
}

export function isAgentPageKey(value: string | null): value is AgentPageKey {
  return value !== null && (agentPageKeys as readonly string[]).includes(value);
}
