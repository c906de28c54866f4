// Free play end to end on the server (issue 21): an account made by /wps/session/login/freeplay
// holds play money only, and every real-money call refuses it (403 TRIAL_ACCOUNT) while nothing
// moves: the spec's real-account warning has a server behind it, not only the site's guard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import { balances } from '../../ledger/accounts';
import { checkLedger } from '../../ledger/check';
import { channelId, newKey, pngBytes } from '../../../test/payments-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { nextIp, setWhitelabel } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function startFreePlay() {
  const res = await t.call({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    payload: { os: 'Android', platform: 'W', randomString: 'visitor-nonce-1', gatewayVersion: 3 },
    remoteAddress: nextIp(),
  });
  expect(res.status).toBe(200);
  return res.body.value as { token: string; username: string; accountType: number };
}

describe('a free-play (type 4) account', () => {
  it('plays with play money and is refused every real-money action, nothing moving', async () => {
    await setWhitelabel(t, { freePlay: true });
    const trial = await startFreePlay();
    expect(trial.accountType).toBe(ACCOUNT_TYPE.trial);
    const info = await t.call({ method: 'GET', url: '/wps/member/info', token: trial.token });
    const memberId = info.body.value.id as number;
    const balance = await t.call({
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      token: trial.token,
    });
    expect(balance.status).toBe(200);
    expect(balance.body.value.isPlayMoney).toBe(true);
    const before = await balances(t.deps.db, memberId);
    expect(before.player_play).toBeGreaterThan(0n);

    const realMoneyCalls: Array<{ method: 'POST' | 'GET'; url: string; payload?: object }> = [
      {
        method: 'POST',
        url: '/wps/payment/deposits',
        payload: {
          idempotencyKey: newKey(),
          channelId: await channelId(t, 'sandbox'),
          amount: '5000',
        },
      },
      { method: 'GET', url: '/wps/payment/withdrawals' },
      {
        method: 'POST',
        url: '/wps/relay/GCS_walletTransfer',
        payload: { idempotencyKey: newKey(), vendor: 'LOTUSLIVE', direction: 'IN', amount: '1000' },
      },
      { method: 'GET', url: '/wps/member/bank-accounts' },
    ];
    for (const call of realMoneyCalls) {
      const res = await t.call({ ...call, token: trial.token });
      expect([res.status, res.body.code], call.url).toEqual([403, 'TRIAL_ACCOUNT']);
    }
    const upload = await t.call({
      method: 'POST',
      url: '/wps/payment/proofs',
      token: trial.token,
      headers: { 'content-type': 'image/png' },
      payload: pngBytes(),
    });
    expect([upload.status, upload.body.code]).toEqual([403, 'TRIAL_ACCOUNT']);

    expect(await balances(t.deps.db, memberId)).toEqual(before);
    expect((await balances(t.deps.db, memberId)).player_cash ?? 0n).toBe(0n);
    expect(await checkLedger(t.deps.db)).toEqual({ ok: true, problems: [] });
  });
});
