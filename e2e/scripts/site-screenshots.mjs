// Screenshots of the player's site as a whole (issue 16): the lobby pages, the game lobbies, the
// lottery, the money records and the loyalty pages as the demo player, and home, /down and /join
// as a visitor; 390 and 1280 px, light and dark, English and Burmese, for a person to look at.
// Drives Debian's Chromium against a running site with the demo data (the e2e server or
// `npm start`).
//   node e2e/scripts/site-screenshots.mjs [baseUrl] [outDir]     (ONLY=home,rng to pick pages)
import {
  apiCaller,
  baseUrl,
  DEMO_OPERATOR,
  DEMO_PLAYER,
  outputFolder,
  shootMatrix,
} from './shots.mjs';

const base = baseUrl();
const ip = '10.79.0.1';
const call = apiCaller(base, ip);
const { token } = await call('POST', '/wps/session/login', {
  body: { ...DEMO_PLAYER, type: 'username' },
});
const main = '#main > *';
const frame = (page) => page.frameLocator('iframe.game-frame__iframe');

// A withdrawal with a history for the withdrawal record: the demo player binds a bank account
// (when none is bound), asks for 10.00 and an operator approves it and marks it paid, so the
// record shows its states and the receipt choices. Left out, with a word, when any step refuses.
try {
  let [account] = await call('GET', '/wps/member/bank-accounts', { token });
  account ??= await call('POST', '/wps/member/bank-accounts', {
    token,
    body: { bankName: 'KBZ Bank', accountName: 'Demo Player', accountNumber: '0987654321' },
  });
  const { reference } = await call('POST', '/wps/payment/withdrawals', {
    token,
    body: {
      idempotencyKey: `shots-${Date.now()}`,
      bankAccountId: account.id,
      amount: '1000',
      paymentPassword: '123456',
    },
  });
  const ops = apiCaller(base, ip);
  const { token: opsToken } = await ops('POST', '/ops/api/session', { body: DEMO_OPERATOR });
  await ops('POST', `/ops/api/withdrawals/${reference}/approve`, { token: opsToken, body: {} });
  await ops('POST', `/ops/api/withdrawals/${reference}/mark-paid`, { token: opsToken, body: {} });
} catch (error) {
  console.warn(`No paid withdrawal for the record: ${error.message}`);
}

// A lottery bet for the lottery's My bets (every column at 390 px): 4D Big 1234 at the least
// stake on the first lottery's open draw.
try {
  const [{ gameMenus }] = await call('GET', '/lgw/games/game_menus');
  const [{ gameId, drawId }] = gameMenus;
  const types = await call('GET', `/lgw/games/play_types?gameId=${gameId}`);
  const type = types.find((p) => p.digits === 4) ?? types[0];
  await call('POST', '/lgw/bets', {
    token,
    body: {
      gameId,
      drawId,
      lines: [
        {
          clientKey: `shots-${Date.now()}`,
          playType: type.playType,
          selection: '1234'.slice(0, type.digits),
          stake: type.minStake,
        },
      ],
    },
  });
} catch (error) {
  console.warn(`No lottery bet for My bets: ${error.message}`);
}

// The round the fishing shot plays, for the verify page's shot.
let fishRound;

const centre = '.member-centre__page';
const files = await shootMatrix({
  base,
  ip,
  token,
  outDir: outputFolder('site'),
  pages: [
    { name: 'home', path: '/', ready: main },
    { name: 'rng', path: '/rng', ready: main },
    { name: 'live', path: '/live', ready: main },
    { name: 'fish', path: '/fish', ready: main },
    { name: 'pvp', path: '/pvp', ready: main },
    { name: 'lottery', path: '/lottery', ready: main },
    { name: 'promotions', path: '/promotions', ready: main },
    { name: 'vip', path: '/vip', ready: main },
    { name: 'point-mall', path: '/pointMall', ready: main },
    { name: 'bet-records', path: '/?mc=personalHistoryCopy', ready: centre, screenOnly: true },
    { name: 'account-records', path: '/?mc=transactionHistory', ready: centre, screenOnly: true },
    { name: 'withdraw', path: '/?mc=withdraw', ready: centre, screenOnly: true },
    {
      // The withdrawal record, its states and receipt choices.
      name: 'withdraw-record',
      path: '/?mc=withdraw',
      ready: centre,
      screenOnly: true,
      act: async (page) => {
        const history = page.locator('.pay-history');
        await history
          .locator('li')
          .first()
          .waitFor({ timeout: 15_000 })
          .catch(() => {});
        await history.scrollIntoViewIfNeeded();
      },
    },
    {
      // A live vendor that keeps its own wallet, launched: the auto-transfer said in its bar.
      // The shot after it leaves the game (its next page), which brings the money back.
      name: 'live-game',
      path: '/live',
      ready: main,
      screenOnly: true,
      act: async (page) => {
        await page.locator('.vendor-tile', { hasText: 'Lotus Live' }).click();
        await page.locator('.vendor-games__item .button--primary').first().click();
        await page.waitForURL(/\/game\?/);
        await frame(page).locator('body').waitFor();
        await page.getByRole('region').locator('[role="status"]').first().waitFor();
        await page.waitForTimeout(3000);
      },
      after: async (page) => {
        await page.getByRole('banner').locator('a[href="/"]').first().click();
        await page.waitForURL((url) => url.pathname === '/');
        await page.waitForTimeout(1500);
      },
    },
    {
      // The fishing game, a few shots fired.
      name: 'fish-game',
      path: '/fish',
      ready: main,
      screenOnly: true,
      act: async (page) => {
        await page.locator('[role="tabpanel"] .game-card__play').first().click();
        await page.waitForURL(/\/game\?/);
        const scene = frame(page).locator('[role="application"][aria-disabled="false"]');
        await scene.waitFor({ timeout: 30_000 });
        const box = await scene.boundingBox();
        for (let i = 0; i < 6; i++) {
          const answered = page
            .waitForResponse((r) => r.url().endsWith('/wps/house/fish/shoot'), { timeout: 4000 })
            .catch(() => undefined);
          await scene.click({
            position: { x: box.width * (0.2 + 0.1 * i), y: box.height * (0.3 + 0.05 * i) },
          });
          const res = await answered;
          if (res) fishRound = (await res.json()).value?.roundId ?? fishRound;
        }
        await page.waitForTimeout(1500);
      },
    },
    {
      // The public verify page of the round the fishing shot played: the bet in words.
      name: 'verify',
      path: () => `/play/verify?round=${fishRound ?? 1}`,
      ready: 'h2',
    },
    {
      // A PvP card room: the framed table, a seat taken.
      name: 'pvp-table',
      path: '/pvp?vendor=SHWECARDS',
      ready: main,
      screenOnly: true,
      act: async (page) => {
        await page.locator('.pvp-rooms__room .button--primary:not([disabled])').first().click();
        await page.waitForURL(/\/game\?/);
        const seat = frame(page).locator('.play-list .play-choice:not([disabled])').first();
        await seat.waitFor({ timeout: 30_000 });
        await seat.click();
        await frame(page)
          .locator('.pvp-seats')
          .waitFor({ timeout: 15_000 })
          .catch(() => {});
        await page.waitForTimeout(1500);
      },
    },
    { name: 'visitor-home', path: '/', ready: main, visitor: true },
    { name: 'down', path: '/down', ready: main, visitor: true },
    { name: 'join', path: '/join', ready: main, visitor: true },
    // A first visit to /login: the notice pop-up and the login pop-up, never one over the other.
    { name: 'first-visit-login', path: '/login', ready: main, firstVisit: true, screenOnly: true },
  ],
});
console.log(files.join('\n'));
