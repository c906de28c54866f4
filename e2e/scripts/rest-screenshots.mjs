// Screenshots of issue 21's lines (the rest of the spec), for a person to look at, at 390 and
// 1280 px, light and dark, English and Burmese:
//   feedback from the footer and from the help centre, filled, and its confirmation;
//   free play: the login popup's button, a game tile's button, the play-money header after
//   starting it, and the real-account warning when the trial account opens the deposit page;
//   the avatar picker from the header's avatar, and the chosen avatar in the header and
//   the member centre; /fbsports launching; the texts "page took too long, check network"
//   (the client's own time limit, reached on a fake clock) and too-many-requests with its
//   5-minute wait; the constants: the home's vendor strip (10 slides per view at desktop) and the
//   app-download promise of 5,777 Ks.
// The outside phone verification has its own script (phone-auth-screenshots.mjs, a server with
// PHONE_AUTH_PROVIDER=local).
// Turns the whitelabel's free-play flag on through the operators' API if it is off.
//   E2E_PORT=<port> node scripts/e2e-server.mjs, then
//   node e2e/scripts/rest-screenshots.mjs [baseUrl] [outDir]     (ONLY=feedback-footer,... to pick)
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
const flags = await call('GET', '/wps/system/whitelabel');
if (!flags.freePlay) {
  await call('PUT', '/ops/api/system/whitelabel', {
    token: ops,
    body: { ...flags, freePlay: true },
  });
}
const { token } = await call('POST', '/wps/session/login', {
  body: { ...DEMO_PLAYER, type: 'username' },
});

// Each shot that sends something (feedback, free play) speaks from an address of its own, so the
// per-address limits of the one matrix address are never what the shot shows.
let address = 0;
const freshAddress = (page) =>
  page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.78.${1 + (++address >> 8)}.${address & 255}` });

const main = '#main > *';
const feedbackText = 'The deposit page took a while to load on my phone this evening.';

async function fillFeedback(page) {
  const form = page.locator('.feedback-form');
  await form.waitFor();
  await form.locator('select').selectOption({ index: 1 });
  await form.locator('textarea').fill(feedbackText);
  await form.locator('input').first().fill('09 7000 1234');
}
async function openFooterFeedback(page) {
  const button = page.locator('.site-footer__link-button').last();
  await button.scrollIntoViewIfNeeded();
  await button.click();
  await fillFeedback(page);
}
async function sendFeedback(page) {
  await freshAddress(page);
  await page.locator('.feedback-form button[type="submit"]').click();
  await page.locator('.feedback-done').waitFor({ timeout: 15_000 });
}
/** Scrolls down as a person would (sections draw as they come into view) to put selector mid-screen. */
async function scrollTo(page, selector) {
  const target = page.locator(selector).first();
  for (let y = 0; y < 20_000 && !(await target.count()); y += 600) {
    await page.evaluate((top) => globalThis.scrollTo(0, top), y);
    await page.waitForTimeout(250);
  }
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.waitForTimeout(300);
}
/** Signs out whatever an earlier shot on this page started (free play), then opens path. */
async function asVisitor(page, path) {
  await page.evaluate(() => {
    for (const key of Object.keys(sessionStorage)) {
      if (key !== 'noticePopupSeen') sessionStorage.removeItem(key);
    }
    for (const key of Object.keys(localStorage)) {
      if (key !== 'language' && key !== 'theme') localStorage.removeItem(key);
    }
  });
  await page.goto(`${base}${path}`);
  await page.locator('input[name="username"]').first().waitFor({ timeout: 15_000 });
}
async function openLogin(page) {
  await page.locator('input[name="username"]').first().waitFor({ timeout: 15_000 });
}
async function startFreePlay(page) {
  await asVisitor(page, '/login');
  await freshAddress(page);
  await page.locator('.login-modal__free-play-button').click();
  await page.locator('.play-money-tag').first().waitFor({ timeout: 15_000 });
}

const files = await shootMatrix({
  base,
  ip,
  token,
  outDir: outputFolder('rest'),
  pages: [
    // Feedback: the footer's button (a member, who may attach images) and the help centre's
    // (a visitor, text only), filled; then the confirmation.
    {
      name: 'feedback-footer',
      path: '/',
      ready: main,
      screenOnly: true,
      act: openFooterFeedback,
    },
    {
      name: 'feedback-footer-done',
      path: '/',
      ready: main,
      screenOnly: true,
      async act(page) {
        await openFooterFeedback(page);
        await sendFeedback(page);
      },
    },
    {
      name: 'feedback-help',
      path: '/help',
      ready: '.help-page__feedback button',
      visitor: true,
      screenOnly: true,
      async act(page) {
        await page.locator('.help-page__feedback button').click();
        await fillFeedback(page);
      },
    },
    {
      name: 'feedback-help-done',
      path: '/help',
      ready: '.help-page__feedback button',
      visitor: true,
      screenOnly: true,
      async act(page) {
        await page.locator('.help-page__feedback button').click();
        await fillFeedback(page);
        await sendFeedback(page);
      },
    },
    // Free play.
    {
      name: 'free-play-login',
      path: '/login',
      ready: '.login-modal__free-play-button',
      visitor: true,
      screenOnly: true,
      act: openLogin,
    },
    {
      name: 'free-play-tile',
      path: '/rng',
      ready: '.game-card__trial',
      visitor: true,
      screenOnly: true,
      async act(page) {
        await page.locator('.game-card__trial').first().scrollIntoViewIfNeeded();
        await page.locator('.game-card__trial').first().hover();
      },
    },
    // Avatars: the picker from the header's avatar, then the choice in the header and the centre.
    {
      name: 'avatar-picker',
      path: '/',
      ready: '.avatar-edit-badge',
      screenOnly: true,
      async act(page) {
        await page.locator('.avatar-slot button').filter({ visible: true }).first().click();
        await page.locator('.avatar-picker__choice').nth(2).click();
      },
    },
    {
      name: 'avatar-chosen',
      path: '/',
      ready: '.avatar-edit-badge',
      screenOnly: true,
      async act(page) {
        await page.locator('.avatar-slot button').filter({ visible: true }).first().click();
        await page.locator('.avatar-picker__choice').nth(3).click();
        await page.locator('.avatar-picker button[type="submit"]').click();
        await page.locator('.avatar-picker').waitFor({ state: 'detached' });
        await page.waitForLoadState('networkidle').catch(() => {});
      },
    },
    {
      name: 'avatar-member-centre',
      path: '/?mc=home',
      ready: '.member-centre__page, [role="dialog"]',
      screenOnly: true,
    },
    // Sports: /fbsports launches through GCS_gameLaunchFB.
    {
      name: 'fbsports',
      path: '/fbsports',
      ready: 'iframe',
      screenOnly: true,
      async act(page) {
        // The sportsbook draws in its frame, after the launch: wait for its odds buttons (the two
        // sport tabs come first), or the shot catches the frame's empty first paint.
        await page.frameLocator('iframe').first().locator('button').nth(4).waitFor();
      },
    },
    // Too many requests with a wait of 5 minutes (Retry-After: 300), as the server's limits
    // answer; routed, since the real limits' windows are not 5 minutes long everywhere.
    {
      name: 'text-too-many-requests',
      path: '/',
      ready: main,
      visitor: true,
      screenOnly: true,
      async act(page) {
        await asVisitor(page, '/login');
        await page.route('**/wps/session/login', (route) =>
          route.fulfill({
            status: 429,
            headers: { 'retry-after': '300', 'content-type': 'application/json' },
            body: JSON.stringify({
              success: false,
              code: 'TOO_MANY_REQUESTS',
              message: 'Too many requests',
            }),
          }),
        );
        await page.locator('input[name="username"]').fill('player01');
        await page.locator('input[name="password"]').fill('player1234');
        await page.locator('.login-modal form button[type="submit"]').first().click();
        await page.locator('.login-modal [role="alert"]', { hasText: /./ }).first().waitFor();
        await page.unroute('**/wps/session/login');
      },
    },
    // Constants: the vendor strip and the app-download promise on the home page.
    {
      name: 'home-vendor-strip',
      path: '/',
      ready: '.vendor-strip__track',
      visitor: true,
      screenOnly: true,
      async act(page) {
        await scrollTo(page, '.vendor-strip__track');
      },
    },
    {
      name: 'home-app-promise',
      path: '/',
      ready: main,
      visitor: true,
      screenOnly: true,
      async act(page) {
        await scrollTo(page, '.home-download__promise');
      },
    },
    {
      name: 'free-play-started',
      path: '/',
      ready: main,
      visitor: true,
      screenOnly: true,
      act: startFreePlay,
    },
    {
      name: 'free-play-real-account-warning',
      path: '/',
      ready: main,
      visitor: true,
      screenOnly: true,
      async act(page) {
        await startFreePlay(page);
        await page.goto(`${base}/?mc=depositv2`);
        await page.locator('[role="dialog"], [role="alertdialog"]').last().waitFor();
      },
    },
    // Texts. The client's own limit (35 s): a login that never answers, on a fake clock.
    {
      name: 'text-request-timeout',
      path: '/',
      ready: main,
      visitor: true,
      screenOnly: true,
      async act(page) {
        await page.clock.install();
        await asVisitor(page, '/login');
        await page.route('**/wps/session/login', () => {});
        await page.locator('input[name="username"]').fill('player01');
        await page.locator('input[name="password"]').fill('player1234');
        await page.locator('.login-modal form button[type="submit"]').first().click();
        await page.clock.runFor(36_000);
        await page.locator('.login-modal [role="alert"]', { hasText: /./ }).first().waitFor();
        await page.unroute('**/wps/session/login');
      },
    },
  ],
});
console.log(files.join('\n'));
