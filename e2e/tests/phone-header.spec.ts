// A member's phone header (issue 16): at 390 px the balance with its refresh and hide, Deposit
// and the member centre are in the top bar itself, without opening the drawer, and nothing
// scrolls sideways.
import { expect, test } from '@playwright/test';
import { openSite, register, uniqueName } from './player-kit';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("a member's phone bar shows the balance, refresh, hide, Deposit and member centre", async ({
  browser,
}) => {
  const page = await openSite(browser, { ip: '10.16.1.1' });
  await register(page, uniqueName('ph'));
  const banner = page.getByRole('banner');
  // No drawer or popup is open: all of it is in the bar.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(banner.getByText('P 0.00')).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Refresh balance' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Deposit' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Member centre' })).toBeVisible();
  const hide = banner.getByRole('button', { name: 'Hide balance' });
  await expect(hide).toBeVisible();

  // Each is inside the 390 px screen, and the page does not scroll sideways.
  for (const name of ['Refresh balance', 'Hide balance', 'Deposit', 'Member centre']) {
    const box = await banner.getByRole('button', { name }).boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.x, name).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await hide.click();
  await expect(banner.getByText('***')).toBeVisible();
  await expect(banner.getByText('P 0.00')).toHaveCount(0);
  await hide.click();
  await expect(banner.getByText('P 0.00')).toBeVisible();

  const balanceAsked = page.waitForResponse((res) => res.url().endsWith('/wps/v2/wallets/balance'));
  await banner.getByRole('button', { name: 'Refresh balance' }).click();
  expect((await balanceAsked).ok()).toBe(true);

  await banner.getByRole('button', { name: 'Member centre' }).click();
  await expect(page.getByRole('dialog', { name: 'Member centre' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]mc=securityCenter/);
  await page.goBack();
  await expect(page.getByRole('dialog', { name: 'Member centre' })).toHaveCount(0);

  await banner.getByRole('button', { name: 'Deposit' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByRole('heading', { name: 'Deposit', exact: true })).toBeVisible();
});
