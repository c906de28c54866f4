// Every console section as the admin at 768 and 1280 px (issue 20): its heading shows, nothing
// scrolls the page sideways (a wide table scrolls inside its own wrapper), no error shows and
// nothing is left loading. One browser context per width, the sections in turn by their hash.
// Screenshots of each section when SHOTS_DIR is set (768 px: <dir>/<section>.png).
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { OPS_ADMIN, opsTokenOf } from './ops-kit';

const SHOTS = process.env.SHOTS_DIR;

/** Every section in the console's order, with its heading in English. */
const sections: [hash: string, heading: string][] = [
  ['reports', 'Reports'],
  ['status', 'Site status'],
  ['deposits', 'Deposits'],
  ['withdrawals', 'Withdrawals'],
  ['channels', 'Payment channels'],
  ['money', 'Money settings'],
  ['games', 'Games'],
  ['lottery', 'Lotteries'],
  ['promotions', 'Promotions'],
  ['whitelabel', 'Whitelabel flags'],
  ['fields', 'Field settings'],
  ['sms', 'SMS safety'],
  ['notices', 'Notices'],
  ['banners', 'Banners'],
  ['help', 'Help'],
  ['feedback', 'Feedback'],
  ['missions', 'Missions'],
  ['messages', 'Messages'],
  ['support', 'Support inbox'],
  ['members', 'Members'],
  ['kyc', 'KYC review'],
  ['risk', 'Risk queue'],
  ['agents', 'Agents'],
  ['contracts', 'Agent contracts'],
  ['points', 'Points mall'],
  ['vip', 'VIP'],
  ['outbox', 'Outbox'],
  ['vendors', 'Vendors'],
  ['templates', 'Footer and home'],
  ['countries', 'Countries'],
  ['domains', 'Domain routes'],
  ['accountSecurity', 'Account security'],
  ['operators', 'Operators'],
  ['audit', 'Audit log'],
  ['twoFactor', 'Two-factor'],
];

for (const width of [768, 1280]) {
  test(`every console section works at ${width} px`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    const token = await opsTokenOf(request, OPS_ADMIN);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript((t) => sessionStorage.setItem('opsToken', t), token);
    const page = await context.newPage();
    const crashes: string[] = [];
    page.on('pageerror', (error) => crashes.push(error.message));
    await page.goto('/ops#reports');
    // The site opens in Myanmar (or the language last chosen); the steps read the English texts.
    await page.getByRole('banner').getByRole('combobox').selectOption('EN');
    const main = page.getByRole('main');
    const shots = SHOTS ? `${SHOTS}/${width}` : null;
    if (shots) mkdirSync(shots, { recursive: true });

    for (const [hash, heading] of sections) {
      await test.step(hash, async () => {
        await page.evaluate((h) => (window.location.hash = h), hash);
        await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(main.getByText('Loading…')).toHaveCount(0);
        await expect.soft(main.locator('.ops-error'), `${hash} shows an error`).toHaveCount(0);
        // What sticks out, named, so a failure says where to look.
        const sideways = await page.evaluate(() => {
          const width = window.innerWidth;
          const out = [...document.querySelectorAll('main *')]
            .filter((el) => el.getBoundingClientRect().right > width + 1)
            .filter((el) => !el.closest('.ops-table-scroll'))
            .slice(0, 3)
            .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
          return { scrollWidth: document.documentElement.scrollWidth, width, out };
        });
        expect
          .soft(sideways.scrollWidth, `${hash} scrolls sideways: ${sideways.out.join(', ')}`)
          .toBeLessThanOrEqual(sideways.width);
        expect.soft(crashes, `${hash} threw`).toEqual([]);
        crashes.length = 0;
        if (shots) await page.screenshot({ path: `${shots}/${hash}.png`, fullPage: true });
      });
    }
    await context.close();
  });
}
