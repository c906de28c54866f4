// Payouts through an outside gateway (the HTTP adapter against a local stand-in server): 'paid'
// posts the hold to the channel's clearing account; 'failed' releases it; 'pending' or no answer
// leaves the withdrawal approved, out of reach of reject and mark-paid, until approve asks again.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances } from '../../ledger/accounts';
import { signatureHeaders, verifySignature } from '../../providers/payment-gateway/signature';
import { auditRows } from '../../../test/db-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  clearingBalance,
  createPlayer,
  expectLedgerSound,
  insertChannel,
  opsAction,
  snapshot,
  withdraw,
  withdrawalRow,
} from './withdrawal-test-kit';

const SECRET = 'gateway-test-secret-0123456789';
const CODE = 'gw-payout-test';

/** What the stand-in gateway answers next, per withdrawal reference. */
const script = new Map<string, Array<'paid' | 'pending' | 'failed' | 'error'>>();
const received: Array<Record<string, string>> = [];
let server: Server;
let t: TestApp;
let channelId: number;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      // A real gateway checks our signature too.
      verifySignature(SECRET, req.headers, raw);
      const payout = JSON.parse(raw.toString()) as Record<string, string>;
      received.push(payout);
      const next = script.get(payout.reference!)?.shift() ?? 'paid';
      if (next === 'error') {
        res.writeHead(502).end('upstream down');
        return;
      }
      const body = Buffer.from(
        JSON.stringify({ payoutRef: `GW-${payout.reference}`, status: next }),
      );
      res.writeHead(200, { 'content-type': 'application/json', ...signatureHeaders(SECRET, body) });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  process.env.PAYMENT_GATEWAY_URL_GW_PAYOUT_TEST = `http://127.0.0.1:${port}`;
  process.env.PAYMENT_GATEWAY_SECRET_GW_PAYOUT_TEST = SECRET;
  t = await createTestApp({ env: { PUBLIC_URL: 'http://localhost:8080' } });
  channelId = await insertChannel(t, { code: CODE, type: 'gateway' });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server.close(resolve));
  delete process.env.PAYMENT_GATEWAY_URL_GW_PAYOUT_TEST;
  delete process.env.PAYMENT_GATEWAY_SECRET_GW_PAYOUT_TEST;
});

describe('approve with a gateway channel', () => {
  it("'paid' at once: clearing of that channel, the receipt clock started", async () => {
    const p = await createPlayer(t, { cash: 300_000n });
    const reference = await withdraw(t, p, '120000');
    const clearing = await clearingBalance(t, CODE);
    const res = await opsAction(t, reference, 'approve', { payoutChannelId: channelId });
    expect(res.body.value).toMatchObject({
      state: 'paid',
      payoutRef: `GW-${reference}`,
      paidAt: expect.any(String),
    });
    expect(received.at(-1)).toEqual({
      reference,
      amount: '120000',
      currency: 'MMK',
      bankName: 'KBZ Bank',
      accountName: 'Aung Aung',
      accountNumber: String(10_000_000 + p.id),
    });
    expect((await clearingBalance(t, CODE)) - clearing).toBe(120_000n);
    expect((await balances(t.deps.db, p.id)).player_held).toBe(0n);
    await expectLedgerSound(t);
  });

  it("'pending', then no answer: stays approved, cannot be rejected or marked paid; asking again pays", async () => {
    const p = await createPlayer(t, { cash: 300_000n });
    const reference = await withdraw(t, p, '100000');
    script.set(reference, ['pending', 'error', 'paid']);
    const first = await opsAction(t, reference, 'approve', { payoutChannelId: channelId });
    expect(first.body.value).toMatchObject({ state: 'approved', payoutChannelId: channelId });
    const before = await snapshot(t, p.id);
    for (const [action, payload] of [
      ['reject', { reason: 'changed my mind' }],
      ['mark-paid', {}],
      ['approve', {}],
    ] as const) {
      const res = await opsAction(t, reference, action, payload);
      expect(res.status, action).toBe(409);
      expect(res.body.code).toBe('INVALID_STATE');
    }
    const otherChannel = await insertChannel(t, { code: 'sbx-other', type: 'sandbox' });
    expect(
      (await opsAction(t, reference, 'approve', { payoutChannelId: otherChannel })).body.code,
    ).toBe('INVALID_STATE');

    const noAnswer = await opsAction(t, reference, 'approve', { payoutChannelId: channelId });
    expect(noAnswer.body.value.state).toBe('approved');
    expect(await snapshot(t, p.id)).toEqual(before);

    const paid = await opsAction(t, reference, 'approve', { payoutChannelId: channelId });
    expect(paid.body.value.state).toBe('paid');
    expect(received.filter((r) => r.reference === reference)).toHaveLength(3);
    const actions = (await auditRows(t, 'withdrawal.'))
      .filter((a) => a.subject === reference)
      .map((a) => a.action);
    expect(actions).toEqual([
      'withdrawal.request',
      'withdrawal.approve',
      'withdrawal.payout.retry',
      'withdrawal.payout.retry',
      'withdrawal.payout.paid',
    ]);
    // Asked once more after it was paid: the state no longer allows it, nothing is sent.
    expect((await opsAction(t, reference, 'approve', { payoutChannelId: channelId })).status).toBe(
      409,
    );
    expect(received.filter((r) => r.reference === reference)).toHaveLength(3);
    await expectLedgerSound(t);
  });

  it("tells the member's inbox only when the gateway says 'paid', not while it is pending or after it failed", async () => {
    const paidMessages = async (token: string) => {
      const res = await t.call({ method: 'GET', url: '/wps/messages', token });
      expect(res.status).toBe(200);
      return (
        res.body.value.items as Array<{ template: string | null; params: Record<string, string> }>
      ).filter((m) => m.template === 'withdrawalPaid');
    };
    const p = await createPlayer(t, { cash: 300_000n });
    const reference = await withdraw(t, p, '100000');
    script.set(reference, ['pending', 'paid']);
    const first = await opsAction(t, reference, 'approve', { payoutChannelId: channelId });
    expect(first.body.value.state).toBe('approved');
    expect(await paidMessages(p.token)).toEqual([]);
    const paid = await opsAction(t, reference, 'approve', { payoutChannelId: channelId });
    expect(paid.body.value.state).toBe('paid');
    expect(await paidMessages(p.token)).toEqual([
      expect.objectContaining({
        kind: 'site',
        params: { reference, amount: '100000' },
        isRead: false,
      }),
    ]);

    const failing = await createPlayer(t, { cash: 300_000n });
    const failed = await withdraw(t, failing, '100000');
    script.set(failed, ['failed']);
    expect(
      (await opsAction(t, failed, 'approve', { payoutChannelId: channelId })).body.value.state,
    ).toBe('failed');
    expect(await paidMessages(failing.token)).toEqual([]);
  });

  it("'failed': the hold returns to the member's cash", async () => {
    const p = await createPlayer(t, { cash: 300_000n });
    const reference = await withdraw(t, p, '100000');
    script.set(reference, ['failed']);
    const res = await opsAction(t, reference, 'approve', { payoutChannelId: channelId });
    expect(res.body.value).toMatchObject({ state: 'failed', payoutRef: `GW-${reference}` });
    const b = await balances(t.deps.db, p.id);
    expect(b.player_cash).toBe(300_000n);
    expect(b.player_held).toBe(0n);
    expect((await withdrawalRow(t, reference)).paidAt).toBeNull();
    await expectLedgerSound(t);
  });
});
