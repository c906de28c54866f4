// Account types (spec 6) and the ages of section 9, shared by the server and the web.

/** Account type codes. 0 player, 4 a restricted trial account; 1, 2, 41, 42 are agents. */
export const ACCOUNT_TYPE = {
  player: 0,
  agent: 1,
  seniorAgent: 2,
  trial: 4,
  agentPlayer: 41,
  agentManager: 42,
} as const;

export const AGENT_ACCOUNT_TYPES: readonly number[] = [1, 2, 41, 42];

export function isAgentType(accountType: number): boolean {
  return AGENT_ACCOUNT_TYPES.includes(accountType);
}

/** Spec 9: registration is for 18 and over; a birthday given at registration must show 21. */
export const MIN_AGE_REGISTRATION = 18;
export const MIN_AGE_WITH_BIRTHDAY = 21;

/** Spec 9: a password equal to this was set by an operator and must be changed at login. */
export const DEFAULT_PASSWORD = '{secret}';

/** At most this many failed logins are evaluated per account per hour (issue 3). */
export const LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR = 100;
