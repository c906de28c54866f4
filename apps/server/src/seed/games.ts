// Demo games (seed step 6): a few hundred games for the vendors of every type, named in English
// and Burmese (the lotteries among them come from lottery-list.ts); the three cockfight vendors the simulated cockfight uses; each launchable vendor's
// credentials for the seamless-wallet API (a secret made here, never in the repo); the built-in
// card game's rooms; and the jackpot pool opened through the ledger.
//
// `demoGames` is plain data computed from the lists below (no randomness), so the game-art
// generator (scripts/game-art.mjs) reads the same list the database gets.
import { randomBytes } from 'node:crypto';
import type { TGameClassify, TGameType } from '@wps/contracts/content/game-nav';
import type { TLanguage } from '@wps/contracts/http';
import { inArray } from 'drizzle-orm';
import { gameVendors } from '../db/schema/content';
import { games, pvpRooms, vendorCredentials } from '../db/schema/games';
import type { Db } from '../db/client';
import type { Deps } from '../deps';
import { openAccount } from '../ledger/accounts';
import { post } from '../ledger/post';
import { searchTextOf } from '../modules/games/games.queries';
import { lotteryDemoGames } from './lottery-list';

type Names = Partial<Record<TLanguage, string>> & { EN: string; MY: string };
/** [EN, MY] */
type Word = readonly [string, string];

export interface DemoGame {
  gameCode: string;
  names: Names;
  gameType: TGameType;
  /** The vendor's vassalage. */
  vendor: string;
  classify: TGameClassify | null;
  /** Minor units (100 = 1.00). */
  minBet: number;
  lines: number;
  isHot: boolean;
  trialEnabled: boolean;
  engine: 'slot' | 'fish' | 'pvp' | null;
  sort: number;
}

/** The cockfight vendors the simulated cockfight (SIMS) plays as, added if absent. */
export const DEMO_COCKFIGHT_VENDORS: ReadonlyArray<readonly [string, string]> = [
  ['DS88', 'DS88'],
  ['DIG', 'DIG'],
  ['WS168', 'WS168'],
];

/** Game types whose games are made here; the lottery vendors' games are the lotteries. */
type MadeType = Exclude<TGameType, 'LOTT' | 'ELOTT'>;

/** Vendors per game type, in the order of the content seed (apps/server/src/seed/content.ts). */
const vendorsOf: Record<MadeType, ReadonlyArray<readonly [string, string]>> = {
  RNG: [
    ['ROYALSLOTS', 'Royal Slots'],
    ['GOLDENREELS', 'Golden Reels'],
    ['RUBYREELS', 'Ruby Reels'],
    ['MANDALAYSPIN', 'Mandalay Spin'],
    ['JADEDRAGON', 'Jade Dragon'],
    ['TIGERFORTUNE', 'Tiger Fortune'],
    ['GOLDENPEACOCK', 'Golden Peacock'],
    ['NEONARCADE', 'Neon Arcade'],
    ['STARFRUIT', 'Star Fruit Slots'],
    ['LUCKYPAGODA', 'Lucky Pagoda'],
    ['MOONGATE', 'Moon Gate'],
    ['MONSOON', 'Monsoon Gaming'],
  ],
  LIVE: [
    ['PEARLCASINO', 'Pearl Casino'],
    ['LOTUSLIVE', 'Lotus Live'],
    ['PALACELIVE', 'Palace Live'],
    ['SAPPHIRELIVE', 'Sapphire Live'],
    ['RIVERSIDELIVE', 'Riverside Live'],
    ['ROYALTABLE', 'Royal Table'],
    ['VELVETROOM', 'Velvet Room'],
    ['ORCHIDLIVE', 'Orchid Live'],
  ],
  FISH: [
    ['DRAGONFISH', 'Dragon Fish'],
    ['GOLDENCARP', 'Golden Carp'],
    ['DEEPSEAHUNT', 'Deep Sea Hunt'],
    ['CORALREEF', 'Coral Reef Fishing'],
    ['SHARKBAY', 'Shark Bay'],
    ['MERMAIDTREASURE', 'Mermaid Treasure'],
  ],
  PVP: [
    ['SHWECARDS', 'Shwe Cards'],
    ['SHANCLUB', 'Shan Club'],
    ['KINGSTABLE', "King's Table"],
    ['ACEHOUSE', 'Ace House'],
    ['BLUEDIAMOND', 'Blue Diamond Cards'],
    ['LUCKYSEVEN', 'Lucky Seven Poker'],
    ['JADEPOKER', 'Jade Poker'],
  ],
  SPORTS: [
    ['GOLDENGOAL', 'Golden Goal'],
    ['GOALLINE', 'Goal Line Sports'],
    ['ARENASPORTS', 'Arena Sports'],
    ['CHAMPIONSPORTS', 'Champion Sports'],
    ['MATCHDAY', 'Match Day'],
    ['STADIUMPRO', 'Stadium Pro'],
  ],
  ESPORTS: [
    ['PIXELARENA', 'Pixel Arena'],
    ['CYBERLEAGUE', 'Cyber League'],
    ['NOVACUP', 'Nova Cup'],
    ['HEADSHOT', 'Headshot eSports'],
    ['LEVELUP', 'Level Up'],
  ],
  COCKFIGHT: [
    ...DEMO_COCKFIGHT_VENDORS,
    ['GOLDENSPUR', 'Golden Spur'],
    ['CRIMSONROOSTER', 'Crimson Rooster'],
    ['ROOSTERARENA', 'Rooster Arena'],
    ['DAWNFIGHTER', 'Dawn Fighter'],
    ['IRONWING', 'Iron Wing'],
  ],
};

const modifiers: readonly Word[] = [
  ['Golden', 'ရွှေ'],
  ['Lucky', 'ကံကောင်း'],
  ['Royal', 'တော်ဝင်'],
  ['Jade', 'ကျောက်စိမ်း'],
  ['Ruby', 'ပတ္တမြား'],
  ['Mystic', 'လျှို့ဝှက်'],
  ['Thunder', 'မိုးကြိုး'],
  ['Lotus', 'ကြာပန်း'],
  ['Dragon', 'နဂါး'],
  ['Tiger', 'ကျား'],
  ['Silver', 'ငွေ'],
  ['Diamond', 'စိန်'],
  ['Moon', 'လ'],
  ['Star', 'ကြယ်'],
];

const slotNouns: readonly Word[] = [
  ['Fortune', 'ကံကြမ္မာ'],
  ['Treasure', 'ရတနာ'],
  ['Palace', 'နန်းတော်'],
  ['Riches', 'ကြွယ်ဝမှု'],
  ['Reels', 'ရီးလ်များ'],
  ['Gems', 'ကျောက်မျက်များ'],
  ['Empire', 'အင်ပါယာ'],
  ['Kingdom', 'နိုင်ငံတော်'],
  ['Temple', 'ဘုရားကျောင်း'],
  ['River', 'မြစ်'],
  ['Garden', 'ဥယျာဉ်'],
  ['Festival', 'ပွဲတော်'],
  ['Legend', 'ဒဏ္ဍာရီ'],
  ['Quest', 'စွန့်စားခန်း'],
  ['Wilds', 'တောရိုင်း'],
  ['Nights', 'ညများ'],
];

/** The other RNG classes' game kinds. */
const classNouns: Record<Exclude<TGameClassify, 'SLOTS'>, readonly Word[]> = {
  SCRATCH: [
    ['Scratch', 'ခြစ်ကတ်'],
    ['Instant Win', 'ချက်ချင်းနိုင်'],
  ],
  VIDEO_POKER: [
    ['Video Poker', 'ဗီဒီယို ပိုကာ'],
    ['Joker Poker', 'ဂျိုကာ ပိုကာ'],
    ['Deuces Wild', 'ဒျူစ် ဝိုက်လ်'],
  ],
  TABLE_GAMES: [
    ['Blackjack', 'ဘလက်ဂျက်'],
    ['Roulette', 'ရူးလက်'],
    ['Baccarat', 'ဘာကာရာ'],
  ],
  ARCADE: [
    ['Plinko', 'ပလင့်ကို'],
    ['Mines', 'မိုင်းရှာ'],
    ['Dice', 'အန်စာတုံး'],
    ['Crash', 'ကရက်ရှ်'],
  ],
  BINGO: [
    ['Bingo', 'ဘင်ဂို'],
    ['Bingo 75', 'ဘင်ဂို ၇၅'],
  ],
};

/** Per RNG vendor: nine slots, then one game of each other class. */
const rngClassOrder: readonly TGameClassify[] = [
  ...Array<TGameClassify>(9).fill('SLOTS'),
  'SCRATCH',
  'VIDEO_POKER',
  'TABLE_GAMES',
  'ARCADE',
  'BINGO',
];
const slotLines = [9, 20, 25, 40, 50] as const;
/** The minimum-bet filter's values in minor units: 0.01, 0.05, 0.1, 0.5, 0.75. */
const minBets = [1, 5, 10, 50, 75] as const;

const fishNouns: readonly Word[] = [
  ['Fishing', 'ငါးဖမ်း'],
  ['Ocean King', 'သမုဒ္ဒရာ ဘုရင်'],
  ['Fish Hunter', 'ငါးမုဆိုး'],
  ['Shark Hunt', 'ငါးမန်း အမဲလိုက်'],
  ['Reef Catch', 'သန္တာကျောက်တန်း ငါးဖမ်း'],
];

const cardGames: readonly Word[] = [
  ['Shan Koe Mee', 'ရှမ်းကိုးမီး'],
  ['Bu Gyi', 'ဘူကြီး'],
  ['Three Card Poker', 'ကတ်သုံးချပ် ပိုကာ'],
  ['Banker Showdown', 'ဒိုင် ပြိုင်ပွဲ'],
];

const liveTables: readonly Word[] = [
  ['Baccarat', 'ဘာကာရာ'],
  ['Roulette', 'ရူးလက်'],
  ['Dragon Tiger', 'နဂါး ကျား'],
  ['Sic Bo', 'ဆစ်ဘို'],
];

/** Per type: the game kinds every vendor of that type offers, named "<vendor> <kind>". */
const kindsOf: Partial<Record<MadeType, readonly Word[]>> = {
  SPORTS: [
    ['Sportsbook', 'အားကစား လောင်းကစား'],
    ['Virtual Football', 'ဗာချွယ် ဘောလုံး'],
  ],
  ESPORTS: [
    ['Match Betting', 'အီး-စပို့ ပွဲစဉ် လောင်းကစား'],
    ['Virtual Arena', 'ဗာချွယ် ကွင်း'],
  ],
  COCKFIGHT: [
    ['Cockfight Arena', 'ကြက်တိုက်ကွင်း'],
    ['Derby Live', 'ကြက်တိုက်ပွဲ တိုက်ရိုက်'],
  ],
};

/** Each type's smallest stake in minor units where it is not the slot filter's spread. */
const minBetOf: Record<MadeType, number> = {
  RNG: 1,
  FISH: 1,
  PVP: 100,
  LIVE: 1_000,
  SPORTS: 1_000,
  ESPORTS: 1_000,
  COCKFIGHT: 1_000,
};

const codeOf = (vendor: string, words: string) =>
  `${vendor}_${words.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`.replace(/_+$/, '');

function named(en: string, my: string): Names {
  return { EN: en, MY: my };
}

function buildDemoGames(): DemoGame[] {
  const list: DemoGame[] = [];
  /** codeWords: what the code is made of after the vendor (the EN name unless given). */
  const add = (g: Omit<DemoGame, 'gameCode' | 'sort'> & { index: number; codeWords?: string }) => {
    const { index, codeWords, ...rest } = g;
    const gameCode = codeOf(g.vendor, codeWords ?? g.names.EN);
    list.push({ ...rest, gameCode, sort: (index + 1) * 10 });
  };

  vendorsOf.RNG.forEach(([vendor], i) => {
    rngClassOrder.forEach((classify, j) => {
      let en: string;
      let my: string;
      if (classify === 'SLOTS') {
        // (5i + 3j) mod 16 differs for every vendor at the same j: every name is unique.
        const [mEn, mMy] = modifiers[j % modifiers.length]!;
        const [nEn, nMy] = slotNouns[(5 * i + 3 * j) % slotNouns.length]!;
        [en, my] = [`${mEn} ${nEn}`, `${mMy} ${nMy}`];
      } else {
        const [mEn, mMy] = modifiers[(i + j) % modifiers.length]!;
        const kinds = classNouns[classify];
        const [nEn, nMy] = kinds[i % kinds.length]!;
        [en, my] = [`${mEn} ${nEn}`, `${mMy} ${nMy}`];
      }
      add({
        index: j,
        names: named(en, my),
        gameType: 'RNG',
        vendor,
        classify,
        minBet: minBets[(i + j) % minBets.length]!,
        // Every RNG game plays on the slot engine, so each has paylines; the other classes
        // take the fewest.
        lines: classify === 'SLOTS' ? slotLines[(i + 2 * j) % slotLines.length]! : 9,
        isHot: (i + j) % 6 === 0,
        trialEnabled: j % 3 === 0,
        engine: 'slot',
      });
    });
  });

  vendorsOf.FISH.forEach(([vendor], i) => {
    fishNouns.forEach(([nEn, nMy], j) => {
      const [mEn, mMy] = modifiers[(2 * i + j) % modifiers.length]!;
      add({
        index: j,
        names: named(`${mEn} ${nEn}`, `${mMy} ${nMy}`),
        gameType: 'FISH',
        vendor,
        classify: null,
        minBet: minBets[(i + j) % 4]!,
        lines: 0,
        isHot: j === 0,
        trialEnabled: j % 2 === 0,
        engine: 'fish',
      });
    });
  });

  vendorsOf.PVP.forEach(([vendor], i) => {
    cardGames.forEach(([cEn, cMy], j) => {
      const [mEn, mMy] = modifiers[(2 * i + j) % modifiers.length]!;
      // The built-in vendor's first game is the plain Shan Koe Mee.
      const names = i === 0 && j === 0 ? named(cEn, cMy) : named(`${mEn} ${cEn}`, `${mMy} ${cMy}`);
      add({
        index: j,
        names,
        gameType: 'PVP',
        vendor,
        classify: null,
        minBet: minBetOf.PVP,
        lines: 0,
        isHot: j === 0 && i < 3,
        trialEnabled: j === 0,
        engine: 'pvp',
      });
    });
  });

  vendorsOf.LIVE.forEach(([vendor, displayName], i) => {
    liveTables.forEach(([tEn, tMy], j) => {
      add({
        index: j,
        codeWords: tEn,
        names: named(`${displayName} ${tEn}`, `${displayName} ${tMy}`),
        gameType: 'LIVE',
        vendor,
        classify: null,
        minBet: minBetOf.LIVE,
        lines: 0,
        isHot: j === 0 && i < 3,
        trialEnabled: false,
        engine: null,
      });
    });
  });

  for (const gameType of ['SPORTS', 'ESPORTS', 'COCKFIGHT'] as const) {
    vendorsOf[gameType].forEach(([vendor, displayName], i) => {
      kindsOf[gameType]!.forEach(([kEn, kMy], j) => {
        add({
          index: j,
          codeWords: kEn,
          names: named(`${displayName} ${kEn}`, `${displayName} ${kMy}`),
          gameType,
          vendor,
          classify: null,
          minBet: minBetOf[gameType],
          lines: 0,
          isHot: j === 0 && i < 2,
          trialEnabled: false,
          engine: null,
        });
      });
    });
  }
  return list;
}

export const demoGames: readonly DemoGame[] = [...buildDemoGames(), ...lotteryDemoGames];

/** Where each vendor type's game client starts (vendor_credentials.launchUrl). */
export const launchUrlOf: Partial<Record<TGameType, string>> = {
  RNG: '/play/slot',
  FISH: '/play/fish',
  PVP: '/play/pvp',
  LIVE: '/play/live',
  SPORTS: '/play/sports',
  ESPORTS: '/play/sports',
  COCKFIGHT: '/play/cockfight',
};
/** The vendors run on this machine call the API from here. */
export const LOCAL_VENDOR_IPS = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/** The card game's rooms: [EN, MY, min bet, max bet] in minor units. */
const roomTiers: ReadonlyArray<readonly [string, string, bigint, bigint]> = [
  ['Beginner', 'စတင်သူ', 100n, 10_000n],
  ['Standard', 'ပုံမှန်', 500n, 50_000n],
  ['Silver', 'ငွေ', 1_000n, 100_000n],
  ['Gold', 'ရွှေ', 5_000n, 500_000n],
  ['VIP', 'VIP', 10_000n, 1_000_000n],
];
export const PVP_ROOM_SEATS = 6;

/** The jackpot's opening pool: 5,000,000.00 (minor units), from the house. */
export const JACKPOT_OPENING_POOL = 500_000_000n;

/**
 * Adds the games absent from the catalogue (by game code). An operator may have removed a demo
 * vendor on an upgraded database: its games are skipped.
 */
export async function insertDemoGames(db: Db, list: readonly DemoGame[]): Promise<void> {
  const vendors = await db.select().from(gameVendors);
  const vendorId = new Map(vendors.map((v) => [`${v.gameType}:${v.vassalage}`, v.id]));
  const rows = list.flatMap((g) => {
    const id = vendorId.get(`${g.gameType}:${g.vendor}`);
    if (id === undefined) return [];
    return [
      {
        vendorId: id,
        gameType: g.gameType,
        gameCode: g.gameCode,
        names: g.names,
        searchText: searchTextOf(g.names),
        classify: g.classify,
        minBet: BigInt(g.minBet),
        lines: g.lines,
        art: `/images/games/${g.gameCode}.svg`,
        isHot: g.isHot,
        sort: g.sort,
        isActive: true,
        trialEnabled: g.trialEnabled,
        engine: g.engine,
      },
    ];
  });
  for (let k = 0; k < rows.length; k += 100) {
    await db
      .insert(games)
      .values(rows.slice(k, k + 100))
      .onConflictDoNothing();
  }
}

async function run({ db }: Deps): Promise<void> {
  const existing = await db.select().from(gameVendors);
  const maxTypeId = existing.reduce((max, v) => Math.max(max, v.accountTypeId), 1000);
  const maxCockfightSort = existing
    .filter((v) => v.gameType === 'COCKFIGHT')
    .reduce((max, v) => Math.max(max, v.sort), 0);
  await db
    .insert(gameVendors)
    .values(
      DEMO_COCKFIGHT_VENDORS.map(([vassalage, displayName], k) => ({
        gameType: 'COCKFIGHT' as const,
        vassalage,
        displayName,
        accountTypeId: maxTypeId + k + 1,
        isHot: false,
        logo: `/images/vendors/${vassalage}.svg`,
        sort: maxCockfightSort + (k + 1) * 10,
      })),
    )
    .onConflictDoNothing();

  await insertDemoGames(db, demoGames);
  const vendors = await db.select().from(gameVendors);

  await db
    .insert(vendorCredentials)
    .values(
      vendors.flatMap((v) => {
        const launchUrl = launchUrlOf[v.gameType];
        if (!launchUrl) return [];
        return [
          {
            vendorId: v.id,
            secret: randomBytes(32).toString('hex'),
            allowedIps: LOCAL_VENDOR_IPS,
            launchUrl,
          },
        ];
      }),
    )
    .onConflictDoNothing();

  const pvpGames = await db
    .select({ id: games.id })
    .from(games)
    .where(
      inArray(
        games.gameCode,
        demoGames.filter((g) => g.gameType === 'PVP').map((g) => g.gameCode),
      ),
    );
  const existingRooms = new Set(
    (await db.select({ gameId: pvpRooms.gameId }).from(pvpRooms)).map((r) => r.gameId),
  );
  const rooms = pvpGames
    .filter((g) => !existingRooms.has(g.id))
    .flatMap((g) =>
      roomTiers.map(([en, my, minBet, maxBet], k) => ({
        gameId: g.id,
        names: { EN: `${en} room`, MY: `${my} အခန်း` },
        minBet,
        maxBet,
        seats: PVP_ROOM_SEATS,
        sort: (k + 1) * 10,
      })),
    );
  if (rooms.length > 0) await db.insert(pvpRooms).values(rooms);

  const house = await openAccount(db, 'house', null);
  const jackpot = await openAccount(db, 'jackpot', null);
  await post(db, {
    key: 'seed:jackpot',
    kind: 'adjustment',
    entries: [
      { account: house.id, amount: -JACKPOT_OPENING_POOL },
      { account: jackpot.id, amount: JACKPOT_OPENING_POOL },
    ],
    metadata: { reference: 'jackpot opening pool' },
  });
}

/** Seed step 6 (after the vendors of step 2 and the house account of step 5). */
export const gamesSeed = { version: 6, run };
