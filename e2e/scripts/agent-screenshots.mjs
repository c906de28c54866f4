// Screenshots of the agent centre's team overview and team management at 390 and 1280 px, light
// and dark, English and Burmese, for a person to look at (issue 17). Drives Debian's Chromium
// against a running site (the e2e server or `npm start`) as the demo agent.
//   node e2e/scripts/agent-screenshots.mjs [baseUrl] [outDir]
// Defaults: http://127.0.0.1:$E2E_PORT (3100) and e2e/screenshots/agent.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`;
const outDir = process.argv[3] ?? join(import.meta.dirname, '..', 'screenshots', 'agent');
const agent = {
  username: process.env.AGENT_USERNAME ?? 'agent01',
  password: process.env.AGENT_PASSWORD ?? 'agent1234',
};
mkdirSync(outDir, { recursive: true });

/** A session token for the agent, through the agent portal's login. */
async function login() {
  const res = await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.77.0.1' },
    body: JSON.stringify({ ...agent, type: 'username', portal: 'agent' }),
  });
  const body = await res.json();
  if (!body.success) throw new Error(`login: ${body.code} ${body.message}`);
  return body.value.token;
}

const token = await login();
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
          extraHTTPHeaders: { 'x-forwarded-for': '10.77.0.1' },
        });
        await context.addInitScript(
          ({ token, theme, language }) => {
            localStorage.setItem('language', language);
            localStorage.setItem('theme', theme);
            sessionStorage.setItem('token', token);
            sessionStorage.setItem('noticePopupSeen', '1');
          },
          { token, theme, language },
        );
        const page = await context.newPage();
        for (const [name, query] of [
          ['team-overview', ''],
          ['team-management', '?page=teamManagement'],
        ]) {
          await page.goto(`${base}/agentHome${query}`);
          await page.locator('.agent-centre__page').waitFor();
          // The page's own answers: nothing says "loading" any more.
          await page
            .locator('.agent-centre__page [role="status"]')
            .first()
            .waitFor({ state: 'detached', timeout: 15_000 })
            .catch(() => {});
          await page.waitForTimeout(300);
          const file = join(outDir, `${name}-${width}-${theme}-${language.toLowerCase()}.png`);
          await page.screenshot({ path: file, fullPage: true });
          // The first screen alone, as a person sees it on opening the page.
          const screen = file.replace(/\.png$/, '-screen.png');
          await page.screenshot({ path: screen });
          shots.push(file, screen);
        }
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
console.log(shots.join('\n'));
