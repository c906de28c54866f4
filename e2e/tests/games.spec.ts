// Games end to end (issue 5): a new player deposits through the sandbox gateway, opens /rng,
// launches a Royal Slots game (framed by /game), spins it 20 times, and the money adds up: the
// opening balance less the 20 recorded bets plus their wins is the wallet balance the API
// answers, the slot shows and the header shows. The betting record lists the 20 rounds (15 and
// 5 a page), the seed is rotated in the slot's fairness panel, and a round checks out on the
// public verify page.
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { asPlayer, day, money, openSite, registerAndDeposit, uniqueName } from './player-kit';

const ROUNDS = 20;

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
  // About 30 s alone; beside the PGlite pass in `npm test` it once took over 60 s (the member
  // centre's records chunk and its texts load on demand).
  test.setTimeout(120_000);
  // The reels stop at once (the slot's reduced-motion path): 20 spins in a few seconds.
  const page = await openSite(browser, { ip: '203.0.113.201', reducedMotion: 'reduce' });
  const banner = page.getByRole('banner');
  await registerAndDeposit(page, uniqueName('e2eg'), 100);
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
  await expect(slot.getByTestId('play-balance')).toHaveText(`Ks ${money(expected)}`);
  await expect(banner.getByText(`Ks ${money(expected)}`)).toBeVisible();

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
  const centre = page.getByRole('dialog', { name: 'Member centre' });
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
