// Demo promotions (seed step 21): the two the seeded announcements advertise (a first-deposit
// bonus of 100% up to 300,000 Ks, a weekly slots cashback of 5%) and one of each other type a
// player can try on a fresh site: a daily check-in, a welcome bonus, a lucky draw and a big-win
// application. Every one waits for the player (choose, claim, sign in, join or apply): nothing is
// paid and no bonus starts by itself, so a fresh player, every end-to-end test's included, has no
// bonus to wager or to forfeit on a withdrawal.
// Made as an operator makes them in the console, by the first operator: the art (SVG files in
// promotion-art/, drawn to PNG here, as uploads are PNG or JPEG) through the content images'
// upload service, each promotion checked by the console's contract, created, then published.
// A database whose operators already made promotions gets none: theirs stand alone.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import { ZPromotionInput } from '@wps/contracts/promotions/fields';
import type { z } from 'zod';
import type { Deps } from '../deps';
import { serverRoot } from '../lib/paths';
import { saveContentImage } from '../modules/content-images/content-images.service';
import { listOperators } from '../modules/ops/ops.queries';
import { mustEnrolTwoFactor } from '../modules/ops/totp';
import { createPromotion, setPromotionState } from '../modules/promotions/promotions-ops.service';
import { listAllPromotions } from '../modules/promotions/promotions.queries';
import type { Caller } from '../modules/session/session.service';

const KS = 100n; // minor units per kyat
const ks = (kyat: number) => (BigInt(kyat) * KS).toString();
const DAY = 86_400_000;
/** How long the lucky draw runs from the day the demo data is made. */
const DEMO_RAFFLE_DAYS = 30;

type DemoPromotion = Omit<z.input<typeof ZPromotionInput>, 'texts'> & {
  /** A file of promotion-art/, the same picture for every language (it has no words). */
  art: string;
  texts: Record<'EN' | 'MY', { title: string; body: string }>;
};

/** In the order the list shows them (sortOrder; an operator's new ones, at 0, come first). */
function demoPromotions(now: Date): DemoPromotion[] {
  return [
    {
      art: 'first-deposit.svg',
      texts: {
        EN: {
          title: 'First deposit bonus: 100% up to 300,000 Ks',
          body:
            'New members get a 100% bonus on their first deposit, up to 300,000 Ks.\n\n' +
            'Press Choose this bonus here before you deposit, then make your first deposit of ' +
            'at least 10,000 Ks. The bonus reaches your bonus wallet as soon as the deposit ' +
            'arrives: 10,000 Ks earns 10,000 Ks, and 300,000 Ks or more earns the full ' +
            '300,000 Ks. Nothing is added unless you choose it.\n\n' +
            'Before you withdraw, wager the bonus and the deposit together 10 times within 30 ' +
            'days. Bets on every game count in full, slots and fishing included. A withdrawal ' +
            'before that, or giving the bonus up, forfeits the bonus. One first-deposit bonus ' +
            'per member, and one active bonus at a time.',
        },
        MY: {
          title: 'ပထမအကြိမ် ငွေသွင်း ဘောနပ်စ် ၁၀၀% (အများဆုံး ၃၀၀,၀၀၀ ကျပ်)',
          body:
            'အသင်းဝင်အသစ်များသည် ပထမအကြိမ် ငွေသွင်းမှုအပေါ် ၁၀၀% ဘောနပ်စ် ' +
            '(အများဆုံး ၃၀၀,၀၀၀ ကျပ်) ရရှိပါမည်။\n\n' +
            'ငွေမသွင်းမီ ဤစာမျက်နှာရှိ "ဤဘောနပ်စ်ကို ရွေးရန်" ကို နှိပ်ပြီးမှ အနည်းဆုံး ' +
            '၁၀,၀၀၀ ကျပ် ပထမအကြိမ် ငွေသွင်းပါ။ ငွေသွင်းမှု ရောက်ရှိသည်နှင့် ဘောနပ်စ်ကို ' +
            'သင့်ဘောနပ်စ် ပိုက်ဆံအိတ်ထဲသို့ ထည့်ပေးပါမည်- ၁၀,၀၀၀ ကျပ် သွင်းလျှင် ၁၀,၀၀၀ ' +
            'ကျပ်၊ ၃၀၀,၀၀၀ ကျပ်နှင့်အထက် သွင်းလျှင် ၃၀၀,၀၀၀ ကျပ် အပြည့် ရရှိပါမည်။ ' +
            'မရွေးချယ်ပါက မည်သည့်ငွေမျှ ထည့်ပေးမည် မဟုတ်ပါ။\n\n' +
            'ငွေမထုတ်မီ ဘောနပ်စ်နှင့် ငွေသွင်းပမာဏ ပေါင်းကို ရက် ၃၀ အတွင်း ၁၀ ဆ ' +
            'လောင်းကစားရပါမည်။ စလော့နှင့် ငါးပစ်ဂိမ်းများ အပါအဝင် ဂိမ်းအားလုံး၏ လောင်းကြေးကို ' +
            'အပြည့် ထည့်တွက်ပါသည်။ ထိုမတိုင်မီ ငွေထုတ်ပါက သို့မဟုတ် ဘောနပ်စ်ကို ' +
            'စွန့်လွှတ်ပါက ဘောနပ်စ် ဆုံးရှုံးပါမည်။ အသင်းဝင်တစ်ဦးလျှင် ပထမအကြိမ် ငွေသွင်း ' +
            'ဘောနပ်စ် တစ်ကြိမ်သာ ရရှိနိုင်ပြီး တစ်ချိန်တည်းတွင် ဘောနပ်စ် တစ်ခုသာ ' +
            'အသုံးပြုနိုင်ပါသည်။',
        },
      },
      rules: {
        type: 'deposit',
        percentBps: 10_000,
        cap: ks(300_000),
        minDeposit: ks(10_000),
        // Chosen by the player before depositing, paid when that deposit completes: a player
        // who never chooses it deposits and withdraws with no bonus in the way.
        choose: 'before',
        wageringMultiple: 10,
        wageringBase: 'bonusPlusDeposit',
      },
      eligibility: { nthDeposit: 1 },
      perMember: 1,
      sortOrder: 10,
    },
    {
      art: 'slots-cashback.svg',
      texts: {
        EN: {
          title: 'Weekly slots cashback: 5%',
          body:
            'Get 5% of your valid bets on slot games back, up to 500,000 Ks a day.\n\n' +
            'Press Claim rebate here or on the Manual rebate page whenever you like: every day ' +
            'of the last 7 that you have not claimed yet is paid at once, straight into your ' +
            'wallet as cash, with no wagering. Days older than 7 lapse, so claim at least once ' +
            "a week (every Monday, say). Today's bets can be claimed from tomorrow, and a day " +
            'worth less than 100 Ks is not paid.',
        },
        MY: {
          title: 'အပတ်စဉ် စလော့ ပြန်အမ်းငွေ ၅%',
          body:
            'စလော့ဂိမ်းများတွင် ထိုးခဲ့သော တရားဝင်လောင်းကြေး၏ ၅% ကို ပြန်လည် ရယူပါ ' +
            '(တစ်ရက်လျှင် အများဆုံး ၅၀၀,၀၀၀ ကျပ်)။\n\n' +
            'ဤစာမျက်နှာ သို့မဟုတ် "ကိုယ်တိုင် ပြန်အမ်းငွေ" စာမျက်နှာရှိ "ပြန်အမ်းငွေ ' +
            'ရယူရန်" ကို အချိန်မရွေး နှိပ်ပါ။ ပြီးခဲ့သော ၇ ရက်အတွင်း မရယူရသေးသည့် ' +
            'နေ့အားလုံး၏ ပြန်အမ်းငွေကို တစ်ပြိုင်နက် ပေးချေပြီး လောင်းကစားရန် မလိုဘဲ ' +
            'သင့်ပိုက်ဆံအိတ်ထဲသို့ ငွေသားအဖြစ် တိုက်ရိုက် ထည့်ပေးပါမည်။ ၇ ရက်ထက် ' +
            'ကျော်လွန်သော နေ့များ သက်တမ်းကုန်ဆုံးသဖြင့် အပတ်စဉ် အနည်းဆုံး တစ်ကြိမ် ' +
            '(ဥပမာ တနင်္လာနေ့တိုင်း) ရယူပါ။ ယနေ့ လောင်းကြေးများကို မနက်ဖြန်မှစ၍ ' +
            'ရယူနိုင်ပြီး တစ်ရက်၏ ပြန်အမ်းငွေ ၁၀၀ ကျပ် မပြည့်ပါက ပေးချေမည် မဟုတ်ပါ။',
        },
      },
      rules: {
        type: 'rebate',
        rates: { RNG: 500 },
        // Claimed by the player on manualRebate, never paid by the hourly rebate job: no cash
        // appears in a balance a test or a player is watching.
        payout: 'manual',
        minPayout: ks(100),
        maxPayout: ks(500_000),
      },
      sortOrder: 20,
    },
    {
      art: 'daily-check-in.svg',
      texts: {
        EN: {
          title: 'Daily check-in: up to 3,000 Ks a day',
          body:
            'Press Sign in today on this page once a day and collect a reward that grows with ' +
            'your streak: 200 Ks on day 1, then 300, 500, 800, 1,000 and 1,500 Ks, and 3,000 Ks ' +
            'on day 7. After day 7, or after a missed day, the streak starts again from day 1.' +
            '\n\nEach reward is bonus money: wager it once and it becomes cash. While another ' +
            'bonus is still active, the check-in waits until it is done.',
        },
        MY: {
          title: 'နေ့စဉ် ချက်အင် - တစ်ရက်လျှင် အများဆုံး ၃,၀၀၀ ကျပ်',
          body:
            'ဤစာမျက်နှာရှိ "ယနေ့ ချက်အင်လုပ်ရန်" ကို နေ့စဉ် တစ်ကြိမ် နှိပ်ပြီး ' +
            'ဆက်တိုက်ရက် များလာသည်နှင့်အမျှ တိုးလာသော ဆုလာဘ်ကို ရယူပါ- ပထမနေ့ ၂၀၀ ကျပ်၊ ' +
            'ထို့နောက် ၃၀၀၊ ၅၀၀၊ ၈၀၀၊ ၁,၀၀၀ နှင့် ၁,၅၀၀ ကျပ်၊ သတ္တမနေ့တွင် ၃,၀၀၀ ကျပ်။ ' +
            'သတ္တမနေ့ ပြီးဆုံးပါက သို့မဟုတ် တစ်ရက် လွတ်သွားပါက ပထမနေ့မှ ပြန်စပါမည်။\n\n' +
            'ဆုလာဘ်တိုင်းသည် ဘောနပ်စ်ငွေ ဖြစ်ပြီး တစ်ဆ လောင်းကစားပြီးသည်နှင့် ငွေသား ' +
            'ဖြစ်လာပါမည်။ အခြားဘောနပ်စ် အသုံးပြုနေဆဲ ဖြစ်ပါက ၎င်း ပြီးဆုံးသည်အထိ ' +
            'ချက်အင်ကို စောင့်ရပါမည်။',
        },
      },
      rules: {
        type: 'checkin',
        rewards: [200, 300, 500, 800, 1_000, 1_500, 3_000].map(ks),
        cycle: true,
      },
      sortOrder: 30,
    },
    {
      art: 'welcome-bonus.svg',
      texts: {
        EN: {
          title: 'Welcome bonus: 3,000 Ks for new members',
          body:
            'New here? Claim 3,000 Ks of bonus money on this page within 7 days of ' +
            'registering. It is never added by itself: press Claim bonus when you want it.\n\n' +
            'Wager the bonus 5 times within 30 days and it becomes cash. One welcome bonus per ' +
            'mobile number, so your account needs its mobile number. One active bonus at a time.',
        },
        MY: {
          title: 'ကြိုဆိုရေး ဘောနပ်စ် - အသင်းဝင်အသစ်များအတွက် ၃,၀၀၀ ကျပ်',
          body:
            'အသင်းဝင်အသစ်လား။ စာရင်းသွင်းပြီး ၇ ရက်အတွင်း ဤစာမျက်နှာတွင် ဘောနပ်စ်ငွေ ' +
            '၃,၀၀၀ ကျပ်ကို ရယူပါ။ အလိုအလျောက် ထည့်ပေးခြင်း မရှိပါ- လိုချင်သည့်အခါ ' +
            '"ဘောနပ်စ် ရယူရန်" ကို နှိပ်ပါ။\n\n' +
            'ဘောနပ်စ်ကို ရက် ၃၀ အတွင်း ၅ ဆ လောင်းကစားပြီးသည်နှင့် ငွေသား ဖြစ်လာပါမည်။ ' +
            'ဖုန်းနံပါတ် တစ်ခုလျှင် ကြိုဆိုရေး ဘောနပ်စ် တစ်ကြိမ်သာ ရရှိနိုင်သဖြင့် ' +
            'သင့်အကောင့်တွင် ဖုန်းနံပါတ် ရှိရပါမည်။ တစ်ချိန်တည်းတွင် ဘောနပ်စ် တစ်ခုသာ ' +
            'အသုံးပြုနိုင်ပါသည်။',
        },
      },
      rules: { type: 'signup', amount: ks(3_000), identities: ['mobile'], wageringMultiple: 5 },
      eligibility: { newMemberDays: 7 },
      perMember: 1,
      sortOrder: 40,
    },
    {
      art: 'lucky-draw.svg',
      texts: {
        EN: {
          title: 'Lucky draw: 1,000,000 Ks first prize',
          body:
            'Press Join the draw on this page, then deposit and play as usual. Every 10,000 Ks ' +
            'you deposit and every 100,000 Ks of valid bets during the draw period earns a ' +
            'ticket, counted from the start of the period whenever you join.\n\n' +
            'Five prizes: 1,000,000 Ks, 500,000 Ks, 300,000 Ks and two of 100,000 Ks, one ' +
            'prize per member, drawn and paid after the period ends.\n\n' +
            'Anyone can check the draw: the hash of its secret seed is shown now, and after the ' +
            'draw the seed and the full ticket list are published, so the winners can be drawn ' +
            'again.',
        },
        MY: {
          title: 'ကံစမ်းမဲ - ပထမဆု ၁,၀၀၀,၀၀၀ ကျပ်',
          body:
            'ဤစာမျက်နှာရှိ "ကံစမ်းမဲတွင် ပါဝင်ရန်" ကို နှိပ်ပြီး ပုံမှန်အတိုင်း ငွေသွင်း၍ ' +
            'ကစားပါ။ ကံစမ်းမဲ ကာလအတွင်း ငွေသွင်းသော ၁၀,၀၀၀ ကျပ်တိုင်းနှင့် ' +
            'တရားဝင်လောင်းကြေး ၁၀၀,၀၀၀ ကျပ်တိုင်းအတွက် မဲလက်မှတ် တစ်စောင်စီ ရရှိပါမည်။ ' +
            'မည်သည့်နေ့တွင် ပါဝင်သည်ဖြစ်စေ ကာလ စတင်သည့်နေ့မှစ၍ ရေတွက်ပါသည်။\n\n' +
            'ဆုငါးဆု- ၁,၀၀၀,၀၀၀ ကျပ်၊ ၅၀၀,၀၀၀ ကျပ်၊ ၃၀၀,၀၀၀ ကျပ်နှင့် ၁၀၀,၀၀၀ ကျပ် ' +
            'နှစ်ဆု။ အသင်းဝင်တစ်ဦးလျှင် ဆုတစ်ဆုသာ ရရှိနိုင်ပြီး ကာလ ပြီးဆုံးပြီးနောက် ' +
            'မဲဖောက်၍ ဆုငွေများကို ပေးအပ်ပါမည်။\n\n' +
            'မဲဖောက်ခြင်းကို မည်သူမဆို စစ်ဆေးနိုင်ပါသည်- လျှို့ဝှက် seed ၏ hash ကို ယခု ' +
            'ပြသထားပြီး မဲဖောက်ပြီးနောက် seed နှင့် မဲလက်မှတ်စာရင်း အပြည့်အစုံကို ' +
            'ထုတ်ပြန်ပါမည်။ ထို့ကြောင့် ဆုရှင်များကို ပြန်လည် တွက်ချက်ကြည့်နိုင်ပါသည်။',
        },
      },
      rules: {
        type: 'raffle',
        depositPerTicket: ks(10_000),
        betPerTicket: ks(100_000),
        prizes: [1_000_000, 500_000, 300_000, 100_000, 100_000].map(ks),
      },
      startsAt: now.toISOString(),
      endsAt: new Date(now.getTime() + DEMO_RAFFLE_DAYS * DAY).toISOString(),
      sortOrder: 50,
    },
    {
      art: 'big-win.svg',
      texts: {
        EN: {
          title: 'Big win bonus: send us your screenshot',
          body:
            'Won 100 times your bet or more in one round of a slot or fishing game? Send a ' +
            'screenshot of the win on this page, with a short note of the game and the time. ' +
            'Our team checks it, usually within 24 hours, and pays a 10,000 Ks bonus: wager it ' +
            "once and it becomes cash.\n\nOne application a day. Screenshots of another player's " +
            'win, or edited ones, are rejected.',
        },
        MY: {
          title: 'ကြီးမားသော အနိုင်ရ ဘောနပ်စ် - screenshot ပို့ပါ',
          body:
            'စလော့ သို့မဟုတ် ငါးပစ်ဂိမ်း တစ်ပွဲတည်းတွင် လောင်းကြေး၏ ၁၀၀ ဆ နှင့်အထက် ' +
            'အနိုင်ရခဲ့ပါသလား။ ထိုအနိုင်ရမှု၏ screenshot ကို ဂိမ်းအမည်နှင့် အချိန် ' +
            'ဖော်ပြသည့် မှတ်ချက်တိုတစ်ခုနှင့်အတူ ဤစာမျက်နှာမှ ပို့ပါ။ ကျွန်ုပ်တို့အဖွဲ့မှ ' +
            'စစ်ဆေးပြီး (ပုံမှန်အားဖြင့် ၂၄ နာရီအတွင်း) ဘောနပ်စ် ၁၀,၀၀၀ ကျပ် ပေးအပ်ပါမည်- ' +
            'တစ်ဆ လောင်းကစားပြီးသည်နှင့် ငွေသား ဖြစ်လာပါမည်။\n\n' +
            'တစ်ရက်လျှင် တစ်ကြိမ်သာ လျှောက်ထားနိုင်ပါသည်။ အခြားကစားသမား၏ အနိုင်ရမှု ' +
            'သို့မဟုတ် ပြင်ဆင်ထားသော screenshot များကို ပယ်ချပါမည်။',
        },
      },
      rules: { type: 'application', amount: ks(10_000), needsImage: true },
      perDay: 1,
      sortOrder: 60,
    },
  ];
}

/** The art as an operator uploads it: a PNG of the SVG, through the content images' service. */
async function uploadArt(deps: Deps, operatorId: number, file: string): Promise<string> {
  const svg = await readFile(join(serverRoot, 'src/seed/promotion-art', file), 'utf8');
  // The pictures have no text element: loading the system's fonts would only cost time.
  const png = (await renderAsync(svg, { font: { loadSystemFonts: false } })).asPng();
  const image = await saveContentImage(deps, operatorId, { type: 'image/png', bytes: png });
  return image.url;
}

async function run(deps: Deps): Promise<void> {
  const { db, log } = deps;
  if ((await listAllPromotions(db, {}, { offset: 0, limit: 1 })).total > 0) return;
  // The first operator (ensureFirstOperator makes it before the demo data) acts, as agents.ts's
  // step does; one that may not edit promotions or must enrol in two-factor first cannot.
  const [operator] = await listOperators(db, 0, 1);
  if (
    !operator?.active ||
    !operator.permissions.includes('promotions.edit') ||
    !operator.permissions.includes('content.edit') ||
    mustEnrolTwoFactor(deps.config, operator)
  ) {
    log.info('demo promotions skipped: no operator who may make them');
    return;
  }
  const caller: Caller = { kind: 'operator', id: operator.id, tokenHash: 'seed' };
  for (const { art, texts, ...rest } of demoPromotions(new Date())) {
    const image = await uploadArt(deps, operator.id, art);
    const input = ZPromotionInput.parse({
      ...rest,
      texts: {
        EN: { ...texts.EN, image },
        MY: { ...texts.MY, image },
      },
    });
    const created = await createPromotion(deps, caller, input);
    await setPromotionState(deps, caller, created.id, 'active');
  }
}

/** Seed step 21 (after the operator main.ts makes and the content of step 2). */
export const promotionsSeed = { version: 21, run };
