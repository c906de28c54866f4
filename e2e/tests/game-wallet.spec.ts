// Own-wallet vendors (issue 16): a new player with 100.00 opens Lotus Live, a live casino that
// keeps its own wallet. The launch moves the main wallet into it and says so; the table takes a
// bet from that money; the header says the money is in a game; leaving the game brings all of it
// back to the main wallet, to the last 0.01 the game wallet held.
import { expect, test, type Page } from '@playwright/test';
import { asPlayer, money, openSite, registerAndDeposit, uniqueName } from './player-kit';

interface Balance {
  balance: string;
  inGames: string;
}

/** The amount a figure of the wallet bar shows, in minor units. */
async function figure(page: Page, testId: string): Promise<bigint> {
  const text = (await page.getByTestId(testId).textContent())!.replace(/,/g, '').trim();
  expect(text).toMatch(/^\d+\.\d\d$/);
  return BigInt(text.replace('.', ''));
}

test('the main wallet moves into a live vendor on launch, plays there, and comes back on leaving', async ({
  browser,
}) => {
  // A bet on the simulated baccarat table settles after its hand is dealt (up to ~40 s).
  test.setTimeout(120_000);
  const page = await openSite(browser, { ip: '203.0.113.216' });
  const banner = page.getByRole('banner');
  await registerAndDeposit(page, uniqueName('e2ew'), 100);

  // The live lobby: the Lotus Live tile lists its games; the first one launches.
  await page.goto('/live');
  await page.getByRole('button', { name: 'Open Lotus Live games' }).click();
  const list = page.getByRole('dialog', { name: /Lotus Live/ });
  await list
    .getByRole('button', { name: /^Play / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/game\?url=%2Fplay%2Flive%3Ftoken%3D.*&wallet=LOTUSLIVE/);

  // The launch moved all 100.00 in, and the bar says so.
  const bar = page.getByRole('region', { name: 'Lotus Live wallet' });
  await expect(bar.getByRole('status')).toHaveText(
    '100.00 moved from your main wallet into Lotus Live to play. It moves back when you leave the game.',
  );
  await expect(bar.getByTestId('game-wallet-balance')).toHaveText('100.00');
  await expect(bar.getByTestId('main-wallet-balance')).toHaveText('0.00');
  expect(await asPlayer<Balance>(page, '/wps/v2/wallets/balance')).toMatchObject({
    balance: '0',
    inGames: '10000',
  });
  // The header shows the main wallet, and where the rest is.
  await expect(banner.getByText('Ks 0.00')).toBeVisible();
  await expect(banner.getByRole('button', { name: '+Ks 100.00 in games' })).toBeVisible();

  // The table sees the money and takes a bet with it (no "Insufficient balance").
  const table = page.frameLocator('iframe.game-frame__iframe');
  await expect(table.getByTestId('play-balance')).toHaveText(`Ks ${money(10_000n)}`);
  const pick = table.getByRole('button', { name: /^Bet on Banker at / });
  await expect(pick).toBeEnabled({ timeout: 45_000 });
  await pick.click();
  // The stake leaves the game wallet. (The table's "Bet placed" line belongs to its round: a bet
  // made as betting closes is confirmed in a round the table has already left, so the line may
  // never show; live-page.test.tsx covers it. A CI run once missed it that way.)
  await expect
    .poll(async () => BigInt((await asPlayer<Balance>(page, '/wps/v2/wallets/balance')).inGames))
    .toBeLessThan(10_000n);
  await expect(table.getByRole('alert')).toHaveCount(0);
  expect((await asPlayer<Balance>(page, '/wps/v2/wallets/balance')).balance).toBe('0');

  // Wait for the hand to settle, so no win lands in the game wallet after leaving.
  await expect(table.getByText(/^(Won|Lost|Void)$/).first()).toBeVisible({ timeout: 60_000 });
  await expect
    .poll(async () => (await asPlayer<Balance>(page, '/wps/v2/wallets/balance')).inGames)
    .toBe((await figure(page, 'game-wallet-balance')).toString());
  const inGame = await figure(page, 'game-wallet-balance');

  // Leave: back to the home page through the site's header. All of it comes back.
  await banner.locator('a[href="/"]').first().click();
  await expect(page).not.toHaveURL(/\/game\?/);
  await expect
    .poll(async () => await asPlayer<Balance>(page, '/wps/v2/wallets/balance'))
    .toMatchObject({ balance: inGame.toString(), inGames: '0' });
  await expect(banner.getByText(`Ks ${money(inGame)}`)).toBeVisible();
  await expect(banner.getByRole('button', { name: /in games$/ })).toHaveCount(0);
});
