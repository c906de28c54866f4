// Lottery end to end (issue 6): a new player deposits through the sandbox, opens the one-minute
// fast e-lottery (as a launch from /elott would), puts a Big bet on the draw taking bets, and
// waits for the scheduled job to draw and settle it. The won or lost stake then shows in the
// balance (API and header), in My bets, in the account records and in the betting record, and the
// draw verifies on the public verify page from its revealed seed.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { asPlayer, day, money, openSite, registerAndDeposit, uniqueName } from './player-kit';

/** The demo's one-minute e-lottery (seed/lottery-list.ts): a draw every 60 s, closing 12 s before. */
const GAME_CODE = 'QUICKDRAW_QUICK_DRAW_1_MINUTE';
const STAKE = 1_000n;

interface LotteryBet {
  betId: number;
  drawId: number;
  numero: string;
  playType: string;
  stake: string;
  payout: string;
  state: 'open' | 'won' | 'lost' | 'void';
}

/** Places the slip, once more on the next draw if this one closed between loading and placing. */
async function placeSlip(page: Page) {
  const place = page.getByRole('button', { name: 'Place bets' });
  for (let attempt = 0; attempt < 3; attempt++) {
    await expect(place).toBeEnabled({ timeout: 30_000 });
    await place.click();
    const answer = page.getByText(/^Bets placed: 1\.|^Betting on this draw has closed/);
    await expect(answer).toBeVisible();
    if ((await answer.textContent())!.startsWith('Bets placed')) return;
  }
  throw new Error('every draw closed before the slip was placed');
}

test('a player bets on a fast e-lottery; after the draw the result is in the balance and the records', async ({
  browser,
}) => {
  // The bet waits for a real draw: up to a minute, plus the job's 5 s turns.
  test.setTimeout(180_000);
  const page = await openSite(browser, { ip: '203.0.113.202' });
  const banner = page.getByRole('banner');
  await registerAndDeposit(page, uniqueName('e2el'), 100);

  await page.goto(`/lottery?gameCode=${GAME_CODE}`);
  const slip = page.getByRole('region', { name: /^Bet slip: draw / });
  await slip.getByRole('button', { name: 'Big', exact: true }).click();
  await slip.getByRole('textbox', { name: 'Stake' }).fill(money(STAKE));
  await slip.getByRole('button', { name: 'Add to slip' }).click();
  await expect(slip.getByText('Lines: 1 · Total: 10.00')).toBeVisible();
  await placeSlip(page);
  await expect(banner.getByText(`Ks ${money(10_000n - STAKE)}`)).toBeVisible();

  const placed = await asPlayer<{ list: LotteryBet[] }>(page, '/lgw/bets');
  expect(placed.list).toHaveLength(1);
  const bet = placed.list[0]!;
  expect(bet).toMatchObject({ playType: 'BIG', stake: STAKE.toString(), state: 'open' });

  // The draw is made and settled by the scheduled job.
  let settled = bet;
  await expect
    .poll(
      async () => {
        settled = (await asPlayer<{ list: LotteryBet[] }>(page, '/lgw/bets')).list[0]!;
        return settled.state;
      },
      { timeout: 150_000, intervals: [2_000] },
    )
    .toMatch(/^(won|lost)$/);
  const payout = BigInt(settled.payout);
  // Big pays 1.95 times the stake, or nothing.
  expect(payout).toBe(settled.state === 'won' ? (STAKE * 195n) / 100n : 0n);
  const expected = 10_000n - STAKE + payout;
  const wallet = await asPlayer<{ balance: string }>(page, '/wps/v2/wallets/balance');
  expect(wallet.balance).toBe(expected.toString());
  await expect(banner.getByText(`Ks ${money(expected)}`)).toBeVisible();

  // My bets on the lottery page.
  const myBets = page.getByRole('region', { name: 'My bets' });
  const row = myBets.getByRole('row').filter({ hasText: bet.numero });
  await expect(row).toContainText(settled.state === 'won' ? 'Won' : 'Lost');
  await expect(row).toContainText(money(payout));

  // The draw verifies from its revealed seed.
  await page.goto(`/play/verify?draw=${bet.drawId}`);
  await expect(page.getByRole('status')).toHaveText(/^Verified: /);

  // The account records: the stake out and, if it won, the payout in.
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await page.goto('/?mc=transactionHistory');
  const records = centre.getByRole('table', { name: /Account records/ });
  // The reference names the lottery in the player's language, never its game code.
  const reference = `Quick Draw 1 Minute ${bet.numero}`;
  const rows = records.getByRole('row').filter({ hasText: reference });
  await expect(records).not.toContainText(GAME_CODE);
  await expect(rows).toHaveCount(settled.state === 'won' ? 2 : 1);
  await expect(rows.filter({ hasText: 'Bet' })).toContainText(`-${money(STAKE)}`);
  if (settled.state === 'won')
    await expect(rows.filter({ hasText: 'Win' })).toContainText(money(payout));

  // The betting record lists the bet as a round of the lottery.
  const record = await asPlayer<{ list: Array<{ roundRef: string; bet: string; win: string }> }>(
    page,
    `/wps/member/bet-records?startDate=${day(-1)}&endDate=${day(1)}`,
  );
  expect(record.list).toEqual([
    expect.objectContaining({
      roundRef: `${bet.numero}#${bet.betId}`,
      bet: STAKE.toString(),
      win: payout.toString(),
    }),
  ]);
  await page.goto('/?mc=personalHistoryCopy');
  const table = centre.getByRole('table', { name: 'Betting record, 1 rounds in all' });
  await expect(table.locator('tbody tr')).toHaveCount(1);
});

test("on a phone the lottery's My bets comes right after the latest result, before the draw history, every column shown", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await openSite(browser, { ip: '203.0.113.203' });
  await page.setViewportSize({ width: 390, height: 844 });
  await registerAndDeposit(page, uniqueName('e2eb'), 100);
  await page.goto(`/lottery?gameCode=${GAME_CODE}`);
  const history = page.getByRole('region', { name: 'Draw history', exact: true });
  await expect(history).toBeVisible();
  const top = async (locator: Locator) => (await locator.boundingBox())!.y;
  const result = await top(page.locator('.lottery-game__result'));
  const myBets = page.getByRole('region', { name: 'My bets', exact: true });
  const bets = await top(myBets);
  expect(result).toBeLessThan(bets);
  expect(bets).toBeLessThan(await top(history));

  // A bet in My bets: its card shows every column, each inside the 390 px screen.
  const slip = page.getByRole('region', { name: /^Bet slip: draw / });
  await slip.getByRole('button', { name: 'Big', exact: true }).click();
  await slip.getByRole('textbox', { name: 'Stake' }).fill(money(STAKE));
  await slip.getByRole('button', { name: 'Add to slip' }).click();
  await placeSlip(page);
  const card = myBets.locator('tbody tr').first();
  await expect(card).toContainText('Big');
  const cells = card.locator('td');
  await expect(cells).toHaveCount(7);
  for (const cell of await cells.all()) {
    await expect(cell).toBeVisible();
    const box = (await cell.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await cell.getAttribute('data-label')).toBeTruthy();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
