// Screenshots of the player's promotion pages (/promotions, /promoDetail, rewardCenter,
// manualRebate, bonusDetails) at 390 and 1280 px, light and dark, English and Burmese, for a
// person to look at (issue 18). Drives Debian's Chromium against a running site with the demo
// data (the e2e server or `npm start` with SEED_DEMO=true) as the demo player; first publishes
// one promotion of each type through the operators' API and claims the sign-up bonus and the
// day's check-in, so the pages have something to show.
//   node e2e/scripts/promo-screenshots.mjs [baseUrl] [outDir]
// Defaults: http://127.0.0.1:$E2E_PORT (3100) and e2e/screenshots/promotions. A manual rebate has
// days to show only where the player has valid bets on earlier days.
import {
  apiCaller,
  baseUrl,
  DEMO_OPERATOR,
  DEMO_PLAYER,
  outputFolder,
  shootMatrix,
} from './shots.mjs';

const base = baseUrl();
const ip = '10.78.0.1';
const call = apiCaller(base, ip);

const ops = (await call('POST', '/ops/api/session', { body: DEMO_OPERATOR })).token;
const token = (
  await call('POST', '/wps/session/login', { body: { ...DEMO_PLAYER, type: 'username' } })
).token;

const texts = (en, my, body) => ({
  EN: { title: en, body, image: null },
  MY: { title: my, body: 'စည်းမျဉ်းများကို အောက်တွင် ကြည့်ပါ။', image: null },
});
const soon = new Date(Date.now() + 3 * 86_400_000).toISOString();
const later = new Date(Date.now() + 30 * 86_400_000).toISOString();
const promotions = [
  [
    texts('Welcome bonus 50.00', 'ကြိုဆိုရေး ဘောနပ်စ် 50.00', 'New members get 50.00 to play with.'),
    { type: 'signup', amount: '5000', identities: ['mobile'], wageringMultiple: 3 },
    {},
  ],
  [
    texts(
      'First deposit 100% up to 500.00',
      'ပထမ ငွေသွင်း 100%',
      'Double your first deposit.\nWager 5 times the bonus to release it.',
    ),
    {
      type: 'deposit',
      percentBps: 10000,
      cap: '50000',
      minDeposit: '10000',
      choose: 'before',
      wageringMultiple: 5,
    },
    { endsAt: later },
  ],
  [
    texts('Daily check-in', 'နေ့စဉ် ချက်အင်', 'Sign in every day for a growing reward.'),
    { type: 'checkin', rewards: ['100', '200', '300', '500', '800', '1200', '2000'], cycle: true },
    {},
  ],
  [
    texts('Slots and live rebate', 'စလော့ နှင့် တိုက်ရိုက် ပြန်အမ်းငွေ', 'Claim your rebate every day.'),
    { type: 'rebate', rates: { RNG: 100, LIVE: 50, FISH: 80 }, payout: 'manual' },
    {},
  ],
  [
    texts('Lucky draw: 3 prizes', 'ကံစမ်းမဲ- ဆု ၃ ဆု', 'One ticket per 100.00 of valid bets.'),
    { type: 'raffle', betPerTicket: '10000', prizes: ['100000', '50000', '20000'] },
    { endsAt: later },
  ],
  [
    texts('Share your big win', 'သင့်အနိုင်ကို မျှဝေပါ', 'Send a screenshot of a big win for 20.00.'),
    { type: 'application', amount: '2000', needsImage: true },
    {},
  ],
  [
    texts(
      'Invite friends: 30.00 each',
      'သူငယ်ချင်း ဖိတ်ခေါ်- တစ်ဦး 30.00',
      'When your friend deposits 100.00 you get 30.00.',
    ),
    { type: 'referral', amount: '3000', minDeposit: '10000' },
    {},
  ],
  [
    texts('Weekend reload 20%', 'စနေ၊ တနင်္ဂနွေ ငွေသွင်း 20%', 'Starts soon.'),
    { type: 'deposit', percentBps: 2000, cap: '20000', minDeposit: '10000', choose: 'after' },
    { startsAt: soon },
  ],
];
const ids = {};
const existing = await call('GET', '/wps/promotions?language=EN', { token });
if (existing.list.length === 0) {
  for (const [t, rules, extra] of promotions) {
    const { id } = await call('POST', '/ops/api/promotions', {
      token: ops,
      body: { texts: t, rules, perMember: rules.type === 'application' ? 3 : null, ...extra },
    });
    await call('POST', `/ops/api/promotions/${id}/state`, {
      token: ops,
      body: { state: 'active' },
    });
    ids[rules.type] ??= id;
  }
  for (const type of ['signup', 'checkin']) {
    await call('POST', '/wps/promotions/claim', { token, body: { promotionId: ids[type] } }).catch(
      (e) => console.log(String(e)),
    );
  }
  await call('POST', '/wps/relay/MCS2_claimRafflePromotion', {
    token,
    body: { promotionId: ids.raffle },
  }).catch((e) => console.log(String(e)));
} else {
  for (const card of existing.list) ids[card.type] ??= card.id;
}
console.log('promotions', ids);

const pages = [
  ['promotions', '/promotions', '.promo-grid'],
  ['promo-checkin', `/promoDetail?id=${ids.checkin}`, '.promo-detail__panel'],
  ['promo-apply', `/promoDetail?id=${ids.application}`, '.promo-detail__panel'],
  ['promo-raffle', `/promoDetail?id=${ids.raffle}#verify`, '.promo-detail__panel'],
  ['reward-center', '/?mc=rewardCenter', '.promo-mc'],
  ['manual-rebate', '/?mc=manualRebate', '.promo-mc'],
  ['bonus', '/?mc=bonusDetails', '.bonus-page'],
];
const files = await shootMatrix({
  base,
  ip,
  token,
  outDir: outputFolder('promotions'),
  pages: pages.map(([name, path, ready]) => ({ name, path, ready, screenOnly: true })),
});
console.log(files.join('\n'));
