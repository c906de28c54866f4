// Missions (issue 19, spec 2 "missionLeaderboard", 7 MCSFE_getMissionSummaryDetails and
// MCSFE_getMissionLeaderboard): daily and weekly tasks counted from real activity, a claimable
// reward each, and a leaderboard per mission and period.
import { z } from 'zod';
import { gameTypes } from '../content/game-nav';
import { ZPlainLine, ZTexts, ZTextsOut } from '../content/fields';
import { defineContract, ZLanguage } from '../http';
import { OPS_PAGE_SIZE, ZOpsPageOf, ZOpsPageQuery } from '../ops/paging';
import { ZMinorAmount, ZMinorValue } from '../wallet/fields';

export const missionKinds = ['valid_bet', 'rounds', 'deposit', 'login_days'] as const;
export const missionPeriods = ['daily', 'weekly'] as const;
export const missionStatuses = ['inProgress', 'claimable', 'claimed'] as const;
/** A bonus (rewardAmount in minor units) or points (rewardAmount in whole points). */
export const missionRewardKinds = ['bonus', 'points'] as const;

export const ZMission = z.object({
  id: z.number().int(),
  title: z.string(),
  period: z.enum(missionPeriods),
  kind: z.enum(missionKinds),
  gameType: z.string(),
  /** Minor units (valid_bet, deposit), rounds or days. */
  target: ZMinorValue,
  progress: ZMinorValue,
  rewardAmount: ZMinorValue,
  rewardKind: z.enum(missionRewardKinds),
  status: z.enum(missionStatuses),
  /** The period's first day (site zone) and the moment it ends. */
  periodStart: z.string(),
  endsAt: z.string(),
});
export type TMission = z.infer<typeof ZMission>;

export const missionSummary = defineContract({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionSummaryDetails',
  summary: "The member's missions of this day and week, their progress and the claimable count",
  tag: 'missions',
  access: 'member',
  query: z.strictObject({ language: ZLanguage.default('EN') }),
  value: z.object({ missions: z.array(ZMission), claimableCount: z.number().int() }),
});

export const ZLeaderboardRow = z.object({
  rank: z.number().int(),
  /** Masked: the first two characters and '***'. */
  username: z.string(),
  value: ZMinorValue,
});

export const missionLeaderboard = defineContract({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionLeaderboard',
  summary: "A mission's leaderboard of its current period: the top members and the caller's rank",
  tag: 'missions',
  access: 'member',
  query: z.strictObject({
    missionId: z.coerce.number().int().min(1).max(2_147_483_647),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  }),
  value: z.object({
    periodStart: z.string(),
    rows: z.array(ZLeaderboardRow),
    me: z.object({ rank: z.number().int().nullable(), value: ZMinorValue }),
    participants: z.number().int(),
  }),
});

export const claimMission = defineContract({
  method: 'POST',
  path: '/wps/missions/claim',
  summary: "Claims a completed mission's reward of the current period, once (a bonus or points)",
  tag: 'missions',
  access: 'member',
  body: z.strictObject({ missionId: z.number().int().min(1).max(2_147_483_647) }),
  value: z.object({
    missionId: z.number().int(),
    rewardKind: z.enum(missionRewardKinds),
    amount: ZMinorValue,
    /** The bonus granted; null for points. */
    bonusId: z.number().int().nullable(),
  }),
});

// Operators.
export const ZMissionInput = z.strictObject({
  title: ZTexts(ZPlainLine(80)),
  period: z.enum(missionPeriods),
  kind: z.enum(missionKinds),
  gameType: z.enum(['', ...gameTypes]).default(''),
  target: ZMinorAmount,
  rewardAmount: ZMinorAmount,
  rewardKind: z.enum(missionRewardKinds).default('bonus'),
  wageringMultiple: z.number().int().min(0).max(100).default(1),
  isActive: z.boolean().default(true),
  sort: z.number().int().min(-1000).max(1000).default(0),
});
export type TMissionInput = z.infer<typeof ZMissionInput>;

export const ZOpsMission = z.object({
  id: z.number().int(),
  title: ZTextsOut,
  period: z.enum(missionPeriods),
  kind: z.enum(missionKinds),
  gameType: z.string(),
  target: ZMinorValue,
  rewardAmount: ZMinorValue,
  rewardKind: z.enum(missionRewardKinds),
  wageringMultiple: z.number().int(),
  isActive: z.boolean(),
  sort: z.number().int(),
  /** Members with progress this period, and claims this period. */
  participants: z.number().int(),
  claims: z.number().int(),
});

export const listOpsMissions = defineContract({
  method: 'GET',
  path: '/ops/api/missions',
  summary: `Missions with this period’s participants and claims, by period and display order, ${OPS_PAGE_SIZE} a page unless asked (admin, content)`,
  tag: 'ops',
  access: 'operator',
  permission: 'loyalty.read',
  query: ZOpsPageQuery,
  value: ZOpsPageOf(ZOpsMission),
});

export const createMission = defineContract({
  method: 'POST',
  path: '/ops/api/missions',
  summary: 'Create a mission (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'loyalty.edit',
  body: ZMissionInput,
  value: ZOpsMission,
});

export const updateMission = defineContract({
  method: 'PUT',
  path: '/ops/api/missions/:id',
  summary: 'Edit a mission (admin); progress already counted stays',
  tag: 'ops',
  access: 'operator',
  permission: 'loyalty.edit',
  params: z.strictObject({
    id: z
      .string()
      .regex(/^[1-9][0-9]{0,9}$/)
      .transform(Number),
  }),
  body: ZMissionInput,
  value: ZOpsMission,
});
