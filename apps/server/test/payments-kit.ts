// Shared by the payment tests: signed-in members, proof images, the seeded channels, signed
// webhook deliveries and the "nothing moved" facts (balances, deposits, ledger check).
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TGatewayEvent } from '@wps/contracts/payment/gateway-webhook';
import { deposits, gatewayEvents } from '../src/db/schema/payments';
import { ledgerTransactions } from '../src/db/schema/ledger';
import { balances } from '../src/ledger/accounts';
import { checkLedger } from '../src/ledger/check';
import { makeMember } from '../src/modules/auth/test-helpers';
import { startMemberSession } from '../src/modules/member/member-session';
import { realJpeg, realPng } from './images';
import { findChannelByCode } from '../src/modules/payment-channels/payment-channels.queries';
import { sandboxSecret } from '../src/providers/payment-gateway/sandbox';
import { signatureHeaders } from '../src/providers/payment-gateway/signature';
import type { TestApp } from './test-app';

export type PayMember = Awaited<ReturnType<typeof makeMember>> & { token: string };

export async function makePayMember(
  t: TestApp,
  row: Parameters<typeof makeMember>[1] = {},
): Promise<PayMember> {
  const member = await makeMember(t, row);
  const { token } = await startMemberSession(t.deps, member, {
    ip: '203.0.113.20',
    userAgent: null,
  });
  return { ...member, token };
}

/** A tiny but real PNG header plus filler (the server checks the magic bytes, not the pixels). */
/** A real 8 x 8 PNG (uploads are decoded), padded to `size` bytes when given. */
export function pngBytes(size?: number): Buffer {
  return realPng(8, 8, { size });
}

/** A real 8 x 8 JPEG, padded to `size` bytes when given. */
export function jpegBytes(size?: number): Buffer {
  return realJpeg(8, 8, { size });
}

export async function uploadProof(
  t: TestApp,
  token: string,
  body = pngBytes(),
  type = 'image/png',
) {
  return t.call({
    method: 'POST',
    url: '/wps/payment/proofs',
    token,
    headers: { 'content-type': type },
    payload: body,
  });
}

export async function proofIdOf(t: TestApp, token: string): Promise<number> {
  const res = await uploadProof(t, token);
  expect(res.status).toBe(200);
  return res.body.value.proofId as number;
}

export async function channelId(t: TestApp, code: string): Promise<number> {
  return (await findChannelByCode(t.deps.db, code))!.id;
}

let keyCounter = 0;
export const newKey = () => `key-${randomBytes(6).toString('hex')}-${++keyCounter}`;

export function requestDeposit(t: TestApp, token: string, body: Record<string, unknown>) {
  return t.call({ method: 'POST', url: '/wps/payment/deposits', token, payload: body });
}

/** A sandbox deposit of `amount`, asserted created; returns its reference. */
export async function sandboxDeposit(t: TestApp, member: PayMember, amount: string) {
  const res = await requestDeposit(t, member.token, {
    idempotencyKey: newKey(),
    channelId: await channelId(t, 'sandbox'),
    amount,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value as { reference: string; redirectUrl: string; fee: string };
}

/** A bank deposit with one fresh proof, asserted created. */
export async function bankDeposit(t: TestApp, member: PayMember, amount: string) {
  const res = await requestDeposit(t, member.token, {
    idempotencyKey: newKey(),
    channelId: await channelId(t, 'kbz-bank'),
    amount,
    proofIds: [await proofIdOf(t, member.token)],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value as { reference: string };
}

let eventCounter = 0;
export function gatewayEvent(
  overrides: Partial<TGatewayEvent> & { reference: string; amount: string },
) {
  eventCounter += 1;
  return {
    eventId: `evt-${randomBytes(4).toString('hex')}-${eventCounter}`,
    status: 'completed' as const,
    currency: 'MMK',
    ...overrides,
  };
}

/** POSTs a delivery to the channel's webhook, signed with `secret` (the sandbox's by default). */
export async function deliver(
  t: TestApp,
  event: unknown,
  options: {
    channel?: string;
    secret?: string;
    now?: Date;
    raw?: Buffer;
    headers?: Record<string, string>;
  } = {},
) {
  const raw = options.raw ?? Buffer.from(JSON.stringify(event));
  const secret = options.secret ?? (await sandboxSecret(t.deps));
  return t.call({
    method: 'POST',
    url: `/wps/payment/gateway/${options.channel ?? 'sandbox'}/webhook`,
    headers: {
      'content-type': 'application/json',
      ...signatureHeaders(secret, raw, options.now),
      ...options.headers,
    },
    payload: raw,
  });
}

export async function cashOf(t: TestApp, memberId: number): Promise<bigint> {
  return (await balances(t.deps.db, memberId)).player_cash;
}

export async function depositRows(t: TestApp, memberId: number) {
  return t.deps.db.select().from(deposits).where(eq(deposits.memberId, memberId));
}

export async function depositByRef(t: TestApp, reference: string) {
  const [row] = await t.deps.db.select().from(deposits).where(eq(deposits.reference, reference));
  return row!;
}

export async function ledgerTransactionCount(t: TestApp): Promise<number> {
  const [row] = await t.deps.db.select({ n: count() }).from(ledgerTransactions);
  return row!.n;
}

export async function eventRows(t: TestApp, eventId: string) {
  return t.deps.db.select().from(gatewayEvents).where(eq(gatewayEvents.eventId, eventId));
}

export async function expectLedgerOk(t: TestApp): Promise<void> {
  const check = await checkLedger(t.deps.db);
  expect(check.problems).toEqual([]);
}
