// The demo lotteries as plain data: which vendor (the lottery's brand) runs each, its names, menu
// tab, prize mode, layout and draw schedule. The games seed lists them with the other demo games
// (so the game-art generator draws their cards) and the lottery seed (step 7) makes them
// lotteries. The brands are invented; the Vietnamese provinces and their draw days are public.
import { LOTTERY_PLAY_TYPES, type LotteryLayout } from '@wps/games/lottery';
import type { DemoGame } from './games';

export interface DemoLottery {
  gameCode: string;
  gameType: 'LOTT' | 'ELOTT';
  /** The vendor's vassalage (a vendor of the content seed). */
  vendor: string;
  names: DemoGame['names'];
  menuTag: string;
  prizeMode: 'Lott' | 'ZY' | 'Elott' | 'SEA';
  layout: LotteryLayout;
  timeZone: string;
  /** 1 Sunday .. 7 Saturday. */
  drawDays: readonly number[];
  drawTime: string;
  intervalSeconds: number | null;
  lockSeconds: number;
  isHot: boolean;
}

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7] as const;
/** Wednesday, Saturday and Sunday: the Malaysian 4D draw days. */
const WED_SAT_SUN = [1, 4, 7] as const;
const VIETNAM = 'Asia/Ho_Chi_Minh';

const codeOf = (vendor: string, words: string) =>
  `${vendor}_${words.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`.replace(/_+$/, '');

type Shape = Omit<DemoLottery, 'gameCode' | 'vendor' | 'names' | 'isHot'>;

const sea4d = (
  prizeMode: 'Lott' | 'SEA',
  timeZone: string,
  drawDays: readonly number[],
  drawTime: string,
): Shape => ({
  gameType: 'LOTT',
  menuTag: '4D',
  prizeMode,
  layout: 'sea4d',
  timeZone,
  drawDays,
  drawTime,
  intervalSeconds: null,
  lockSeconds: 15 * 60,
});

/** [vendor, EN, MY, shape, hot] */
const fourD: ReadonlyArray<readonly [string, string, string, Shape, boolean]> = [
  [
    'LUCKYDRAW',
    'Lucky 4D',
    'ကံကောင်း 4D',
    sea4d('Lott', 'Asia/Kuala_Lumpur', WED_SAT_SUN, '19:00'),
    true,
  ],
  [
    'GOLDENBALL',
    'Grand 4D',
    'ဂရန်း 4D',
    sea4d('Lott', 'Asia/Kuala_Lumpur', WED_SAT_SUN, '19:30'),
    false,
  ],
  [
    'MEGANUMBERS',
    'Borneo 4D',
    'ဘော်နီယို 4D',
    sea4d('SEA', 'Asia/Kuching', WED_SAT_SUN, '19:15'),
    false,
  ],
  [
    'MEGANUMBERS',
    'Thai Lotto 4D',
    'ထိုင်း ထီ 4D',
    sea4d('SEA', 'Asia/Bangkok', [1, 4], '15:30'),
    false,
  ],
];

/** The southern provinces and their draw days: [EN, VI, days]. */
const southern: ReadonlyArray<readonly [string, string, readonly number[]]> = [
  ['Ho Chi Minh City', 'TP. Hồ Chí Minh', [2, 7]],
  ['Dong Thap', 'Đồng Tháp', [2]],
  ['Ben Tre', 'Bến Tre', [3]],
  ['Vung Tau', 'Vũng Tàu', [3]],
  ['Dong Nai', 'Đồng Nai', [4]],
  ['Can Tho', 'Cần Thơ', [4]],
  ['Tay Ninh', 'Tây Ninh', [5]],
  ['An Giang', 'An Giang', [5]],
  ['Vinh Long', 'Vĩnh Long', [6]],
  ['Binh Duong', 'Bình Dương', [6]],
  ['Long An', 'Long An', [7]],
  ['Tien Giang', 'Tiền Giang', [1]],
  ['Kien Giang', 'Kiên Giang', [1]],
  ['Da Lat', 'Đà Lạt', [1]],
];

/** [vendor, EN, MY, minutes between draws]: fast draws all day in the site's default zone. */
const fast: ReadonlyArray<readonly [string, string, string, number]> = [
  ['QUICKDRAW', 'Quick Draw 1 Minute', 'Quick Draw ၁ မိနစ်', 1],
  ['SPEEDLOTTO', 'Speed Lotto 2 Minutes', 'Speed Lotto ၂ မိနစ်', 2],
  ['KENOSTAR', 'Keno Star 3 Minutes', 'Keno Star ၃ မိနစ်', 3],
  ['FIVEMINUTE', 'Five-Minute Lotto', '၅ မိနစ် ထီ', 5],
  ['LUCKYRACE', 'Lucky Race 10 Minutes', 'Lucky Race ၁၀ မိနစ်', 10],
  ['DICEMASTER', 'Dice Master 15 Minutes', 'Dice Master ၁၅ မိနစ်', 15],
];

function buildDemoLotteries(): DemoLottery[] {
  const list: DemoLottery[] = [];
  for (const [vendor, en, my, shape, isHot] of fourD) {
    list.push({ gameCode: codeOf(vendor, en), vendor, names: { EN: en, MY: my }, isHot, ...shape });
  }
  list.push({
    gameCode: codeOf('TWODLIVE', 'Northern Vietnam'),
    gameType: 'LOTT',
    vendor: 'TWODLIVE',
    names: { EN: 'Northern Vietnam', MY: 'ဗီယက်နမ် မြောက်ပိုင်း ထီ', VI: 'Miền Bắc' },
    menuTag: 'NORTH',
    prizeMode: 'ZY',
    layout: 'vnNorth',
    timeZone: VIETNAM,
    drawDays: EVERY_DAY,
    drawTime: '18:15',
    intervalSeconds: null,
    lockSeconds: 15 * 60,
    isHot: true,
  });
  for (const [en, vi, drawDays] of southern) {
    list.push({
      gameCode: codeOf('THREEDCLUB', en),
      gameType: 'LOTT',
      vendor: 'THREEDCLUB',
      names: { EN: en, MY: `${en} (ဗီယက်နမ် တောင်ပိုင်း ထီ)`, VI: vi },
      menuTag: 'SOUTH',
      prizeMode: 'ZY',
      layout: 'vnSouth',
      timeZone: VIETNAM,
      drawDays,
      drawTime: '16:15',
      intervalSeconds: null,
      lockSeconds: 15 * 60,
      isHot: en === 'Ho Chi Minh City',
    });
  }
  for (const [vendor, en, my, minutes] of fast) {
    list.push({
      gameCode: codeOf(vendor, en),
      gameType: 'ELOTT',
      vendor,
      names: { EN: en, MY: my },
      menuTag: 'FAST',
      prizeMode: 'Elott',
      layout: 'fast5',
      timeZone: 'Asia/Yangon',
      drawDays: EVERY_DAY,
      drawTime: '00:00',
      intervalSeconds: minutes * 60,
      // A fifth of the interval, at most a minute: time to see the result and bet on the next.
      lockSeconds: Math.min(60, minutes * 12),
      isHot: minutes === 1,
    });
  }
  return list;
}

export const demoLotteries: readonly DemoLottery[] = buildDemoLotteries();

/** The catalogue's minimum bet: the smallest default stake of the layout's play types. */
const minBetOf = (layout: LotteryLayout) =>
  Math.min(...LOTTERY_PLAY_TYPES[layout].map((p) => Number(p.defaultMinStake)));

/** The lotteries as catalogue games, in the games seed's shape. */
export const lotteryDemoGames: readonly DemoGame[] = demoLotteries.map((l, index) => ({
  gameCode: l.gameCode,
  names: l.names,
  gameType: l.gameType,
  vendor: l.vendor,
  classify: null,
  minBet: minBetOf(l.layout),
  lines: 0,
  isHot: l.isHot,
  trialEnabled: false,
  engine: null,
  sort: (index + 1) * 10,
}));
