// Screenshots of the missions, messages and invite-friends pages, /pointMall, /vip and the chat
// room (issue 19) at 390 and 1280 px, light and dark, English and Burmese, for a person to look
// at. Drives Debian's Chromium against a running site (the e2e server) as the demo player; makes
// missions (one paying points), a message and a chat answer through the operators' API first,
// reusing those an earlier run made.
//   node e2e/scripts/social-screenshots.mjs [baseUrl] [outDir]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { seedSocial } from './social-seed.mjs';

const base = process.argv[2] ?? `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`;
const outDir = process.argv[3] ?? join(import.meta.dirname, '..', 'screenshots', 'social');
mkdirSync(outDir, { recursive: true });
const ip = { 'x-forwarded-for': '10.77.0.9' };

async function call(method, path, token, body, headers = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...ip,
      ...headers,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!json.success) throw new Error(`${method} ${path}: ${json.code} ${json.message}`);
  return json.value;
}

const player = await call('POST', '/wps/session/login', null, {
  username: 'player01',
  password: 'player1234',
  type: 'username',
});
const ops = await call('POST', '/ops/api/session', null, {
  username: process.env.OPS_ADMIN_USERNAME ?? 'admin',
  password: process.env.OPS_ADMIN_PASSWORD ?? 'e2e-operator-password',
});
await seedSocial(call, { playerToken: player.token, opsToken: ops.token, username: 'player01' });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const shots = [];
try {
  for (const width of [390, 1280]) {
    for (const theme of ['light', 'dark']) {
      for (const language of ['EN', 'MY']) {
        const context = await browser.newContext({
          viewport: { width, height: width < 768 ? 844 : 900 },
          deviceScaleFactor: 1,
          extraHTTPHeaders: ip,
        });
        await context.addInitScript(
          ({ token, theme, language }) => {
            localStorage.setItem('language', language);
            localStorage.setItem('theme', theme);
            sessionStorage.setItem('token', token);
            sessionStorage.setItem('noticePopupSeen', '1');
          },
          { token: player.token, theme, language },
        );
        const page = await context.newPage();
        for (const key of ['missionLeaderboard', 'messageV2', 'referral']) {
          await page.goto(`${base}/?mc=${key}`);
          await page.locator('.member-centre__page .social-page').waitFor({ timeout: 20_000 });
          await page
            .locator('.member-centre__page [role="status"]')
            .first()
            .waitFor({ state: 'detached', timeout: 15_000 })
            .catch(() => {});
          await page.waitForTimeout(500);
          const file = join(outDir, `${key}-${width}-${theme}-${language.toLowerCase()}.png`);
          await page.screenshot({ path: file });
          shots.push(file);
        }
        for (const path of ['/pointMall', '/vip']) {
          await page.goto(`${base}${path}`);
          await page.locator('main h1, main h2').first().waitFor({ timeout: 20_000 });
          await page
            .locator('main [role="status"]')
            .first()
            .waitFor({ state: 'detached', timeout: 15_000 })
            .catch(() => {});
          await page.waitForTimeout(800);
          const file = join(
            outDir,
            `${path.slice(1)}-${width}-${theme}-${language.toLowerCase()}.png`,
          );
          await page.screenshot({ path: file, fullPage: true });
          shots.push(file);
        }
        await page.goto(`${base}/`);
        await page.keyboard.press('Escape').catch(() => {});
        await page.locator('.side-menu button').first().click({ timeout: 15_000 });
        await page.locator('.chat').waitFor({ timeout: 20_000 });
        await page.waitForTimeout(800);
        const file = join(outDir, `chat-${width}-${theme}-${language.toLowerCase()}.png`);
        await page.screenshot({ path: file });
        shots.push(file);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
console.log(shots.join('\n'));
