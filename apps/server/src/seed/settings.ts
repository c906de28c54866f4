// Demo system settings: whitelabel flags, field rules, offered countries, site addresses and the
// footer and home-page content, for a Myanmar-facing site. Written only where no value exists.
import type { TLanguage } from '@wps/contracts/http';
import { encodeCsLink } from '@wps/contracts/system/cs-link';
import type { TDomainRoute } from '@wps/contracts/system/domain-route';
import {
  patternSources,
  type TFieldSetting,
  type TPatternId,
  type TRegisterSettings,
} from '@wps/contracts/system/register-settings';
import type { TSiteTemplatesInput } from '@wps/contracts/system/templates';
import type { TLanguageOption, TWhitelabel } from '@wps/contracts/system/whitelabel';
import type { Deps } from '../deps';
import { COUNTRIES_KEY } from '../modules/country/country.queries';
import { DOMAIN_ROUTES_KEY } from '../modules/domain-route/domain-route.queries';
import { REGISTER_SETTINGS_KEY } from '../modules/register-settings/register-settings.queries';
import { TEMPLATES_KEY } from '../modules/templates/templates.queries';
import { WHITELABEL_KEY } from '../modules/whitelabel/whitelabel.queries';
import { seedSetting } from '../modules/settings/settings.queries';

/** The seven languages with their own file come first and are offered. */
const ownFiles: Array<[code: TLanguage, name: string]> = [
  ['MY', 'မြန်မာ'],
  ['EN', 'English'],
  ['CN', '中文'],
  ['ID', 'Bahasa Indonesia'],
  ['TH', 'ไทย'],
  ['TY', 'တႆး'],
  ['VI', 'Tiếng Việt'],
];

/** The rest of the list (spec 1, "about 38 languages"): no file yet, so off and mapped to EN. */
const withoutFiles: Array<[code: string, name: string]> = [
  ['FR', 'Français'],
  ['DE', 'Deutsch'],
  ['ES', 'Español'],
  ['PT', 'Português'],
  ['RU', 'Русский'],
  ['JA', '日本語'],
  ['KO', '한국어'],
  ['HI', 'हिन्दी'],
  ['BN', 'বাংলা'],
  ['AR', 'العربية'],
  ['TR', 'Türkçe'],
  ['IT', 'Italiano'],
  ['NL', 'Nederlands'],
  ['PL', 'Polski'],
  ['UK', 'Українська'],
  ['KM', 'ខ្មែរ'],
  ['LO', 'ລາວ'],
  ['TL', 'Tagalog'],
  ['MS', 'Bahasa Melayu'],
  ['TA', 'தமிழ்'],
  ['UR', 'اردو'],
  ['FA', 'فارسی'],
  ['HE', 'עברית'],
  ['SV', 'Svenska'],
  ['NO', 'Norsk'],
  ['DA', 'Dansk'],
  ['FI', 'Suomi'],
  ['CS', 'Čeština'],
  ['EL', 'Ελληνικά'],
  ['HU', 'Magyar'],
  ['RO', 'Română'],
];

const languages: TLanguageOption[] = [
  ...ownFiles.map(([code, name]) => ({ code, name, file: code, enabled: true })),
  ...withoutFiles.map(([code, name]) => ({ code, name, file: 'EN' as const, enabled: false })),
];

export const demoWhitelabel: TWhitelabel = {
  USERNAMEREG3: true,
  MOBILENUMREG3: false,
  MOBILENUMPASSREG3: true,
  REGMOBVERF3: true,
  MOBILEVERCODELOGIN3: true,
  DIRECTREG3: true,
  freePlay: false,
  forcePasswordChangeOnExpiry: false,
  passwordExpiryDays: 0,
  loginedToHomePage: false,
  memberCentreEnabled: true,
  referralPromoEnabled: true,
  // Links shown to visitors in the side menu; nothing here is fetched by the site.
  socialLinks: {
    telegram: 'https://t.me/royalwin_support',
    facebook: 'https://www.facebook.com/royalwin.mm',
    whatsapp: 'https://wa.me/message/ROYALWINMM',
  },
  // There is no outside chat service: both entries open the contact section of the help page.
  customerService: [
    {
      type: '3',
      csType: 'LIVECHAT',
      path: encodeCsLink('/helpmc#contact', 'Lc7rQ2xM'),
      label: 'Live chat',
    },
    {
      type: '3',
      csType: 'VIP',
      path: encodeCsLink('/helpmc#vip', 'Vp4nK8sT'),
      label: 'VIP service',
    },
  ],
  languages,
  defaultLanguage: 'MY',
  // The kyat, as the seeded texts write it ("300,000 Ks"): one label for all the site's money.
  currencySymbol: 'Ks',
};

function field(
  patternId: TPatternId,
  minLength: number,
  maxLength: number,
  options: { enabled?: boolean; required?: boolean; acceptedPattern?: string } = {},
): TFieldSetting {
  return {
    enabled: options.enabled ?? true,
    required: options.required ?? false,
    acceptedPattern: options.acceptedPattern ?? patternSources[patternId],
    patternId,
    minLength,
    maxLength,
  };
}

const off = { enabled: false };

export const demoRegisterSettings: TRegisterSettings = {
  fields: {
    // Spec 5 hints: "2-15 characters, starts with a letter"; "over 6 characters with letters
    // and numbers", read as at least 6.
    username: field('ALNUM_LETTER_FIRST', 2, 15, { required: true }),
    password: field('LETTERS_AND_DIGITS', 6, 20, { required: true }),
    confirmPassword: field('LETTERS_AND_DIGITS', 6, 20, { required: true }),
    // Out of the box a username registration asks for username, password, confirmation and the
    // terms only (issue 3); an operator switches the rest on. A disabled field's rule still
    // applies where the form needs it anyway: the mobile number on the mobile tab, the SMS code
    // under REGMOBVERF3, the captcha after failed logins, codes that come in the link.
    mobileNum: field('DIGITS', 7, 12, off),
    email: field('EMAIL', 6, 100, off),
    payeeName: field('FULL_NAME', 3, 50, off),
    verificationCode: field('DIGITS', 6, 6, { enabled: false, required: true }),
    captcha: field('ALNUM', 4, 6, { enabled: false, required: true }),
    affiliateCode: field('ALNUM', 4, 20, off),
    referralCode: field('ALNUM', 4, 20, off),
    qqNum: field('DIGITS', 5, 12, off),
    recommenderId: field('ALNUM', 4, 20, off),
    paymentPassword: field('DIGITS', 6, 6, off),
    line: field('NO_SPACES', 3, 50, off),
    whatsapp: field('DIGITS', 7, 15, off),
    facebook: field('NO_SPACES', 3, 50, off),
    wechat: field('NO_SPACES', 3, 50, off),
    idNumber: field('NO_SPACES', 5, 30, off),
    birthday: field('DATE_YMD', 10, 10, off),
  },
};

export const demoCountryCodes = [
  'MM',
  'TH',
  'VN',
  'CN',
  'ID',
  'MY',
  'SG',
  'PH',
  'KH',
  'LA',
  'IN',
  'BD',
  'US',
  'GB',
  'JP',
  'KR',
];

// Placeholder addresses on the reserved .example domain for the operator to replace. No QR images:
// a picture that looks like a QR code but does not scan would mislead; the web can draw one from url.
export const demoDomainRoutes: TDomainRoute[] = [
  { speed: 120, resourceType: 'WEB', url: 'https://www.royalwin.example', qrCodeUrl: null },
  { speed: 180, resourceType: 'WEB', url: 'https://m.royalwin.example', qrCodeUrl: null },
  {
    speed: 200,
    resourceType: 'APP_ANDROID',
    url: 'https://download.royalwin.example/royalwin.apk',
    qrCodeUrl: null,
  },
  {
    speed: 200,
    resourceType: 'APP_IOS',
    url: 'https://download.royalwin.example/ios',
    qrCodeUrl: null,
  },
  {
    speed: 220,
    resourceType: 'APP_IOS_LITE',
    url: 'https://www.royalwin.example/down#ios-lite',
    qrCodeUrl: null,
  },
];

/** Brand and club names read the same in every language: EN only, which every language falls back to. */
const en = (text: string) => ({ EN: text });

export const demoTemplates: TSiteTemplatesInput = {
  licence: {
    MY: 'Royal Win ကို ဂိမ်းလိုင်စင်ဖြင့် လုပ်ကိုင်ဆောင်ရွက်ပါသည်။ ဂိမ်းအားလုံးကို လွတ်လပ်သော စမ်းသပ်ဓာတ်ခွဲခန်းများက တရားမျှတမှုအတွက် စစ်ဆေးထားပါသည်။',
    EN: 'Royal Win is operated under a gaming licence. Every game is tested for fairness by independent testing laboratories.',
  },
  responsibleGaming: {
    MY: 'အသက် ၁၈ နှစ်နှင့်အထက်သာ ကစားခွင့်ရှိပါသည်။ တာဝန်သိစွာ ကစားပါ။ ကိုယ်ပိုင်ကန့်သတ်ချက်များ သတ်မှတ်ပြီး အကူအညီလိုအပ်ပါက ဖောက်သည်ဝန်ဆောင်မှုသို့ ဆက်သွယ်ပါ။',
    EN: 'Players must be 18 or older. Play responsibly: set your own limits, and contact customer service if you need help.',
  },
  certificates: [
    { name: en('PAGCOR'), image: '/images/certificates/pagcor.svg' },
    { name: en('GLI'), image: '/images/certificates/gli.svg' },
    { name: en('iTech Labs'), image: '/images/certificates/itech.svg' },
    { name: en('BMM Testlabs'), image: '/images/certificates/bmm.svg' },
  ],
  paymentMethods: [
    { name: en('KBZPay'), image: '/images/payments/kbzpay.svg' },
    { name: en('WavePay'), image: '/images/payments/wavepay.svg' },
    { name: en('AYA Pay'), image: '/images/payments/ayapay.svg' },
    { name: en('CB Pay'), image: '/images/payments/cbpay.svg' },
    { name: en('Visa'), image: '/images/payments/visa.svg' },
    { name: en('Mastercard'), image: '/images/payments/mastercard.svg' },
  ],
  qualityService: [
    {
      icon: '/images/quality/deposit.svg',
      title: { MY: 'မြန်ဆန်သော ငွေသွင်းခြင်း', EN: 'Fast deposits' },
      text: {
        MY: 'KBZPay၊ WavePay၊ AYA Pay နှင့် CB Pay ဖြင့် ငွေသွင်းနိုင်ပြီး ငွေပေးချေမှု အတည်ပြုသည်နှင့် အကောင့်ထဲ ထည့်သွင်းပေးပါသည်။',
        EN: 'Deposit with KBZPay, WavePay, AYA Pay or CB Pay; the money is in your account as soon as the payment is confirmed.',
      },
    },
    {
      icon: '/images/quality/withdraw.svg',
      title: { MY: 'လွယ်ကူသော ငွေထုတ်ခြင်း', EN: 'Easy withdrawals' },
      text: {
        MY: 'အချိန်မရွေး ငွေထုတ်ယူရန် တောင်းဆိုနိုင်ပြီး နေ့ရောညပါ လုပ်ဆောင်ပေးပါသည်။',
        EN: 'Ask for a withdrawal at any time; requests are handled day and night.',
      },
    },
    {
      icon: '/images/quality/games.svg',
      title: { MY: 'ဂိမ်းအမျိုးအစားစုံ', EN: 'Every kind of game' },
      text: {
        MY: 'စလော့၊ တိုက်ရိုက်ကာစီနို၊ အားကစား၊ ထီ နှင့် အခြားဂိမ်းများကို အကောင့်တစ်ခုတည်းဖြင့် ကစားနိုင်ပါသည်။',
        EN: 'Slots, live casino, sports, lottery and more, all with one account.',
      },
    },
    {
      icon: '/images/quality/support.svg',
      title: { MY: '၂၄/၇ ဝန်ဆောင်မှု', EN: '24/7 support' },
      text: {
        MY: 'ဖောက်သည်ဝန်ဆောင်မှုအဖွဲ့သည် နေ့ရောညပါ ကူညီရန် အသင့်ရှိပါသည်။',
        EN: 'Our customer service team is ready to help, day and night.',
      },
    },
  ],
  // Fictional clubs for the demo, drawn for this site.
  sponsors: [
    {
      name: en('Golden Lions FC'),
      image: '/images/sponsors/club-a.svg',
      text: {
        MY: 'Royal Win ၏ တရားဝင် အသင်းမိတ်ဖက်',
        EN: 'Official club partner of Royal Win',
      },
    },
    {
      name: en('Mandalay Thunder'),
      image: '/images/sponsors/club-b.svg',
      text: {
        MY: 'Royal Win ၏ တရားဝင် အသင်းမိတ်ဖက်',
        EN: 'Official club partner of Royal Win',
      },
    },
    {
      name: en('Irrawaddy Eagles'),
      image: '/images/sponsors/club-c.svg',
      text: {
        MY: 'Royal Win ၏ တရားဝင် အသင်းမိတ်ဖက်',
        EN: 'Official club partner of Royal Win',
      },
    },
  ],
  download: {
    title: { MY: 'Royal Win အက်ပ်ကို ဒေါင်းလုဒ်လုပ်ပါ', EN: 'Download the Royal Win app' },
    // The amount the app-download banner promises (spec 9).
    text: {
      MY: 'အက်ပ်ကို ထည့်သွင်းပြီး 5,777 Ks ရယူလိုက်ပါ။ Android၊ iOS နှင့် iOS Lite အတွက် ရနိုင်ပါသည်။',
      EN: 'Install the app and get 5,777 Ks. Available for Android, iOS and iOS Lite.',
    },
    image: '/images/download/phone.svg',
  },
};

export const settingsSeed = {
  version: 1,
  async run({ db }: Deps): Promise<void> {
    await seedSetting(db, WHITELABEL_KEY, demoWhitelabel);
    await seedSetting(db, REGISTER_SETTINGS_KEY, demoRegisterSettings);
    await seedSetting(db, COUNTRIES_KEY, { countryCodes: demoCountryCodes });
    await seedSetting(db, DOMAIN_ROUTES_KEY, demoDomainRoutes);
    await seedSetting(db, TEMPLATES_KEY, demoTemplates);
  },
};
