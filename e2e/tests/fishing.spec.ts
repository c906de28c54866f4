// Fishing end to end (issue 16): a new player deposits, opens the fishing lobby, launches a fish
// game (framed by /game) and plays a session of 20 shots by clicking fish in the canvas scene.
// Each shot is one round the server decided: the money adds up (opening balance less the 20
// stakes plus their wins is the wallet, the game's balance and its counters), the betting record
// holds the 20 rounds, and after the seed is rotated every round verifies twice: recomputed here
// from the revealed seed with the recipe of docs/provably-fair.md (sections 1-3 and 6, no site
// code), and on the public verify page.
import { createHash, createHmac } from 'node:crypto';
import { expect, test, type Page, type Response } from '@playwright/test';
import { asPlayer, day, money, openSite, registerAndDeposit, uniqueName } from './player-kit';

const SHOTS = 20;

interface FishShot {
  roundId: number;
  nonce: number;
  serverSeedHash: string;
  target: string;
  hit: boolean;
  multiplier: number;
  win: string;
  bet: string;
  balance: string;
}

interface RoundVerify {
  roundId: number;
  engine: string;
  bet: { stake: string; target: string };
  outcome: { target: string; hit: boolean; draw: number; multiplier: number; win: string };
  win: string;
  serverSeedHash: string;
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
}

/** docs/provably-fair.md 2-3: int(n) from the round's HMAC-SHA256 byte stream. */
function fairInt(serverSeed: string, clientSeed: string, nonce: number, n: number): number {
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (let offset = 0; offset < 4096; offset += 4) {
    // Block `cursor` = HMAC-SHA256(serverSeed, "clientSeed:nonce:cursor"), 32 bytes each.
    const block = createHmac('sha256', serverSeed)
      .update(`${clientSeed}:${nonce}:${Math.floor(offset / 32)}`)
      .digest();
    const x = block.readUInt32BE(offset % 32);
    if (x < limit) return x % n;
  }
  throw new Error('no draw');
}

async function publicRound(page: Page, roundId: number): Promise<RoundVerify> {
  const res = await page.request.get(`/wps/house/rounds/${roundId}`);
  const body = (await res.json()) as { success: boolean; value: RoundVerify };
  expect(body.success).toBe(true);
  return body.value;
}

test('a new player plays a 20-shot fishing session; the money adds up and every round verifies', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await openSite(browser, { ip: '203.0.113.216' });
  await registerAndDeposit(page, uniqueName('e2ef'), 100);
  const opening = await asPlayer<{ balance: string }>(page, '/wps/v2/wallets/balance');
  expect(opening.balance).toBe('10000');

  // The fishing lobby's first game, launched for real money.
  await page.goto('/fish');
  const firstCard = page
    .getByRole('tabpanel')
    .getByRole('button', { name: /^Play / })
    .first();
  const gameName = (await firstCard.getAttribute('aria-label'))!.replace(/^Play /, '');
  await firstCard.click();
  await expect(page).toHaveURL(/\/game\?url=%2Fplay%2Ffish%3Ftoken%3D/);
  const game = page.frameLocator('iframe.game-frame__iframe');
  await expect(game.getByRole('heading', { name: gameName })).toBeVisible();
  const scene = game.getByRole('application', { name: /^Fishing scene/ });
  await expect(scene).toHaveAttribute('aria-disabled', 'false');
  const stake = await game.getByLabel('Stake').inputValue();
  const firstNonce = Number(await game.getByTestId('seed-nonce').textContent());

  // 20 shots, each a click somewhere in the water: the nearest fish is shot at, and the round
  // the server answers is what the scene and the counters show.
  const shots: FishShot[] = [];
  const box = (await scene.boundingBox())!;
  for (let i = 0; i < SHOTS; i++) {
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/wps/house/fish/shoot') && r.request().method() === 'POST',
    );
    // A tap shoots the fish nearest it, and sends nothing while no fish is on screen: tap again,
    // elsewhere, until the shot is answered (a shot is answered in well under the 5 s).
    let res: Response | undefined;
    for (let tap = 0; !res; tap++) {
      const at = i + 3 * tap;
      await scene.click({
        position: {
          x: box.width * (0.15 + 0.07 * (at % 10)),
          y: box.height * (0.2 + 0.05 * (at % 8)),
        },
      });
      res = await Promise.race([answered, page.waitForTimeout(5_000).then(() => undefined)]);
    }
    const body = (await res.json()) as { success: boolean; value: FishShot };
    expect(body.success, `shot ${i + 1}`).toBe(true);
    shots.push(body.value);
    await expect(game.getByTestId('fish-shots')).toHaveText(String(i + 1));
    await expect(scene).toHaveAttribute('aria-disabled', 'false');
    const last = body.value;
    await expect(game.getByTestId('fish-result')).toHaveText(
      last.hit
        ? new RegExp(`^Caught the .+! ×${last.multiplier}, you won ${money(BigInt(last.win))}$`)
        : /^The .+ got away\.$/,
    );
  }
  await expect(game.getByRole('alert')).toHaveCount(0);

  // One round per shot, numbered on: nonces run on by one, every stake the one chosen.
  expect(shots.map((s) => s.nonce)).toEqual(
    Array.from({ length: SHOTS }, (_, i) => firstNonce + i),
  );
  expect(new Set(shots.map((s) => s.roundId)).size).toBe(SHOTS);
  for (const s of shots) {
    expect(s.bet).toBe(stake);
    expect(s.win).toBe(s.hit ? (BigInt(s.bet) * BigInt(s.multiplier)).toString() : '0');
  }
  const bets = shots.reduce((sum, s) => sum + BigInt(s.bet), 0n);
  const wins = shots.reduce((sum, s) => sum + BigInt(s.win), 0n);
  const expected = BigInt(opening.balance) - bets + wins;
  // Each answer's balance is the one before, less the stake, plus the win.
  let running = BigInt(opening.balance);
  for (const s of shots) {
    running = running - BigInt(s.bet) + BigInt(s.win);
    expect(s.balance).toBe(running.toString());
  }
  const wallet = await asPlayer<{ balance: string }>(page, '/wps/v2/wallets/balance');
  expect(wallet.balance).toBe(expected.toString());
  await expect(game.getByTestId('play-balance')).toHaveText(`Ks ${money(expected)}`);
  await expect(game.getByTestId('fish-total-bet')).toHaveText(money(bets));
  await expect(game.getByTestId('fish-won')).toHaveText(money(wins));

  // The ledger's side: the betting record holds the 20 rounds with the same stakes and wins.
  const records = await asPlayer<{
    total: number;
    list: { roundRef: string; bet: string; win: string; state: string }[];
    totals: { bet: string; win: string };
  }>(page, `/wps/member/bet-records?startDate=${day(-1)}&endDate=${day(1)}&pageSize=100`);
  expect(records.total).toBe(SHOTS);
  expect(records.list.every((r) => r.state === 'ended')).toBe(true);
  expect(records.totals.bet).toBe(bets.toString());
  expect(records.totals.win).toBe(wins.toString());

  // Rotate the seed: the server seed of the 20 rounds is revealed.
  await game.getByRole('button', { name: 'Rotate seed' }).click();
  const revealed = game.getByTestId('revealed-server-seed');
  await expect(revealed).toHaveText(/^[0-9a-f]{64}$/);
  const serverSeed = (await revealed.textContent())!;

  // Every round recomputed from the revealed seed with the published recipe.
  for (const s of shots) {
    const r = await publicRound(page, s.roundId);
    expect(r.engine).toBe('fish');
    expect(r.serverSeed).toBe(serverSeed);
    expect(createHash('sha256').update(serverSeed).digest('hex')).toBe(r.serverSeedHash);
    expect(r.serverSeedHash).toBe(s.serverSeedHash);
    expect(r.nonce).toBe(s.nonce);
    expect(r.bet).toEqual({ stake: s.bet, target: s.target });
    const draw = fairInt(serverSeed, r.clientSeed, r.nonce, 1_000_000);
    const threshold = Math.round(960_000 / s.multiplier);
    const hit = draw < threshold;
    expect(r.outcome.draw).toBe(draw);
    expect(hit).toBe(s.hit);
    expect(r.win).toBe(hit ? (BigInt(s.bet) * BigInt(s.multiplier)).toString() : '0');
    expect(r.win).toBe(s.win);
  }

  // And every round on the public verify page.
  const verify = await page.context().newPage();
  for (const s of shots) {
    await verify.goto(`/play/verify?round=${s.roundId}`);
    await expect(
      verify.getByRole('heading', { name: `Round ${s.roundId} · ${gameName}` }),
    ).toBeVisible();
    await expect(verify.getByRole('status')).toHaveText(/^Verified: /);
  }
  await verify.close();
});
