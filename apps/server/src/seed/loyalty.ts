// Demo points mall and VIP ranks (issue 19): earning on (1 point per 1,000 Ks of valid bet, per
// 10,000 Ks deposited), 100 points buy 1,000 Ks, a few bonus credits and goods, six VIP ranks.
import type { Deps } from '../deps';
import {
  pointEarnRules,
  pointRewards,
  pointSettings,
  vipRanks,
  vipSettings,
} from '../db/schema/loyalty-points';
import { microRate } from '../modules/points/points.maths';

const KS = 100n; // minor units per kyat

async function run({ db }: Deps) {
  await db
    .insert(pointSettings)
    .values({
      id: 1,
      enabled: true,
      depositPoints: 1,
      depositPer: 10_000n * KS,
      depositMicro: microRate(1, 10_000n * KS),
      convertPoints: 100,
      convertAmount: 1_000n * KS,
      convertMin: 100,
    })
    .onConflictDoNothing();
  await db
    .insert(pointEarnRules)
    .values([
      { gameType: '*', points: 1, per: 1_000n * KS, micro: microRate(1, 1_000n * KS) },
      { gameType: 'LOTT', points: 2, per: 1_000n * KS, micro: microRate(2, 1_000n * KS) },
    ])
    .onConflictDoNothing();
  await db.insert(pointRewards).values([
    {
      kind: 'bonus',
      names: { EN: 'Bonus 1,000 Ks', MY: 'ဘောနပ်စ် 1,000 ကျပ်' },
      descriptions: { EN: 'Bonus money, wagering x1.', MY: 'ဘောနပ်စ်ငွေ၊ လောင်းကြေး x1။' },
      points: 100,
      bonusAmount: 1_000n * KS,
      wageringMultiple: 100,
      stock: null,
      sort: 1,
    },
    {
      kind: 'bonus',
      names: { EN: 'Bonus 5,000 Ks', MY: 'ဘောနပ်စ် 5,000 ကျပ်' },
      descriptions: { EN: 'Bonus money, wagering x2.', MY: 'ဘောနပ်စ်ငွေ၊ လောင်းကြေး x2။' },
      points: 450,
      bonusAmount: 5_000n * KS,
      wageringMultiple: 200,
      stock: null,
      sort: 2,
    },
    {
      kind: 'goods',
      names: { EN: 'Royal Win cap', MY: 'Royal Win ဦးထုပ်' },
      descriptions: { EN: 'Shipped within Myanmar.', MY: 'မြန်မာနိုင်ငံအတွင်း ပို့ဆောင်ပေးသည်။' },
      points: 800,
      stock: 20,
      sort: 3,
    },
    {
      kind: 'goods',
      names: { EN: 'Royal Win T-shirt', MY: 'Royal Win တီရှပ်' },
      descriptions: { EN: 'Shipped within Myanmar.', MY: 'မြန်မာနိုင်ငံအတွင်း ပို့ဆောင်ပေးသည်။' },
      points: 1500,
      stock: 10,
      sort: 4,
    },
  ]);
  await db
    .insert(vipSettings)
    .values({ id: 1, enabled: true, windowDays: 30, relegationGraceDays: 30 })
    .onConflictDoNothing();
  const ranks: Array<[number, string, string, bigint, bigint, bigint]> = [
    [1, 'Member', 'အဖွဲ့ဝင်', 0n, 0n, 0n],
    [2, 'Bronze', 'ကြေး', 50_000n, 10_000n, 1_000n],
    [3, 'Silver', 'ငွေ', 200_000n, 50_000n, 3_000n],
    [4, 'Gold', 'ရွှေ', 1_000_000n, 200_000n, 10_000n],
    [5, 'Platinum', 'ပလက်တီနမ်', 5_000_000n, 1_000_000n, 50_000n],
    [6, 'Diamond', 'စိန်', 20_000_000n, 5_000_000n, 200_000n],
  ];
  const colours = ['#8a8798', '#b0703c', '#9ea7b3', '#d4a017', '#5c8fa8', '#6142bf'];
  await db
    .insert(vipRanks)
    .values(
      ranks.map(([level, en, my, bet, deposit, reward]) => ({
        level,
        names: { EN: en, MY: my },
        colour: colours[level - 1]!,
        minValidBet: bet * KS,
        minDeposit: deposit * KS,
        reward: reward * KS,
      })),
    )
    .onConflictDoNothing();
}

export const loyaltySeed = { version: 19, run };
