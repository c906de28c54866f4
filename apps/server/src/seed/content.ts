// Demo content for a Myanmar-facing site (currency: kyat): the vendors of every game type,
// banners for each route's group, notices and help articles, in Burmese (MY) and English (EN).
// Vendor names are invented; logos and banner art are SVG files shipped in apps/web/public.
import type { TBannerGroup } from '@wps/contracts/content/announcements';
import type { TGameType } from '@wps/contracts/content/game-nav';
import type { THelpTag } from '@wps/contracts/system/help-center';
import { banners, gameVendors, helpArticles, notices } from '../db/schema/content';
import type { Deps } from '../deps';

/** [vassalage, display name, hot] per game type, in navigation order. */
const vendorsByType: Record<TGameType, Array<[string, string, boolean]>> = {
  RNG: [
    ['ROYALSLOTS', 'Royal Slots', true],
    ['GOLDENREELS', 'Golden Reels', true],
    ['RUBYREELS', 'Ruby Reels', true],
    ['MANDALAYSPIN', 'Mandalay Spin', false],
    ['JADEDRAGON', 'Jade Dragon', false],
    ['TIGERFORTUNE', 'Tiger Fortune', false],
    ['GOLDENPEACOCK', 'Golden Peacock', false],
    ['NEONARCADE', 'Neon Arcade', false],
    ['STARFRUIT', 'Star Fruit Slots', false],
    ['LUCKYPAGODA', 'Lucky Pagoda', false],
    ['MOONGATE', 'Moon Gate', false],
    ['MONSOON', 'Monsoon Gaming', false],
  ],
  LIVE: [
    ['LOTUSLIVE', 'Lotus Live', true],
    ['PEARLCASINO', 'Pearl Casino', true],
    ['PALACELIVE', 'Palace Live', false],
    ['SAPPHIRELIVE', 'Sapphire Live', false],
    ['RIVERSIDELIVE', 'Riverside Live', false],
    ['ROYALTABLE', 'Royal Table', false],
    ['VELVETROOM', 'Velvet Room', false],
    ['ORCHIDLIVE', 'Orchid Live', false],
  ],
  FISH: [
    ['DRAGONFISH', 'Dragon Fish', true],
    ['GOLDENCARP', 'Golden Carp', true],
    ['DEEPSEAHUNT', 'Deep Sea Hunt', false],
    ['CORALREEF', 'Coral Reef Fishing', false],
    ['SHARKBAY', 'Shark Bay', false],
    ['MERMAIDTREASURE', 'Mermaid Treasure', false],
  ],
  PVP: [
    ['SHWECARDS', 'Shwe Cards', true],
    ['SHANCLUB', 'Shan Club', true],
    ['KINGSTABLE', "King's Table", false],
    ['ACEHOUSE', 'Ace House', false],
    ['BLUEDIAMOND', 'Blue Diamond Cards', false],
    ['LUCKYSEVEN', 'Lucky Seven Poker', false],
    ['JADEPOKER', 'Jade Poker', false],
  ],
  SPORTS: [
    ['GOALLINE', 'Goal Line Sports', true],
    ['GOLDENGOAL', 'Golden Goal', true],
    ['ARENASPORTS', 'Arena Sports', false],
    ['CHAMPIONSPORTS', 'Champion Sports', false],
    ['MATCHDAY', 'Match Day', false],
    ['STADIUMPRO', 'Stadium Pro', false],
  ],
  ESPORTS: [
    ['PIXELARENA', 'Pixel Arena', true],
    ['CYBERLEAGUE', 'Cyber League', false],
    ['NOVACUP', 'Nova Cup', false],
    ['HEADSHOT', 'Headshot eSports', false],
    ['LEVELUP', 'Level Up', false],
  ],
  LOTT: [
    ['TWODLIVE', '2D Live', true],
    ['THREEDCLUB', '3D Club', false],
    ['LUCKYDRAW', 'Lucky Draw', false],
    ['GOLDENBALL', 'Golden Ball Lotto', false],
    ['MEGANUMBERS', 'Mega Numbers', false],
  ],
  ELOTT: [
    ['QUICKDRAW', 'Quick Draw', true],
    ['SPEEDLOTTO', 'Speed Lotto', false],
    ['FIVEMINUTE', 'Five-Minute Lotto', false],
    ['KENOSTAR', 'Keno Star', false],
    ['LUCKYRACE', 'Lucky Race', false],
    ['DICEMASTER', 'Dice Master', false],
  ],
  COCKFIGHT: [
    ['GOLDENSPUR', 'Golden Spur', true],
    ['CRIMSONROOSTER', 'Crimson Rooster', false],
    ['ROOSTERARENA', 'Rooster Arena', false],
    ['DAWNFIGHTER', 'Dawn Fighter', false],
    ['IRONWING', 'Iron Wing', false],
  ],
};

function vendorRows() {
  let accountTypeId = 1000;
  return Object.entries(vendorsByType).flatMap(([gameType, list]) =>
    list.map(([vassalage, displayName, isHot], index) => ({
      gameType: gameType as TGameType,
      vassalage,
      displayName,
      accountTypeId: (accountTypeId += 1),
      isHot,
      logo: `/images/vendors/${vassalage}.svg`,
      sort: (index + 1) * 10,
    })),
  );
}

/** [group, MY title, EN title, link to a site route or null]; art at /banners/<group>-<n>.svg. */
const bannerList: Array<[TBannerGroup, string, string, string | null]> = [
  [
    'w_home',
    'ကြိုဆိုဆုကြေး - ပထမအကြိမ် ငွေသွင်းမှုအပေါ် ၁၀၀%',
    'Welcome bonus: 100% on your first deposit',
    '/promotions',
  ],
  ['w_home', 'အပတ်စဉ် စလော့ ငွေပြန်အမ်း ၅%', 'Weekly slots cashback: 5%', '/promotions'],
  ['w_home', 'Royal VIP ကလပ်', 'Royal VIP Club', '/vip'],
  ['w_rng', 'စလော့ - လှည့်ပြီး အနိုင်ယူပါ', 'Slots: spin and win', null],
  ['w_rng', 'လှည့်တိုင်း ဂျက်ပေါ့ ကြီးထွားလာသည်', 'The jackpot grows with every spin', '/hot'],
  ['w_live', '၂၄ နာရီ တိုက်ရိုက် ဒီလာများ', 'Live dealers around the clock', null],
  ['w_fish', 'Dragon Fish - ငါးပစ်ခန်းမတွင် အသစ်', 'Dragon Fish: new in the fishing hall', null],
  ['w_pvp', 'ရှမ်းကိုးမီး နှင့် အခြား ဖဲဂိမ်းများ', 'Shan Koe Mee and more card games', null],
  ['w_sports', 'ပွဲကြီးတိုင်းအတွက် ဘောလုံး အလောင်းအစား', 'Football odds on every big match', null],
  ['w_esports', 'အီး-စပို့ - သင့်အသင်းကို အားပေးပါ', 'E-sports: back your team', null],
  ['w_elott', 'မိနစ်အနည်းငယ်တိုင်း ဖွင့်သော ထီ', 'Draws every few minutes', null],
  ['w_cockfight', 'နေ့စဉ် တိုက်ရိုက် ကြက်တိုက်ပွဲများ', 'Live cockfights every day', null],
  ['w_hot', 'ဤအပတ်၏ လူကြိုက်အများဆုံး ဂိမ်းများ', "This week's most played games", null],
  ['w_promotions', 'ကစားသမားတိုင်းအတွက် ဆုကြေးများ', 'Bonuses for every player', '/promotions'],
  ['w_register', 'တစ်မိနစ်အတွင်း အသင်းဝင်ပါ', 'Join in a minute', null],
  ['w_login', 'ပြန်လည် ကြိုဆိုပါသည်', 'Welcome back', null],
  ['w_forget', 'စကားဝှက်ကို လုံခြုံစွာ ပြန်လည်သတ်မှတ်ပါ', 'Reset your password safely', null],
];

function bannerRows(now: Date) {
  const seen = new Map<TBannerGroup, number>();
  return bannerList.map(([groupName, my, en, link]) => {
    const n = (seen.get(groupName) ?? 0) + 1;
    seen.set(groupName, n);
    return {
      groupName,
      title: { MY: my, EN: en },
      image: { EN: `/banners/${groupName}-${n}.svg` },
      linkageType: link === null ? (0 as const) : (1 as const),
      link,
      startsAt: daysBefore(now, 30),
      sort: n * 10,
    };
  });
}

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 86_400_000);
}

interface Text2 {
  MY: string;
  EN: string;
}

const noticeList: Array<
  { type: 'PL' | 'H' | 'PU' | 'PR'; daysAgo: number } & Record<'title' | 'content', Text2>
> = [
  {
    type: 'PL',
    daysAgo: 2,
    title: {
      MY: 'ငွေသွင်းနည်းလမ်းများနှင့် ကြာချိန်',
      EN: 'Deposit channels and processing times',
    },
    content: {
      MY: 'မိုဘိုင်းငွေပေးချေမှု (mobile wallet) သို့မဟုတ် ပြည်တွင်းဘဏ်လွှဲဖြင့် သင့်ပိုက်ဆံအိတ်ထဲသို့ ငွေဖြည့်နိုင်ပါသည်။ မိုဘိုင်းငွေပေးချေမှုဖြင့် ငွေသွင်းပါက များသောအားဖြင့် ၅ မိနစ်အတွင်း ရောက်ရှိပြီး ဘဏ်လွှဲဖြင့် ငွေသွင်းပါက ဘဏ်ဖွင့်ချိန်အတွင်း မိနစ် ၃၀ အတွင်း ရောက်ရှိပါသည်။\n\nအနည်းဆုံး ငွေသွင်းပမာဏမှာ ၅,၀၀၀ ကျပ် ဖြစ်ပါသည်။ ငွေလွှဲတိုင်း ငွေသွင်းစာမျက်နှာတွင် ထိုအချိန်၌ ပြသထားသော အကောင့်အချက်အလက်ကိုသာ အသုံးပြုပါ။ ငွေလက်ခံအကောင့်များ အခါအားလျော်စွာ ပြောင်းလဲတတ်သဖြင့် အကောင့်ဟောင်းသို့ လွှဲထားသောငွေကို အမြန် ခြေရာခံရန် ခက်ခဲပါသည်။\n\nမိနစ် ၃၀ ကြာသည်အထိ ငွေမရောက်သေးပါက ငွေလွှဲပြေစာနှင့်အတူ ဖောက်သည်ဝန်ဆောင်မှုသို့ ဆက်သွယ်ပါ။',
      EN: 'You can top up your wallet by mobile wallet or by local bank transfer. Mobile wallet deposits usually arrive within 5 minutes; bank transfers within 30 minutes during banking hours.\n\nThe minimum deposit is 5,000 Ks. Every time you pay, use the account details shown on the deposit page at that moment: our receiving accounts change from time to time, and money sent to an old account is slow to trace.\n\nIf your deposit has not arrived after 30 minutes, contact customer service with your transfer receipt.',
    },
  },
  {
    type: 'H',
    daysAgo: 5,
    title: {
      MY: 'အပတ်စဉ် ပြုပြင်ထိန်းသိမ်းမှု - အင်္ဂါနေ့ ၀၂:၀၀ မှ ၀၄:၀၀ အထိ',
      EN: 'Weekly maintenance: Tuesdays 02:00 to 04:00',
    },
    content: {
      MY: 'ဝက်ဘ်ဆိုက်ကို မြန်ဆန်လုံခြုံစေရန် အင်္ဂါနေ့တိုင်း မြန်မာစံတော်ချိန် နံနက် ၀၂:၀၀ မှ ၀၄:၀၀ အထိ ပုံမှန် ပြုပြင်ထိန်းသိမ်းမှု ပြုလုပ်ပါသည်။ ထိုအချိန်အတွင်း ဂိမ်းအချို့နှင့် ပိုက်ဆံအိတ်ကို မိနစ်အနည်းငယ်ခန့် အသုံးပြု၍ မရနိုင်ပါ။\n\nထိုးပြီးသား လောင်းကြေးများကို ပြုပြင်ထိန်းသိမ်းမှု ပြီးဆုံးပြီးနောက် ပုံမှန်အတိုင်း ရှင်းလင်းပေးပါမည်။ ထိုအချိန်အတွင်း ငွေသွင်း၊ ငွေထုတ် မပြုလုပ်ရန် မေတ္တာရပ်ခံအပ်ပါသည်။',
      EN: 'To keep the site fast and secure, routine maintenance runs every Tuesday from 02:00 to 04:00 Myanmar time. During this window some games and the wallet may be unavailable for a few minutes.\n\nBets already placed are settled as usual once the maintenance ends. Please avoid deposits and withdrawals during the window.',
    },
  },
  {
    type: 'PL',
    daysAgo: 9,
    title: { MY: 'တာဝန်သိသိ ကစားပါ', EN: 'Play responsibly' },
    content: {
      MY: 'ဂိမ်းကစားခြင်းသည် ဖျော်ဖြေမှုသာ ဖြစ်သင့်ပြီး ငွေရှာသည့် နည်းလမ်း မဟုတ်ပါ။ မကစားမီ သုံးစွဲမည့် ပမာဏကို သတ်မှတ်ထားပြီး ထိုပမာဏ ပြည့်လျှင် ရပ်နားပါ။\n\nအကောင့်ဖွင့်ရန် အသက် ၁၈ နှစ်နှင့်အထက် ဖြစ်ရပါမည်။ ဂိမ်းကစားခြင်းသည် ပျော်စရာ မဖြစ်တော့ဟု ခံစားရပါက ဖောက်သည်ဝန်ဆောင်မှုသို့ ဆက်သွယ်ပါ။ သင်ရွေးချယ်သည့် ကာလအတွက် သင့်အကောင့်ကို ခေတ္တ ပိတ်ထားပေးနိုင်ပါသည်။',
      EN: 'Gaming should be entertainment, not a way to make money. Set yourself a budget before you play and stop when you reach it.\n\nYou must be 18 or older to hold an account. If gaming stops being fun, contact customer service: we can close your account for a cooling-off period of your choice.',
    },
  },
  {
    type: 'PL',
    daysAgo: 1,
    title: {
      MY: 'ငါးပစ်ခန်းမသို့ Dragon Fish ရောက်ရှိလာပါပြီ',
      EN: 'Dragon Fish joins the fishing hall',
    },
    content: {
      MY: 'Dragon Fish ကို ငါးပစ်ခန်းမတွင် ယခု ကစားနိုင်ပါပြီ။ ချိန်ရွယ် ပစ်ခတ်ပြီး ဆုကြေး စုဆောင်းပါ။ ငါးကြီးလေ ဆုကြေးများလေ ဖြစ်ပြီး ဘော့စ် ငါးကြီးများ မိနစ်အနည်းငယ်တိုင်း ပေါ်လာပါသည်။\n\nငါးပစ်ဂိမ်း မီနူးမှ စတင် ကစားကြည့်ပါ။',
      EN: 'Dragon Fish is now open in the fishing hall. Aim, fire and collect: the bigger the fish, the bigger the prize, and boss fish swim in every few minutes.\n\nFind it in the Fishing menu.',
    },
  },
  {
    type: 'PU',
    daysAgo: 3,
    title: {
      MY: 'သင့်အကောင့်ကို လုံခြုံအောင် ထိန်းသိမ်းပါ',
      EN: 'Keep your account safe',
    },
    content: {
      MY: 'Royal Win ဝန်ထမ်းများသည် ဖုန်း၊ chat သို့မဟုတ် ဆိုရှယ်မီဒီယာမှတစ်ဆင့် သင့်စကားဝှက်၊ ငွေပေးချေမှု စကားဝှက် သို့မဟုတ် SMS အတည်ပြုကုဒ်ကို ဘယ်သောအခါမှ တောင်းခံမည် မဟုတ်ပါ။\n\nအကောင့်ဝင်ပြီးနောက် ငွေသွင်းစာမျက်နှာတွင် ပြသထားသော အကောင့်များသို့သာ ငွေသွင်းပါ။ Royal Win မှ ဖြစ်သည်ဟု ပြောဆိုသူ တစ်ဦးက အခြားနေရာသို့ ငွေလွှဲခိုင်းပါက မလွှဲပါနှင့်၊ ဖောက်သည်ဝန်ဆောင်မှုသို့ အကြောင်းကြားပါ။',
      EN: 'Royal Win staff will never ask for your password, your payment password or an SMS code, whether by phone, chat or social media.\n\nOnly deposit to the accounts shown on the deposit page after you log in. If someone claiming to be from Royal Win asks you to send money anywhere else, do not pay, and report it to customer service.',
    },
  },
  {
    type: 'PR',
    daysAgo: 4,
    title: {
      MY: 'ပထမအကြိမ် ငွေသွင်းဆုကြေး - ၁၀၀% (အများဆုံး ၃၀၀,၀၀၀ ကျပ်)',
      EN: 'First deposit bonus: 100% up to 300,000 Ks',
    },
    content: {
      MY: 'အသင်းဝင်အသစ်များသည် ပထမအကြိမ် ငွေသွင်းမှုအပေါ် ၁၀၀% ဘောနပ်စ် (အများဆုံး ၃၀၀,၀၀၀ ကျပ်) ရရှိပါမည်။ ငွေမသွင်းမီ ပရိုမိုးရှင်း စာမျက်နှာတွင် ဘောနပ်စ်ကို ရွေးပြီးမှ အနည်းဆုံး ၁၀,၀၀၀ ကျပ် ပထမအကြိမ် ငွေသွင်းပါ။ ငွေသွင်းမှု ရောက်ရှိသည်နှင့် ဘောနပ်စ်ကို သင့်ဘောနပ်စ် ပိုက်ဆံအိတ်ထဲသို့ ထည့်ပေးပါမည်။\n\nငွေမထုတ်မီ ဘောနပ်စ်နှင့် ငွေသွင်းပမာဏ ပေါင်းကို ရက် ၃၀ အတွင်း ၁၀ ဆ လောင်းကစားရပါမည်။ စလော့နှင့် ငါးပစ်ဂိမ်းများ အပါအဝင် ဂိမ်းအားလုံး၏ လောင်းကြေးကို အပြည့် ထည့်တွက်ပါသည်။ အသင်းဝင်တစ်ဦးလျှင် ပထမအကြိမ် ငွေသွင်း ဘောနပ်စ် တစ်ကြိမ်သာ ရရှိနိုင်ပါသည်။',
      EN: 'New members get a 100% bonus on their first deposit, up to 300,000 Ks. Choose the bonus on the Promotions page before your first deposit of at least 10,000 Ks: it reaches your bonus wallet as soon as the deposit arrives.\n\nBefore you withdraw, wager the bonus and the deposit together 10 times within 30 days. Bets on every game count in full, slots and fishing included. One first-deposit bonus per member.',
    },
  },
  {
    type: 'PR',
    daysAgo: 6,
    title: {
      MY: 'အပတ်စဉ် စလော့ ပြန်အမ်းငွေ ၅%',
      EN: 'Weekly slots cashback: 5%',
    },
    content: {
      MY: 'စလော့ဂိမ်းများတွင် ထိုးခဲ့သော တရားဝင်လောင်းကြေး၏ ၅% ကို ပြန်လည် ရယူပါ (တစ်ရက်လျှင် အများဆုံး ၅၀၀,၀၀၀ ကျပ်)။\n\nပရိုမိုးရှင်း စာမျက်နှာ သို့မဟုတ် "ကိုယ်တိုင် ပြန်အမ်းငွေ" စာမျက်နှာရှိ "ပြန်အမ်းငွေ ရယူရန်" ကို အချိန်မရွေး နှိပ်ပါ။ ပြီးခဲ့သော ၇ ရက်အတွင်း မရယူရသေးသည့် နေ့အားလုံး၏ ပြန်အမ်းငွေကို လောင်းကစားရန် မလိုဘဲ သင့်ပိုက်ဆံအိတ်ထဲသို့ ငွေသားအဖြစ် တိုက်ရိုက် ထည့်ပေးပါမည်။ အပတ်စဉ် အနည်းဆုံး တစ်ကြိမ် (ဥပမာ တနင်္လာနေ့တိုင်း) ရယူပါ။',
      EN: 'Get 5% of your valid bets on slot games back, up to 500,000 Ks a day.\n\nPress Claim rebate on the Promotions page or the Manual rebate page whenever you like: every unclaimed day of the last 7 is paid at once, straight into your wallet as cash, with no wagering. Claim at least once a week (every Monday, say).',
    },
  },
];

const helpList: Array<{ tag: THelpTag } & Record<'title' | 'content', Text2>> = [
  {
    tag: 'general',
    title: { MY: 'အကောင့်ဖွင့်နည်း', EN: 'How to register' },
    content: {
      MY: 'စာမျက်နှာ ထိပ်ရှိ စာရင်းသွင်းရန် ခလုတ်ကို နှိပ်ပါ။ ဖောင်တွင် ဖော်ပြထားသော စည်းမျဉ်းများအတိုင်း အသုံးပြုသူအမည်နှင့် စကားဝှက်ကို ရွေးချယ်ပြီး သင့်ဖုန်းနံပါတ်ကို နိုင်ငံကုဒ် (မြန်မာနိုင်ငံအတွက် +95) နှင့်အတူ ထည့်ပါ။\n\nဖောင်တွင် အတည်ပြုကုဒ် တောင်းပါက ကုဒ်ပို့ရန်ကို နှိပ်ပါ။ သင်ထည့်ထားသော ဖုန်းနံပါတ်သို့ SMS ဖြင့် ကုဒ်ပို့ပေးပါမည်။ ထိုနံပါတ်သည် သင့်နံပါတ် ဖြစ်ကြောင်း အတည်ပြုရန် ကုဒ်ကို ဖောင်တွင် ရိုက်ထည့်ပါ။\n\nစာရင်းသွင်းရန် အသက် ၁၈ နှစ်နှင့်အထက် ဖြစ်ရမည်ဖြစ်ပြီး လူတစ်ဦးလျှင် အကောင့်တစ်ခုသာ ဖွင့်ခွင့်ရှိပါသည်။ စာရင်းသွင်းပြီးသည်နှင့် အကောင့်ဝင်ပြီးသား ဖြစ်သွားမည်ဖြစ်ပြီး ပထမဆုံး ငွေသွင်းနိုင်ပါပြီ။',
      EN: 'Click the Register button at the top of the page. Choose a username and a password following the rules the form shows, and enter your mobile number with its country code (+95 for Myanmar).\n\nWhen the form asks for a verification code, tap Send code: we send it by SMS to the number you entered. Type the code into the form to confirm the number is yours.\n\nYou must be 18 or older to register, and each person may hold one account only. Once registered you are logged in straight away and can make your first deposit.',
    },
  },
  {
    tag: 'general',
    title: { MY: 'ငွေသွင်းနည်း', EN: 'How to deposit' },
    content: {
      MY: 'အကောင့်ဝင်ပြီး စာမျက်နှာ ထိပ်ရှိ ငွေသွင်းရန်ကို ဖွင့်ပါ။ ငွေသွင်းနည်းလမ်း (မိုဘိုင်းငွေပေးချေမှု သို့မဟုတ် ဘဏ်လွှဲ) ကို ရွေးပြီး ပမာဏကို ထည့်ကာ ပြသထားသော ညွှန်ကြားချက်များအတိုင်း လုပ်ဆောင်ပါ။ ညွှန်ကြားချက်တွင် ငွေလက်ခံမည့် အကောင့်နှင့် ငွေလွှဲရာတွင် ထည့်ရေးရမည့် ရည်ညွှန်းနံပါတ် ပါဝင်ပါသည်။\n\nအနည်းဆုံး ငွေသွင်းပမာဏမှာ ၅,၀၀၀ ကျပ် ဖြစ်ပါသည်။ မိုဘိုင်းငွေပေးချေမှုဖြင့် ငွေသွင်းပါက များသောအားဖြင့် ၅ မိနစ်အတွင်း၊ ဘဏ်လွှဲဖြင့်ဆိုလျှင် ဘဏ်ဖွင့်ချိန်အတွင်း မိနစ် ၃၀ အတွင်း ရောက်ရှိပါသည်။ လက်ကျန်ငွေ အလိုအလျောက် ပြောင်းလဲသွားမည်ဖြစ်ပြီး လက်ကျန်ငွေကို နှိပ်၍လည်း ပြန်စစ်နိုင်ပါသည်။\n\nသင့်ကိုယ်ပိုင်အမည်ဖြင့် ဖွင့်ထားသော အကောင့်မှသာ ငွေလွှဲပြီး ထိုငွေသွင်းမှုအတွက် ပြသထားသော အကောင့်သို့သာ ငွေလွှဲပါ။',
      EN: 'Log in and open Deposit at the top of the page. Pick a channel (mobile wallet or bank transfer), enter the amount and follow the instructions shown: they give the receiving account and a reference to add to your transfer.\n\nThe minimum deposit is 5,000 Ks. Mobile wallet deposits usually arrive within 5 minutes, bank transfers within 30 minutes during banking hours. Your balance updates by itself; you can also click it to refresh.\n\nPay only from an account in your own name, and only to the account shown for that deposit.',
    },
  },
  {
    tag: 'general',
    title: { MY: 'ငွေထုတ်နည်း', EN: 'How to withdraw' },
    content: {
      MY: 'အကောင့်ဝင်ပြီးနောက် ငွေထုတ်ရန်ကို ဖွင့်ပါ။ ပထမဆုံးအကြိမ်တွင် သင့်ကိုယ်ပိုင်အမည်ဖြင့် ဖွင့်ထားသော ဘဏ်အကောင့် သို့မဟုတ် မိုဘိုင်းငွေပေးချေမှု အကောင့်ကို ထည့်ပြီး ငွေပေးချေမှု စကားဝှက်တစ်ခု သတ်မှတ်ပါ။ တစ်စုံတစ်ယောက်က သင့်အကောင့်ဝင် စကားဝှက်ကို သိသွားလျှင်ပင် ထိုစကားဝှက်က သင့်ငွေထုတ်မှုများကို ကာကွယ်ပေးပါသည်။\n\nပမာဏ (အနည်းဆုံး ၁၀,၀၀၀ ကျပ်) နှင့် ငွေပေးချေမှု စကားဝှက်ကို ထည့်ပါ။ ငွေထုတ်မှု အများစုကို မိနစ် ၃၀ အတွင်း ပေးချေပါသည်။ ပမာဏ ကြီးမားသော ငွေထုတ်မှုများနှင့် ပထမဆုံး ငွေထုတ်မှုများကို လူကိုယ်တိုင် စစ်ဆေးရသဖြင့် ၂၄ နာရီအထိ ကြာနိုင်ပါသည်။\n\nဆုကြေးငွေ ရယူထားပါက ငွေမထုတ်မီ ထိုဆုကြေး၏ လောင်းကစားရမည့် သတ်မှတ်ချက်ကို ပြည့်မီရပါမည်။',
      EN: 'Open Withdraw after logging in. The first time, add a bank account or mobile wallet in your own name and set a payment password: it protects your withdrawals even if someone learns your login password.\n\nEnter the amount (at least 10,000 Ks) and your payment password. Most withdrawals are paid within 30 minutes; large amounts and first withdrawals are checked by hand and may take up to 24 hours.\n\nIf you claimed a bonus, its wagering requirement must be met before you can withdraw.',
    },
  },
  {
    tag: 'agent',
    title: { MY: 'ကိုယ်စားလှယ် ကော်မရှင်', EN: 'Affiliate commission' },
    content: {
      MY: 'Royal Win ကိုယ်စားလှယ်အနေဖြင့် သင်ခေါ်ဆောင်လာသော ကစားသမားများထံမှ ရရှိသည့် အသားတင်ဝင်ငွေ၏ ရာခိုင်နှုန်းတစ်ခုကို ရရှိပါမည်။ အသားတင်ဝင်ငွေဆိုသည်မှာ ထိုကစားသမားများ၏ ရှုံးငွေမှ အနိုင်ရငွေ၊ ဆုကြေးငွေနှင့် ငွေပေးချေမှုကြေးများကို နုတ်ထားသော ပမာဏဖြစ်ပြီး ပြက္ခဒိန်လ အလိုက် တွက်ချက်ပါသည်။\n\nရာခိုင်နှုန်းသည် လှုပ်ရှားနေသော ကစားသမားဦးရေ (တစ်လအတွင်း အနည်းဆုံး ၅၀,၀၀၀ ကျပ် လောင်းကစားသူ) အလိုက် မြင့်တက်ပါသည်။ ၅ ဦးမှ ၁၉ ဦးအထိ ၂၅%၊ ၂၀ ဦးမှ ၄၉ ဦးအထိ ၃၀% နှင့် ၅၀ ဦးနှင့်အထက် ၃၅% ဖြစ်ပါသည်။\n\nအနုတ်ပြသော လကို နောက်လသို့ သယ်ဆောင်သွားမည် ဖြစ်သဖြင့် ကော်မရှင်ကို ကစားသမားများ၏ ကောင်းသောလများအပေါ်သာမက စုစုပေါင်း ရလဒ်အပေါ် မူတည်၍ ပေးချေပါသည်။',
      EN: "As a Royal Win affiliate you earn a share of the net revenue from the players you bring in: their losses minus their winnings, bonuses and payment fees, counted per calendar month.\n\nThe share rises with the number of active players (players who bet at least 50,000 Ks in the month): 25% for 5 to 19 active players, 30% for 20 to 49, and 35% from 50 upwards.\n\nA negative month is carried over to the next, so commission is paid on your players' overall result, not on their good months only.",
    },
  },
  {
    tag: 'agent',
    title: { MY: 'ကိုယ်စားလှယ်အဖြစ် ပါဝင်နည်း', EN: 'How to join the affiliate programme' },
    content: {
      MY: 'ကိုယ်စားလှယ် ဝင်ရောက်ရန် စာမျက်နှာရှိ ဖောင်တွင် သင့်အမည်၊ ဖုန်းနံပါတ်နှင့် ကစားသမားများထံ မည်သို့ ချိတ်ဆက်မည် (ဆိုရှယ်မီဒီယာ၊ အသိုင်းအဝိုင်းအုပ်စု၊ ဆိုင် စသည်) ကို ဖြည့်ပါ။ ကျွန်ုပ်တို့၏ ကိုယ်စားလှယ်အဖွဲ့က အလုပ်ရက် နှစ်ရက်အတွင်း ပြန်လည် ဆက်သွယ်ပါမည်။\n\nအတည်ပြုပြီးသည်နှင့် ကိုယ်စားလှယ်အကောင့်နှင့် ကိုယ်ပိုင် ညွှန်းဆိုလင့်ခ်တစ်ခု ရရှိပါမည်။ သင့်လင့်ခ်မှတစ်ဆင့် စာရင်းသွင်းသော သို့မဟုတ် စာရင်းသွင်းစဉ် သင့်ညွှန်းဆိုကုဒ်ကို ထည့်သော ကစားသမားများသည် သင့်အဖွဲ့ဝင်များ ဖြစ်လာပါမည်။\n\nကိုယ်စားလှယ်စင်တာတွင် သင့်အဖွဲ့၊ ၎င်းတို့၏ လှုပ်ရှားမှုနှင့် သင့်ကော်မရှင်ကို အချိန်မရွေး ကြည့်ရှုနိုင်ပါသည်။',
      EN: 'Fill in the form on the agent join page with your name, your mobile number and how you plan to reach players (social media, a community group, a shop ...). Our affiliate team answers within two working days.\n\nOnce approved you get an agent account and a personal referral link. Players who register through your link, or enter your referral code when registering, join your team.\n\nThe agent centre shows your team, their activity and your commission at any time.',
    },
  },
  {
    tag: 'agent',
    title: { MY: 'ကော်မရှင် ပေးချေခြင်း', EN: 'Commission payouts' },
    content: {
      MY: 'လတစ်လအတွက် ကော်မရှင်ကို နောက်လ၏ ၁ ရက်နေ့တွင် တွက်ချက်ပြီး ၅ ရက်နေ့ မတိုင်မီ သင့်ကိုယ်စားလှယ် ပိုက်ဆံအိတ်ထဲသို့ ထည့်ပေးပါသည်။ ထို့နောက် အခြား လက်ကျန်ငွေများကဲ့သို့ပင် သင့်ကိုယ်ပိုင်အမည်ဖြင့် ဖွင့်ထားသော ဘဏ်အကောင့် သို့မဟုတ် မိုဘိုင်းငွေပေးချေမှု အကောင့်သို့ ထုတ်ယူနိုင်ပါသည်။\n\nအနည်းဆုံး ပေးချေငွေမှာ ၅၀,၀၀၀ ကျပ် ဖြစ်ပြီး ထိုထက်နည်းသော ပမာဏကို နောက်လသို့ သယ်ဆောင်သွားပါမည်။\n\nအကောင့်ထပ်နေသည်ဟု တွေ့ရှိရသော ကစားသမားများ သို့မဟုတ် ဆုကြေးငွေ အလွဲသုံးစားပြုမှုမှ ရရှိသော ကော်မရှင်ကို ပေးချေမည် မဟုတ်ပါ။',
      EN: "A month's commission is calculated on the 1st of the next month and paid into your agent wallet by the 5th. From there you withdraw it like any other balance, to a bank account or mobile wallet in your own name.\n\nThe minimum payout is 50,000 Ks; a smaller amount carries over to the next month.\n\nCommission earned from duplicate accounts or from bonus abuse is not paid.",
    },
  },
  {
    tag: 'term',
    title: { MY: 'စည်းမျဉ်းနှင့် စည်းကမ်းချက်များ', EN: 'Terms and conditions' },
    content: {
      MY: 'အကောင့်ဖွင့်ခြင်းဖြင့် သင်သည် အသက် ၁၈ နှစ်နှင့်အထက် ဖြစ်ကြောင်း၊ သင်ရှိရာ နေရာတွင် ဂိမ်းကစားခြင်းသည် တရားဝင်ကြောင်းနှင့် သင်ပေးသော အချက်အလက်အားလုံး မှန်ကန်ပြီး သင့်ကိုယ်ပိုင် ဖြစ်ကြောင်း အတည်ပြုပါသည်။\n\nလူတစ်ဦးလျှင် အကောင့်တစ်ခုသာ ဖွင့်ခွင့်ရှိပါသည်။ မမှန်သော အချက်အလက်ဖြင့် ဖွင့်ထားသော သို့မဟုတ် ပရိုမိုးရှင်းများကို အလွဲသုံးစားပြုရန် အသုံးပြုသော အကောင့်များကို ပိတ်သိမ်းပြီး ဆုကြေးမှ ရရှိသော အနိုင်ရငွေများကို ပယ်ဖျက်နိုင်ပါသည်။\n\nလက်ခံပြီးသော လောင်းကြေးများကို ပြင်ဆင်၍ မရပါ။ ဂိမ်း ချို့ယွင်းခြင်း သို့မဟုတ် အင်တာနက် ပြတ်တောက်ခြင်း ဖြစ်ပါက ကျွန်ုပ်တို့၏ ဆာဗာတွင် မှတ်တမ်းတင်ထားသော ရလဒ်ကို အတည်ယူပါသည်။ ဤစည်းကမ်းချက်များကို ပြောင်းလဲနိုင်ပြီး ဤစာမျက်နှာပေါ်ရှိ ဗားရှင်းသည် ထုတ်ပြန်သည့်နေ့မှစ၍ အကျိုးသက်ရောက်ပါသည်။',
      EN: 'By opening an account you confirm that you are 18 or older, that gaming is legal where you are, and that all the details you give are true and your own.\n\nEach person may hold one account. Accounts opened with false details, or used to abuse promotions, can be closed and their bonus winnings removed.\n\nBets are final once accepted. If a game fails or a connection drops, the result recorded on our servers decides. We may change these terms; the version on this page applies from the day it is published.',
    },
  },
  {
    tag: 'term',
    title: { MY: 'ကိုယ်ရေးအချက်အလက် မူဝါဒ', EN: 'Privacy policy' },
    content: {
      MY: 'သင့်အကောင့်ကို လည်ပတ်ရန် လိုအပ်သည်များကိုသာ ကောက်ယူပါသည်။ ၎င်းတို့မှာ သင့်အသုံးပြုသူအမည်၊ ဖုန်းနံပါတ်၊ ငွေပေးချေမှု အကောင့်များ၊ ငွေသွင်း၊ ငွေထုတ်နှင့် လောင်းကြေး မှတ်တမ်းများ ဖြစ်ပြီး သင့်အကောင့်ကို ကာကွယ်ရန် အကောင့်ဝင်တိုင်း၏ IP လိပ်စာနှင့် စက်ပစ္စည်းကိုလည်း မှတ်တမ်းတင်ပါသည်။\n\nသင့်အချက်အလက်များကို ဘယ်သောအခါမှ ရောင်းချမည် မဟုတ်ပါ။ သင့်ငွေကို လွှဲပြောင်းရန် ငွေပေးချေမှု ဝန်ဆောင်မှုပေးသူများနှင့်လည်းကောင်း၊ ဥပဒေအရ လိုအပ်သည့်အခါ သက်ဆိုင်ရာ အာဏာပိုင်များနှင့်လည်းကောင်းသာ မျှဝေပါသည်။\n\nစကားဝှက်များကို လုံခြုံသော hash အဖြစ်သာ သိမ်းဆည်းပြီး စာမျက်နှာတိုင်းကို စာဝှက်ထားသော ချိတ်ဆက်မှုဖြင့် ပို့ဆောင်ပါသည်။ သင့်အချက်အလက် မိတ္တူ သို့မဟုတ် အကောင့်ပိတ်ရန် ဖောက်သည်ဝန်ဆောင်မှုထံ တောင်းဆိုနိုင်ပါသည်။',
      EN: 'We collect what we need to run your account: your username, mobile number, payment accounts and the record of your deposits, withdrawals and bets, plus the IP address and device of each login, to protect your account.\n\nWe never sell your data. We share it only with payment providers, to move your money, and with the authorities when the law requires it.\n\nPasswords are stored only as secure hashes, and every page is served over an encrypted connection. You may ask customer service for a copy of your data or for your account to be closed.',
    },
  },
  {
    tag: 'term',
    title: { MY: 'တာဝန်သိ ဂိမ်းကစားခြင်း', EN: 'Responsible gaming' },
    content: {
      MY: 'ဂိမ်းကစားခြင်းသည် ဖျော်ဖြေမှုတစ်ခု ဖြစ်ပါသည်။ ငွေနှင့် အချိန်ကို မည်မျှ သုံးမည်ကို ကြိုတင် ဆုံးဖြတ်ထားပါ။ ရှုံးငွေကို ပြန်ရရန် ဆက်မလိုက်ပါနှင့်။ အိမ်ငှားခ၊ စားစရိတ် သို့မဟုတ် မိသားစုအတွက် လိုအပ်သောငွေဖြင့် ဘယ်သောအခါမှ မကစားပါနှင့်။\n\nသတိပေး လက္ခဏာများ - စီစဉ်ထားသည်ထက် ပိုကြာအောင် ကစားခြင်း၊ ကစားရန် ငွေချေးခြင်း၊ မိသားစုထံမှ ကစားခြင်းကို ဖုံးကွယ်ခြင်း၊ မကစားရသည့်အခါ စိတ်မအေးမချမ်း ဖြစ်ခြင်း။\n\nဤလက္ခဏာများကို တွေ့ပါက ခေတ္တ နားပါ။ ဖောက်သည်ဝန်ဆောင်မှုက သင့်အကောင့်ကို ၁ ပတ်မှ ၆ လအထိ သို့မဟုတ် အပြီးတိုင် ပိတ်ထားပေးနိုင်ပြီး ထိုကာလအတွင်း ပြန်ဖွင့်၍ မရပါ။ အသက် ၁၈ နှစ်အောက် ကစားသမားများကို ခွင့်မပြုပါ။ အရွယ်မရောက်သေးသူ၏ အကောင့်ဟု တွေ့ရှိပါက ပိတ်သိမ်းပါမည်။',
      EN: 'Gaming is entertainment. Decide in advance how much money and time you will spend, never chase losses, and never play with money you need for rent, food or family.\n\nWarning signs: playing longer than planned, borrowing to play, hiding your play from family, feeling restless when you cannot play.\n\nIf you see these signs, take a break. Customer service can close your account for a cooling-off period of one week to six months, or for good; it cannot be reopened during that time. Players under 18 are not allowed, and any account found to belong to a minor is closed.',
    },
  },
];

async function run({ db }: Deps): Promise<void> {
  const now = new Date();
  await db.insert(gameVendors).values(vendorRows());
  await db.insert(banners).values(bannerRows(now));
  await db.insert(notices).values(
    // One sort value for all: the newest comes first.
    noticeList.map(({ type, daysAgo, title, content }) => ({
      type,
      title,
      content,
      startsAt: daysBefore(now, daysAgo),
      sort: 10,
    })),
  );
  await db.insert(helpArticles).values(
    helpList.map(({ tag, title, content }, index) => ({
      tag,
      title,
      content,
      sort: (index + 1) * 10,
    })),
  );
}

/** Seed step 2 (after the settings, step 1). */
export const contentSeed = { version: 2, run };
