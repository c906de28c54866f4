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
  await expect(banner.getByText('Ks 0.00')).toBeVisible();
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
  await expect(banner.getByText('Ks 0.00')).toHaveCount(0);
  await hide.click();
  await expect(banner.getByText('Ks 0.00')).toBeVisible();

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

test('no page of the site scrolls sideways at 390 px, for a member', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await openSite(browser, { ip: '10.16.1.2' });
  await register(page, uniqueName('pw'));
  const paths = [
    '/',
    '/rng',
    '/live',
    '/sports',
    '/fish',
    '/pvp',
    '/lottery',
    '/promotions',
    '/vip',
    '/pointMall',
    '/down',
    '/join',
    '/help',
    '/agentHome',
    '/?mc=transactionHistory',
    '/?mc=personalHistoryCopy',
    '/?mc=withdraw',
    '/?mc=missionLeaderboard',
  ];
  const wide: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    // A visit that opens on the member centre shows only the centre on a phone (the page behind
    // it waits until it closes): its page is what there is to measure.
    await page
      .locator(path.includes('?mc=') ? '.member-centre__page' : '#main > *')
      .first()
      .waitFor();
    // The page's lists have answered (the live streams keep the network busy for good).
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    await page.waitForTimeout(500);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) wide.push(`${path}: ${width} px`);
  }
  expect(wide).toEqual([]);
});

test("on a phone the PvP lobby's games start within the first screen, the rooms after them", async ({
  browser,
}) => {
  const page = await openSite(browser, { ip: '10.16.1.2' });
  // A member (rooms are listed to members), on the card vendor's lobby.
  await register(page, uniqueName('pv'));
  await page.goto('/pvp?vendor=SHWECARDS');
  const firstGame = page
    .getByRole('tabpanel')
    .getByRole('button', { name: /^Play / })
    .first();
  await expect(firstGame).toBeVisible();
  const box = (await firstGame.boundingBox())!;
  // Its top within the first screen (844 px tall), without scrolling.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(box.y).toBeLessThan(844);
  const rooms = page.getByRole('region', { name: 'Card rooms' });
  await expect(rooms).toBeAttached();
  expect((await rooms.boundingBox())!.y).toBeGreaterThan(box.y);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
