// GCS_walletTransfer's own limit, through HTTP: different transfers past TRANSFERS_PER_WINDOW in
// the window are refused (429 with Retry-After, nothing posted), while replays of one key are
// never refused: 50 identical retries at once, a replay once the limit is used up, and a replay
// of a transfer the window has forgotten.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  cashOf,
  countTransactions,
  makeMoneyMember,
  newKey,
  type MoneyMember,
} from '../../../test/money-members';
import { TRANSFER_WINDOW_MS, TRANSFERS_PER_WINDOW } from './transfer-limit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** The limiter's clock stands still: a loaded machine must not spread the transfers over two windows. */
function freezeClock() {
  const now = Date.now();
  vi.spyOn(Date, 'now').mockImplementation(() => now);
}

const VENDOR = 'LOTUSLIVE';
const transfer = (member: MoneyMember, idempotencyKey: string) =>
  t.call({
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    token: member.token,
    payload: { idempotencyKey, vendor: VENDOR, direction: 'IN', amount: '100' },
  });

/** `count` different transfers, one after another; their keys. */
async function transfers(member: MoneyMember, count: number) {
  const keys: string[] = [];
  for (let i = 0; i < count; i++) {
    const key = newKey();
    const answer = await transfer(member, key);
    expect(answer.status, `transfer ${i + 1}`).toBe(200);
    keys.push(key);
  }
  return keys;
}

describe('GCS_walletTransfer rate limit', () => {
  it('refuses different transfers past the limit, and posts nothing for them', async () => {
    freezeClock();
    const member = await makeMoneyMember(t, { cash: 1_000_000n });
    await transfers(member, TRANSFERS_PER_WINDOW);
    const before = await countTransactions(t, `wt:${member.id}:`);

    const refused = await transfer(member, newKey());
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(TRANSFER_WINDOW_MS / 1000);
    expect(await countTransactions(t, `wt:${member.id}:`)).toBe(before);
    expect(await cashOf(t, member.id)).toBe(1_000_000n - BigInt(TRANSFERS_PER_WINDOW) * 100n);

    // Another member has a count of their own.
    const other = await makeMoneyMember(t, { cash: 1_000n });
    expect((await transfer(other, newKey())).status).toBe(200);
  });

  it('never refuses replays of one key: 50 at once, and again once the limit is used up', async () => {
    freezeClock();
    const member = await makeMoneyMember(t, { cash: 100_000n });
    const key = newKey();
    const storm = await Promise.all(Array.from({ length: 50 }, () => transfer(member, key)));
    expect(storm.map((a) => a.status)).toEqual(Array(50).fill(200));
    const ids = new Set(storm.map((a) => a.body.value.transactionId));
    expect(ids.size).toBe(1);
    expect(await cashOf(t, member.id)).toBe(100_000n - 100n);

    await transfers(member, TRANSFERS_PER_WINDOW - 1);
    expect((await transfer(member, newKey())).status).toBe(429);
    for (let i = 0; i < 50; i++) {
      const replay = await transfer(member, key);
      expect(replay.status, `replay ${i + 1}`).toBe(200);
      expect(replay.body.value.transactionId).toBe([...ids][0]);
    }
    expect(await cashOf(t, member.id)).toBe(100_000n - BigInt(TRANSFERS_PER_WINDOW) * 100n);
  });

  it('answers a replay of a transfer the window has forgotten, even with the limit used up', async () => {
    const member = await makeMoneyMember(t, { cash: 1_000_000n });
    const [first] = await transfers(member, TRANSFERS_PER_WINDOW);
    const start = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => start + TRANSFER_WINDOW_MS + 1_000);
    // A new window: the limit is free again, then used up by other transfers.
    await transfers(member, TRANSFERS_PER_WINDOW);
    expect((await transfer(member, newKey())).status).toBe(429);

    const replay = await transfer(member, first!);
    expect(replay.status).toBe(200);
    expect(await cashOf(t, member.id)).toBe(1_000_000n - BigInt(2 * TRANSFERS_PER_WINDOW) * 100n);
  });
});
