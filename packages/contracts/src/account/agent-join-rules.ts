// The /join form's bounds and choices, without zod: the web's /join chunk imports these, and the
// schemas in agent-join.ts are built from them.

/** The messaging apps an applicant may be reached on; the spec's market uses these. */
export const contactApps = ['viber', 'telegram', 'whatsapp', 'line', 'wechat', 'facebook'] as const;
export type TContactApp = (typeof contactApps)[number];

/** The remark's bound: one short message. */
export const APPLICATION_REMARK_MAX = 140;
export const TEAM_SIZE_MAX = 100_000;
