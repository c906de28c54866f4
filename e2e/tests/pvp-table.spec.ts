// A PvP round between two members (issue 16): two players, each in their own browser context,
// deposit, launch Shan Koe Mee from /pvp and sit at one table. Each sees the other's seat live
// (the table's event stream), both stake, the round is dealt, the player on turn stands, and
// both see both hands and results. The balances are settled through the wallet (each is the
// deposit less the stake plus the win), and the round checks out in each player's browser.
import { expect, test, type Browser, type FrameLocator, type Page } from '@playwright/test';
import { asPlayer, openSite, registerAndDeposit, uniqueName } from './player-kit';

interface TableSeat {
  seatNo: number;
  isMe: boolean;
  stake: string | null;
  win: string | null;
  outcome: string | null;
  cards: string[];
}
interface Table {
  roomId: number;
  mySeat: number | null;
  last: { roundId: number; seats: TableSeat[]; serverSeed: string | null } | null;
}

const frameOf = (page: Page): FrameLocator => page.frameLocator('iframe.game-frame__iframe');

async function player(browser: Browser, ip: string, name: string) {
  const page = await openSite(browser, { ip, reducedMotion: 'reduce' });
  await registerAndDeposit(page, uniqueName(name), 100);
  await page.goto('/pvp?vendor=SHWECARDS');
  // The rooms come after the games, grouped under their game.
  const rooms = page.getByRole('region', { name: 'Card rooms' });
  await rooms
    .getByRole('region', { name: 'Shan Koe Mee' })
    .getByRole('button', { name: 'Play in Beginner room of Shan Koe Mee' })
    .click();
  await expect(page).toHaveURL(/\/game\?url=%2Fplay%2Fpvp%3Ftoken%3D/);
  const frame = frameOf(page);
  await expect(frame.getByRole('heading', { name: 'Rooms' })).toBeVisible();
  return { page, frame };
}

/** The launch token of the framed game client (its URL carries it). */
function launchToken(page: Page): string {
  const framed = page.frames().find((f) => f.url().includes('/play/pvp?'));
  return new URL(framed!.url()).searchParams.get('token')!;
}

test('two members at one PvP table play a round: each sees the other, both are settled, the round verifies', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const a = await player(browser, '203.0.113.161', 'e2epa');
  const b = await player(browser, '203.0.113.162', 'e2epb');

  // A sits first in the first room; B takes the next seat there.
  const roomOf = (f: FrameLocator) =>
    f.getByRole('listitem').filter({ has: f.getByRole('heading', { name: 'Beginner room' }) });
  await roomOf(a.frame).getByRole('button', { name: 'Take seat 1' }).click();
  await expect(a.frame.getByRole('heading', { name: 'Beginner room, seat 1' })).toBeVisible();
  await expect(a.frame.getByText(/Waiting for players/)).toBeVisible();
  await roomOf(b.frame).getByRole('button', { name: 'Take seat 2' }).click();
  await expect(b.frame.getByRole('heading', { name: 'Beginner room, seat 2' })).toBeVisible();

  // Each sees the other's seat (names masked), live: the countdown has started.
  const seats = (f: FrameLocator) => f.getByRole('list', { name: 'Seats at the table' });
  await expect(seats(a.frame).getByRole('listitem', { name: /^Seat 2: e2/ })).toBeVisible();
  await expect(seats(b.frame).getByRole('listitem', { name: /^Seat 1: e2/ })).toBeVisible();
  await expect(a.frame.getByText(/dealing in \d+ s/)).toBeVisible();

  // Both stake (the stake picker's smallest, the room's minimum); A's stake shows at B's table.
  await a.frame.getByRole('button', { name: 'Place stake' }).click();
  await expect(
    seats(b.frame)
      .getByRole('listitem', { name: /^Seat 1: / })
      .getByText('Stake 1.00'),
  ).toBeVisible();
  await b.frame.getByRole('button', { name: 'Place stake' }).click();

  // Whoever's turn it is stands, until the round is over for both.
  const lastRound = (f: FrameLocator) => f.getByRole('heading', { name: /^Last round \(#/ });
  await expect(async () => {
    for (const p of [a, b]) {
      const stand = p.frame.getByRole('button', { name: 'Stand', exact: true });
      if (await stand.isVisible()) await stand.click({ timeout: 2_000 });
    }
    await expect(lastRound(a.frame)).toBeVisible({ timeout: 1_000 });
    await expect(lastRound(b.frame)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });

  // Both see both seats of the round with their cards and results.
  for (const p of [a, b]) {
    const last = p.frame.getByRole('region', { name: /^Last round/ });
    for (const seat of [1, 2]) {
      const box = last.getByRole('listitem', { name: new RegExp(`^Seat ${seat}: `) });
      await expect(box.getByText(/^(Wins [\d.,]+|Loses|Tie: stake back)$/)).toBeVisible();
      expect(await box.getByRole('img').count()).toBeGreaterThanOrEqual(2);
    }
    await expect(last.getByText('Banker (the house)')).toBeVisible();
    // The round checks out in the player's own browser.
    await last.getByRole('button', { name: 'Check this round' }).click();
    await expect(last.getByText(/^Checked: /)).toBeVisible();
  }

  // The table's "Last rounds" link opens the round on the site's verify page, which fetches it
  // from the server and recomputes it in the browser.
  const recent = a.frame.getByRole('list', { name: 'Last rounds' });
  const [verifyTab] = await Promise.all([
    a.page.context().waitForEvent('page'),
    recent.getByRole('link').first().click(),
  ]);
  await expect(verifyTab).toHaveURL(/\/play\/verify\?tableRound=\d+$/);
  await expect(
    verifyTab.getByText(/^Verified: the server seed matches the hash published before the deal/),
  ).toBeVisible({ timeout: 20_000 });
  await expect(verifyTab.getByRole('heading', { name: /^Table round \d+ · / })).toBeVisible();
  await verifyTab.close();

  // The money: each wallet is the deposit less the stake plus what the round paid.
  for (const p of [a, b]) {
    const token = launchToken(p.page);
    const res = await p.page.request.get(
      `/wps/house/pvp/table?token=${encodeURIComponent(token)}&roomId=${await roomIdOf(p.page)}`,
    );
    const table = ((await res.json()) as { value: Table }).value;
    const mine = table.last!.seats.find((s) => s.isMe)!;
    expect(mine.stake).toBe('100');
    expect(table.last!.seats).toHaveLength(2);
    expect(table.last!.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    const wallet = await asPlayer<{ balance: string }>(p.page, '/wps/v2/wallets/balance');
    expect(BigInt(wallet.balance)).toBe(10_000n - 100n + BigInt(mine.win!));
  }
});

/** The room the player sits in, from the rooms call of the framed client. */
async function roomIdOf(page: Page): Promise<number> {
  const token = launchToken(page);
  const res = await page.request.get(`/wps/house/pvp/rooms?token=${encodeURIComponent(token)}`);
  const rooms = ((await res.json()) as { value: { mySeat: { roomId: number } | null } }).value;
  return rooms.mySeat!.roomId;
}
