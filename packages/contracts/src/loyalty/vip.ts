// VIP (issue 19; spec "VIP"): ranks from the rolling valid bet and deposits over an operator-set
// window, the member's progress to the next rank, and the console's ranks and rules.
import { z } from 'zod';
import { ZIsoTime, ZPlainLine, ZTexts, ZTextsOut } from '../content/fields';
import { defineContract, ZLanguage } from '../http';
import { ZMinorValue } from '../wallet/fields';

export const ZVipRank = z.object({
  level: z.number().int(),
  name: z.string(),
  colour: z.string(),
  /** Rolling totals over the window needed for this rank, minor units. */
  minValidBet: ZMinorValue,
  minDeposit: ZMinorValue,
  /** Paid once, the first time a member reaches the rank (cash, minor units). */
  reward: ZMinorValue,
});
export type TVipRank = z.infer<typeof ZVipRank>;

/** Public state's VIP values (spec): hasVip, vipRankLevel. */
export const vipState = defineContract({
  method: 'GET',
  path: '/wps/vip/state',
  summary: 'hasVip (the site runs a VIP programme) and the caller’s vipRankLevel',
  tag: 'vip',
  access: 'public',
  value: z.object({ hasVip: z.boolean(), vipRankLevel: z.number().int().nullable() }),
});

export const ZVipSummary = z.object({
  enabled: z.boolean(),
  windowDays: z.number().int(),
  ranks: z.array(ZVipRank),
  /** Null for a visitor. */
  me: z
    .object({
      level: z.number().int(),
      reachedAt: ZIsoTime.nullable(),
      validBet: ZMinorValue,
      deposits: ZMinorValue,
      /** The next rank and what is left to reach it; null at the top. */
      next: z
        .object({
          level: z.number().int(),
          validBetLeft: ZMinorValue,
          depositLeft: ZMinorValue,
          /** 0 to 100: the lesser of the two figures' progress. */
          percent: z.number().int(),
        })
        .nullable(),
      /** The member's rank is above VIP_CS_ABOVE (4): VIP customer service. */
      vipService: z.boolean(),
    })
    .nullable(),
});
export type TVipSummary = z.infer<typeof ZVipSummary>;

export const getVipSummary = defineContract({
  method: 'GET',
  path: '/wps/vip/summary',
  summary: "The VIP ranks and, for a member, the caller's rank and progress",
  tag: 'vip',
  access: 'public',
  query: z.strictObject({ language: ZLanguage.default('EN') }),
  value: ZVipSummary,
});

// zod runs object refinements after a failed field too: a malformed figure must not reach BigInt.
const big = (s: string) => (/^[0-9]{1,16}$/.test(s) ? BigInt(s) : 0n);

export const ZOpsVipRankInput = z.strictObject({
  level: z.number().int().min(1).max(20),
  names: ZTexts(ZPlainLine(40)),
  colour: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #aabbcc'),
  minValidBet: z.string().regex(/^(0|[1-9][0-9]{0,14})$/),
  minDeposit: z.string().regex(/^(0|[1-9][0-9]{0,14})$/),
  reward: z.string().regex(/^(0|[1-9][0-9]{0,12})$/),
});

export const ZOpsVipSettings = z
  .strictObject({
    enabled: z.boolean(),
    windowDays: z.number().int().min(1).max(365),
    /** Days a member keeps a rank before dropping one level when the figures fall short. */
    relegationGraceDays: z.number().int().min(0).max(365),
    ranks: z.array(ZOpsVipRankInput).min(1).max(20),
  })
  .refine((s) => s.ranks.every((r, i) => r.level === i + 1), {
    message: 'levels run 1, 2, 3 ... in order',
    path: ['ranks'],
  })
  .refine(
    (s) =>
      s.ranks.every(
        (r, i) =>
          i === 0 ||
          (big(r.minValidBet) >= big(s.ranks[i - 1]!.minValidBet) &&
            big(r.minDeposit) >= big(s.ranks[i - 1]!.minDeposit)),
      ),
    { message: 'each rank needs at least the figures of the rank below', path: ['ranks'] },
  )
  .refine((s) => s.ranks[0]?.minValidBet === '0' && s.ranks[0]?.minDeposit === '0', {
    message: 'rank 1 is where everyone starts: its figures are 0',
    path: ['ranks'],
  });
export type TOpsVipSettings = z.infer<typeof ZOpsVipSettings>;

export const ZOpsVipSettingsOut = z.object({
  enabled: z.boolean(),
  windowDays: z.number().int(),
  relegationGraceDays: z.number().int(),
  ranks: z.array(ZOpsVipRankInput.extend({ names: ZTextsOut, members: z.number().int() })),
});

export const opsGetVipSettings = defineContract({
  method: 'GET',
  path: '/ops/api/vip/settings',
  summary: 'VIP ranks and rules, with the members at each rank',
  tag: 'vip',
  access: 'operator',
  permission: 'loyalty.read',
  value: ZOpsVipSettingsOut,
});

export const opsPutVipSettings = defineContract({
  method: 'PUT',
  path: '/ops/api/vip/settings',
  summary: 'Set the VIP ranks and rules',
  tag: 'vip',
  access: 'operator',
  permission: 'loyalty.edit',
  body: ZOpsVipSettings,
  value: ZOpsVipSettingsOut,
});
