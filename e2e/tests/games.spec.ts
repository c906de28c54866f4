// Games end to end (issue 5): a new player deposits through the sandbox gateway, opens /rng,
// launches a Royal Slots game (framed by /game), spins it 20 times, and the money adds up: the
// opening balance less the 20 recorded bets plus their wins is the wallet balance the API
// answers, the slot shows and the header shows. The betting record lists the 20 rounds (15 and
// 5 a page), the seed is rotated in the slot's fairness panel, and a round checks out on the
// public verify page.
import { expect, test, type Browser, type FrameLocator, type Page } from '@playwright/test';

const ROUNDS = 20;

async function openSite(browser: Browser, path = '/'): Promise<Page> {
  const context = await browser.newContext({
    // Its own visitor, apart from the other specs' (see money.spec.ts).
    extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.201' },
    // The reels stop at once (the slot's reduced-motion path): 20 spins in a few seconds.
    reducedMotion: 'reduce',
  });
  await context.addInitScript(() => {
    localStorage.setItem('language', 'EN');
    sessionStorage.setItem('noticePopupSeen', '1');
  });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** Minor units as the site shows them: '1,234.56' (lib/format). */
function money(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** A yyyy-MM-dd day `offset` days from today (UTC). */
function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

/** A member call with the player's own session token; fails unless the envelope says success. */
async function asPlayer<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token, 'the player has a session token').toBeTruthy();
  const res = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { success: boolean; code?: string; value: T };
  expect(body, `${path} answered ${body.code}`).toMatchObject({ success: true });
  return body.value;
}

interface BetRecord {
  id: number;
  roundRef: string;
  gameCode: string | null;
  vendor: string;
  bet: string;
  win: string;
  state: 'open' | 'ended';
}
interface BetRecordsPage {
  list: BetRecord[];
  total: number;
  totalPages: number;
  totals: { rounds: number; bet: string; win: string; net: string };
}

function slotFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe.game-frame__iframe');
}

test('a new player plays the built-in slot 20 rounds; the money, the records and a verified round agree', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const page = await openSite(browser);
  const banner = page.getByRole('banner');
  const username = `e2eg${Date.now().toString(36).slice(-6)}`;
  const password = 'games1234';

  // Register.
  await banner.getByRole('button', { name: 'Register' }).click();
  const register = page.getByRole('dialog', { name: 'Register' });
  await register.getByRole('textbox', { name: 'Username' }).fill(username);
  await register.getByLabel('Password', { exact: true }).fill(password);
  await register.getByLabel('Confirm password').fill(password);
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(register).toHaveCount(0);
  await expect(banner.getByText('P 0.00')).toBeVisible();

  // Deposit 100.00 through the sandbox gateway.
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await banner.getByRole('button', { name: 'Deposit' }).click();
  await expect(centre.getByRole('heading', { name: 'Deposit', exact: true })).toBeVisible();
  await centre.getByRole('radio', { name: /Sandbox payment/ }).check();
  await centre.getByRole('textbox', { name: 'Amount (MMK)' }).fill('100');
  await centre.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\/D[A-Z0-9]+\?/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/depositReference=D[A-Z0-9]+/);
  await expect(banner.getByText('P 100.00')).toBeVisible();
  const opening = await asPlayer<{ balance: string }>(page, '/wps/v2/wallets/balance');
  expect(opening.balance).toBe('10000');

  // The RNG lobby: Royal Slots (the built-in slot vendor), its first game.
  await page.goto('/rng');
  await page
    .getByRole('navigation', { name: 'Game providers' })
    .getByRole('link', { name: 'Royal Slots' })
    .click();
  await expect(page).toHaveURL(/[?&]vendor=ROYALSLOTS/);
  const firstCard = page
    .getByRole('tabpanel')
    .getByRole('button', { name: /^Play / })
    .first();
  const cardLabel = (await firstCard.getAttribute('aria-label'))!;
  const gameName = cardLabel.replace(/^Play /, '');
  await firstCard.click();

  // Launched: /game frames the slot client with its launch token.
  await expect(page).toHaveURL(/\/game\?url=%2Fplay%2Fslot%3Ftoken%3D/);
  const slot = slotFrame(page);
  await expect(slot.getByRole('heading', { name: gameName })).toBeVisible();
  const spin = slot.getByRole('button', { name: 'Spin', exact: true });
  await expect(spin).toBeEnabled();
  const nonce = slot.getByTestId('seed-nonce');
  const firstNonce = Number(await nonce.textContent());
  const totalBet = slot.locator('.play-stats div').filter({ hasText: 'Total bet' }).locator('dd');
  const betText = (await totalBet.textContent())!.trim();

  // 20 spins, each waited for: the nonce moves on by exactly one per round.
  for (let i = 1; i <= ROUNDS; i++) {
    await spin.click();
    await expect(nonce).toHaveText(String(firstNonce + i));
    await expect(spin).toBeEnabled();
  }
  await expect(slot.getByRole('alert')).toHaveCount(0);

  // The ledger's side: the 20 rounds as recorded, and the wallet.
  const records = await asPlayer<BetRecordsPage>(
    page,
    `/wps/member/bet-records?startDate=${day(-1)}&endDate=${day(1)}&pageSize=100`,
  );
  expect(records.total).toBe(ROUNDS);
  expect(records.totals.rounds).toBe(ROUNDS);
  expect(records.list).toHaveLength(ROUNDS);
  expect(new Set(records.list.map((r) => r.roundRef)).size).toBe(ROUNDS);
  for (const r of records.list) {
    expect(r).toMatchObject({ vendor: 'ROYALSLOTS', state: 'ended' });
    // Each round took the one total bet the slot showed: none doubled or half-recorded.
    expect(money(BigInt(r.bet))).toBe(betText);
  }
  const bets = records.list.reduce((s, r) => s + BigInt(r.bet), 0n);
  const wins = records.list.reduce((s, r) => s + BigInt(r.win), 0n);
  expect(records.totals.bet).toBe(bets.toString());
  expect(records.totals.win).toBe(wins.toString());
  const expected = BigInt(opening.balance) - bets + wins;
  const wallet = await asPlayer<{ balance: string }>(page, '/wps/v2/wallets/balance');
  expect(wallet.balance).toBe(expected.toString());

  // What the player sees agrees: the slot's balance and the header's.
  await expect(slot.getByTestId('play-balance')).toHaveText(`${money(expected)} MMK`);
  await expect(banner.getByText(`P ${money(expected)}`)).toBeVisible();

  // Rotate the seed: the old server seed is revealed, then a round of it verifies.
  const hashBefore = (await slot.getByTestId('server-seed-hash').textContent())!;
  await slot.getByRole('button', { name: 'Rotate seed' }).click();
  const revealed = slot.getByTestId('revealed-server-seed');
  await expect(revealed).toHaveText(/^[0-9a-f]{64}$/);
  await expect(slot.getByTestId('server-seed-hash')).not.toHaveText(hashBefore);
  await expect(slot.getByTestId('seed-nonce')).toHaveText('0');

  const newest = records.list[0]!;
  const verifyLink = slot.getByRole('link', { name: `Verify round ${newest.id}`, exact: true });
  const [verify] = await Promise.all([page.context().waitForEvent('page'), verifyLink.click()]);
  await expect(verify).toHaveURL(new RegExp(`/play/verify\\?round=${newest.id}$`));
  await expect(
    verify.getByRole('heading', { name: `Round ${newest.id} · ${gameName}` }),
  ).toBeVisible();
  await expect(verify.getByRole('status')).toHaveText(/^Verified: /);
  await expect(
    verify.getByText((await revealed.textContent()) ?? '-', { exact: true }),
  ).toBeVisible();
  await verify.close();

  // The member centre's betting record: 20 rounds, 15 on the first page and 5 on the second.
  await page.goto('/?mc=personalHistoryCopy');
  await expect(centre.getByRole('heading', { name: 'Betting record' })).toBeVisible();
  const table = centre.getByRole('table', { name: `Betting record, ${ROUNDS} rounds in all` });
  await expect(table.locator('tbody tr')).toHaveCount(15);
  const totals = centre.getByRole('region', { name: 'Totals for the period' });
  await expect(totals).toContainText(`Rounds${ROUNDS}`);
  await expect(totals).toContainText(money(bets));
  await expect(table.locator('tbody tr').first()).toContainText(`#${newest.id}`);
  await expect(centre.getByText('Page 1 of 2')).toBeVisible();
  await centre.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(centre.getByText('Page 2 of 2')).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(5);
  await expect(table.locator('tbody tr').last()).toContainText(`#${records.list[ROUNDS - 1]!.id}`);
});
