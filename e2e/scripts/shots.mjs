// The screenshot kit the scripts in this folder share: calls to a running site, and one matrix of
// shots (390 and 1280 px, light and dark, English and Burmese) of a list of pages, for a person to
// look at. Drives Debian's Chromium.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

/** WIDTHS=1280 (a list) shoots only those. */
export const WIDTHS = process.env.WIDTHS?.split(',').map(Number) ?? [390, 1280];
export const THEMES = ['light', 'dark'];
export const LANGUAGES = ['EN', 'MY'];

/** The site under test: argv[2], or the e2e server on $E2E_PORT (3100). */
export const baseUrl = () =>
  process.argv[2] ?? `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`;

/** The folder the shots go to: argv[3], or e2e/screenshots/<name>. */
export function outputFolder(name) {
  const dir = process.argv[3] ?? join(import.meta.dirname, '..', 'screenshots', name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A caller of the site's JSON API from one address; throws on an answer that is not success. */
export function apiCaller(base, ip) {
  return async function call(method, path, { token, body } = {}) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        'x-forwarded-for': ip,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json();
    if (!json.success) throw new Error(`${method} ${path}: ${json.code} ${json.message}`);
    return json.value;
  };
}

export const DEMO_PLAYER = { username: 'player01', password: 'player1234' };
export const DEMO_OPERATOR = {
  username: process.env.OPS_USERNAME ?? 'admin',
  password: process.env.OPS_PASSWORD ?? 'e2e-operator-password',
};

async function scrollThrough(page) {
  for (let y = 0; ; y += 600) {
    const height = await page.evaluate((top) => {
      globalThis.scrollTo(0, top);
      return globalThis.document.documentElement.scrollHeight;
    }, y);
    await page.waitForTimeout(250);
    if (y > height) break;
  }
  await page.evaluate(() => globalThis.scrollTo(0, 0));
  // A signed-in page keeps its live stream open, so the network is never idle: a short wait.
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => {});
}

/**
 * Shoots every page in every width, theme and language. A page: { name, path, ready (a selector
 * that shows it has drawn), visitor (shot logged out), screenOnly (no full-page shot), act (runs
 * on the page before the shot), after (runs after it), firstVisit (shot logged out with the
 * notice pop-up not yet seen),
 * path may be a function, read when the shot is taken (a round an earlier shot played) }. Files: <name>-<width>-<theme>-<language>.png and, for the
 * full-page ones, a -screen.png of the first screen. Returns the files.
 */
export async function shootMatrix({ base, ip, outDir, token, pages }) {
  const only = process.env.ONLY?.split(',');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const files = [];
  try {
    for (const width of WIDTHS) {
      for (const theme of THEMES) {
        for (const language of LANGUAGES) {
          for (const who of ['member', 'visitor', 'firstVisit']) {
            const batch = pages.filter(
              (p) =>
                (p.firstVisit ? 'firstVisit' : p.visitor ? 'visitor' : 'member') === who &&
                (!only || only.includes(p.name)),
            );
            const visitor = who !== 'member';
            if (batch.length === 0) continue;
            const context = await browser.newContext({
              viewport: { width, height: width < 768 ? 844 : 900 },
              deviceScaleFactor: 1,
              extraHTTPHeaders: { 'x-forwarded-for': ip },
            });
            await context.addInitScript(
              ({ token, theme, language, noticeSeen }) => {
                localStorage.setItem('language', language);
                localStorage.setItem('theme', theme);
                if (token) sessionStorage.setItem('token', token);
                if (noticeSeen) sessionStorage.setItem('noticePopupSeen', '1');
              },
              { token: visitor ? null : token, theme, language, noticeSeen: who !== 'firstVisit' },
            );
            const page = await context.newPage();
            for (const shot of batch) {
              const path = typeof shot.path === 'function' ? shot.path() : shot.path;
              await page.goto(`${base}${path}`);
              await page.locator(shot.ready).first().waitFor({ timeout: 30_000 });
              // The page's own answers: nothing says "loading" any more.
              await page
                .locator('[role="status"]:has-text("…")')
                .first()
                .waitFor({ state: 'detached', timeout: 15_000 })
                .catch(() => {});
              // A step that does not come off is said, and the page is shot as it is.
              const warn = (step) => (error) =>
                console.warn(
                  `${shot.name} ${width} ${theme} ${language} ${step}: ${error.message}`,
                );
              if (shot.act) await shot.act(page).catch(warn('act'));
              // Sections below the fold draw as they come into view: scroll through once, as a
              // person would, before the full-page shot.
              if (!shot.screenOnly) await scrollThrough(page);
              await page.waitForTimeout(400);
              const file = join(
                outDir,
                `${shot.name}-${width}-${theme}-${language.toLowerCase()}.png`,
              );
              if (shot.screenOnly) {
                await page.screenshot({ path: file });
                files.push(file);
              } else {
                // Sections kept undrawn off screen (content-visibility: auto) would be blank in a
                // full-page shot: draw them all for it (through the CSSOM: the site's CSP refuses a style tag).
                await page.evaluate(() => {
                  for (const el of globalThis.document.querySelectorAll('*')) {
                    if (globalThis.getComputedStyle(el).contentVisibility === 'auto') {
                      el.style.contentVisibility = 'visible';
                    }
                  }
                });
                await page.screenshot({ path: file, fullPage: true });
                const screen = file.replace(/\.png$/, '-screen.png');
                await page.screenshot({ path: screen });
                files.push(file, screen);
              }
              if (shot.after) await shot.after(page).catch(warn('after'));
            }
            await context.close();
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
  return files;
}
