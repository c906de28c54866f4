// Demo payment channels: a bank transfer (players upload the slip, an operator confirms) and the
// sandbox gateway (see providers/payment-gateway/sandbox.ts), so a deposit and a gateway payout
// can be tried on a fresh machine. Skipped for a code an operator already made.
import type { Deps } from '../deps';
import { SITE_CURRENCY } from '../ledger/accounts';
import { insertChannel } from '../modules/payment-channels/payment-channels.queries';

async function run({ db }: Deps): Promise<void> {
  await insertChannel(db, {
    code: 'kbz-bank',
    type: 'bank',
    name: 'KBZ Bank transfer',
    texts: {
      EN: {
        name: 'Bank transfer (KBZ Bank)',
        instructions:
          'Transfer the amount to the account below, then upload a photo or screenshot of the ' +
          'transfer slip. Your balance is credited once our team has checked it, usually within ' +
          '15 minutes.',
      },
      MY: {
        name: 'ဘဏ်လွှဲ (KBZ ဘဏ်)',
        instructions:
          'အောက်ပါဘဏ်အကောင့်သို့ ငွေလွှဲပြီးနောက် ငွေလွှဲပြေစာ၏ ဓာတ်ပုံ သို့မဟုတ် screenshot ကို ' +
          'တင်ပါ။ ကျွန်ုပ်တို့အဖွဲ့မှ စစ်ဆေးပြီးသည်နှင့် သင့်လက်ကျန်ငွေထဲသို့ ထည့်သွင်းပေးပါမည်၊ ' +
          'ပုံမှန်အားဖြင့် မိနစ် ၁၅ အတွင်း ဖြစ်ပါသည်။',
      },
    },
    currency: SITE_CURRENCY,
    minAmount: 1_000_00n,
    maxAmount: 5_000_000_00n,
    feeFixed: 0n,
    feeBps: 0,
    forDeposit: true,
    forWithdrawal: false,
    enabled: true,
    sort: 10,
    bank: {
      bankName: 'KBZ Bank',
      accountName: 'Demo Gaming Co., Ltd.',
      accountNumber: '0273 0100 5012 3456',
    },
  });
  await insertChannel(db, {
    code: 'sandbox',
    type: 'sandbox',
    name: 'Sandbox gateway (test money)',
    texts: {
      EN: {
        name: 'Sandbox payment (test)',
        instructions:
          'A test gateway: you are taken to a page where you press Pay or Fail. No real money ' +
          'moves.',
      },
      MY: {
        name: 'Sandbox ငွေပေးချေမှု (စမ်းသပ်)',
        instructions:
          'စမ်းသပ်ငွေပေးချေမှုစနစ်ဖြစ်သည်- Pay သို့မဟုတ် Fail ကိုနှိပ်ရမည့် စာမျက်နှာသို့ ' + 'ရောက်ရှိမည်။ ငွေအစစ် မရွေ့လျားပါ။',
      },
    },
    currency: SITE_CURRENCY,
    minAmount: 10_00n,
    maxAmount: 1_000_000_00n,
    feeFixed: 0n,
    feeBps: 0,
    forDeposit: true,
    // Operators may pay withdrawals out through it too (it "pays" at once).
    forWithdrawal: true,
    enabled: true,
    sort: 20,
    bank: null,
  });
}

export const paymentsSeed = { version: 4, run };
