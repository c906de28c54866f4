// Screenshots of /promoDetail asking for a Zalo number ID and of the console's promotion form
// with its image upload (issue 18), at 390 and 1280 px, light and dark, English and Burmese.
// Against a running site with the demo data (the e2e server); publishes one sign-up bonus that
// requires a Zalo number ID, with an image uploaded through the operators' API.
//   node e2e/scripts/zalo-upload-screenshots.mjs [baseUrl] [outDir]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';

const base = process.argv[2] ?? `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`;
const outDir = process.argv[3] ?? join(import.meta.dirname, '..', 'screenshots', 'zalo-upload');
const operator = { username: 'admin', password: 'e2e-operator-password' };
const ip = '10.78.0.9';
mkdirSync(outDir, { recursive: true });

async function call(method, path, { token, body, raw } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      'content-type': raw ? 'image/png' : 'application/json',
      'x-forwarded-for': ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const json = await res.json();
  if (!json.success) throw new Error(`${path}: ${json.code} ${json.message}`);
  return json.value;
}

/** A 960 x 360 banner: a diagonal gradient. */
function art() {
  const png = new PNG({ width: 960, height: 360 });
  for (let y = 0; y < 360; y += 1) {
    for (let x = 0; x < 960; x += 1) {
      const i = (y * 960 + x) * 4;
      png.data[i] = 30 + Math.round((x / 960) * 180);
      png.data[i + 1] = 60 + Math.round((y / 360) * 120);
      png.data[i + 2] = 160;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

const ops = (await call('POST', '/ops/api/session', { body: operator })).token;
const image = await call('POST', '/ops/api/content/images', { token: ops, raw: art() });
const token = (
  await call('POST', '/wps/session/login', {
    body: { username: 'player01', password: 'player1234', type: 'username' },
  })
).token;
const { id } = await call('POST', '/ops/api/promotions', {
  token: ops,
  body: {
    texts: {
      EN: {
        title: 'Zalo welcome bonus 20.00',
        body: 'Add your Zalo number ID and claim 20.00.',
        image: image.url,
      },
      MY: {
        title: 'Zalo ကြိုဆိုရေး ဘောနပ်စ် 20.00',
        body: 'Zalo နံပါတ် ID ထည့်ပြီး 20.00 ရယူပါ။',
        image: image.url,
      },
    },
    rules: { type: 'signup', amount: '2000', identities: ['device'], wageringMultiple: 1 },
    eligibility: { requiresZaloId: true },
  },
});
await call('POST', `/ops/api/promotions/${id}/state`, { token: ops, body: { state: 'active' } });

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const width of [390, 1280]) {
    for (const theme of ['light', 'dark']) {
      for (const language of ['EN', 'MY']) {
        const context = await browser.newContext({
          viewport: { width, height: width < 768 ? 844 : 900 },
          extraHTTPHeaders: { 'x-forwarded-for': ip },
        });
        await context.addInitScript(
          ({ token, ops, theme, language }) => {
            localStorage.setItem('language', language);
            localStorage.setItem('theme', theme);
            localStorage.setItem('opsTheme', theme);
            sessionStorage.setItem('token', token);
            sessionStorage.setItem('opsToken', ops);
            sessionStorage.setItem('noticePopupSeen', '1');
          },
          { token, ops, theme, language },
        );
        const page = await context.newPage();
        const suffix = `${width}-${theme}-${language.toLowerCase()}`;
        await page.goto(`${base}/promoDetail?id=${id}`);
        await page.locator('.promo-action input').first().waitFor({ timeout: 30_000 });
        await page.waitForTimeout(500);
        await page.screenshot({ path: join(outDir, `promo-zalo-${suffix}.png`), fullPage: true });
        await page.goto(`${base}/ops#promotions`);
        await page.locator('.ops-promo-form, button').first().waitFor({ timeout: 30_000 });
        const edit = page.getByRole('button', { name: /Edit|ပြင်/ }).first();
        await edit.click({ timeout: 15_000 }).catch(() => console.log('no edit button'));
        const form = page.locator('.ops-promo-form');
        await form.waitFor({ timeout: 15_000 }).catch(() => {});
        await form
          .locator('.ops-image-upload')
          .first()
          .scrollIntoViewIfNeeded()
          .catch(() => {});
        await page.waitForTimeout(500);
        await page.screenshot({ path: join(outDir, `ops-promo-form-${suffix}.png`) });
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
console.log('screenshots in', outDir);
