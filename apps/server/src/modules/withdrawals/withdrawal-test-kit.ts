// Shared by the withdrawal tests: a funded member with a payment password and a bound bank
// account, the calls, and snapshots for "nothing moved".
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ledgerAccounts, ledgerTransactions } from '../../db/schema/ledger';
import { paymentChannels, withdrawals } from '../../db/schema/payments';
import { balances, openAccount } from '../../ledger/accounts';
import { checkLedger } from '../../ledger/check';
import { post } from '../../ledger/post';
import { hashPassword } from '../../lib/passwords';
import type { TestApp } from '../../../test/test-app';
import { makeMember } from '../auth/test-helpers';
import { startMemberSession } from '../member/member-session';
import { insertProof } from '../proofs/proofs.queries';

export const PAYMENT_PASSWORD = '135790';
const ctx = { ip: '203.0.113.30', userAgent: null };

export interface Player {
  id: number;
  token: string;
  bankAccountId: number;
}

export async function credit(t: TestApp, memberId: number, amount: bigint) {
  const house = await openAccount(t.deps.db, 'house', null);
  const cash = await openAccount(t.deps.db, 'player_cash', memberId);
  await post(t.deps.db, {
    key: `test-credit:${memberId}:${randomBytes(6).toString('hex')}`,
    kind: 'deposit',
    entries: [
      { account: house.id, amount: -amount },
      { account: cash.id, amount },
    ],
  });
}

/** A member with `cash`, payment password PAYMENT_PASSWORD and one bound bank account. */
export async function createPlayer(
  t: TestApp,
  options: { cash?: bigint; paymentPassword?: string | null } = {},
): Promise<Player> {
  const { cash = 1_000_000n, paymentPassword = PAYMENT_PASSWORD } = options;
  const member = await makeMember(t, {
    payeeName: 'Aung Aung',
    paymentPasswordHash: paymentPassword === null ? null : await hashPassword(paymentPassword),
  });
  const token = (await startMemberSession(t.deps, member, ctx)).token;
  if (cash > 0n) await credit(t, member.id, cash);
  const bound = await t.call({
    method: 'POST',
    url: '/wps/member/bank-accounts',
    token,
    payload: {
      bankName: 'KBZ Bank',
      accountName: 'Aung Aung',
      accountNumber: String(10_000_000 + member.id),
    },
  });
  expect(bound.status).toBe(200);
  return { id: member.id, token, bankAccountId: bound.body.value.id };
}

export const newKey = () => `wd-${randomBytes(8).toString('hex')}`;

export function requestBody(p: Player, amount = '50000', overrides: object = {}) {
  return {
    idempotencyKey: newKey(),
    bankAccountId: p.bankAccountId,
    amount,
    paymentPassword: PAYMENT_PASSWORD,
    ...overrides,
  };
}

export const requestWithdrawal = (t: TestApp, token: string, payload: object) =>
  t.call({ method: 'POST', url: '/wps/payment/withdrawals', token, payload });

export const answerReceipt = (t: TestApp, token: string, reference: string, payload: object) =>
  t.call({
    method: 'POST',
    url: `/wps/payment/withdrawals/${reference}/receipt`,
    token,
    payload,
  });

export async function opsAction(
  t: TestApp,
  reference: string,
  action: 'approve' | 'mark-paid' | 'reject' | 'resolve-dispute',
  payload: object = {},
  token?: string,
) {
  return t.call({
    method: 'POST',
    url: `/ops/api/withdrawals/${reference}/${action}`,
    token: token ?? (await t.opsToken()),
    payload,
  });
}

/** A new withdrawal of `amount`, answered 200; its reference. */
export async function withdraw(t: TestApp, p: Player, amount = '50000'): Promise<string> {
  const res = await requestWithdrawal(t, p.token, requestBody(p, amount));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value.reference as string;
}

/** A withdrawal approved and marked paid by hand. */
export async function paidWithdrawal(t: TestApp, p: Player, amount = '50000'): Promise<string> {
  const reference = await withdraw(t, p, amount);
  expect((await opsAction(t, reference, 'approve')).status).toBe(200);
  expect((await opsAction(t, reference, 'mark-paid', { payoutRef: 'BANK-1' })).status).toBe(200);
  return reference;
}

export async function withdrawalRow(t: TestApp, reference: string) {
  const [row] = await t.deps.db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.reference, reference));
  return row!;
}

export async function clearingBalance(t: TestApp, owner: string): Promise<bigint> {
  return (await openAccount(t.deps.db, 'clearing', owner)).balance;
}

export async function houseBalance(t: TestApp): Promise<bigint> {
  const [row] = await t.deps.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.kind, 'house'));
  return row?.balance ?? 0n;
}

/** What must stay the same when a request is refused: the member's money, the rows, the ledger. */
export async function snapshot(t: TestApp, memberId: number) {
  const [tx] = await t.deps.db.select({ n: count() }).from(ledgerTransactions);
  const [w] = await t.deps.db.select({ n: count() }).from(withdrawals);
  return { balances: await balances(t.deps.db, memberId), transactions: tx!.n, withdrawals: w!.n };
}

export async function expectLedgerSound(t: TestApp) {
  const check = await checkLedger(t.deps.db);
  expect(check.problems).toEqual([]);
  expect(check.ok).toBe(true);
}

/** A proof image row of the member's own (the upload's checks are the proofs module's). */
export async function proofOf(t: TestApp, memberId: number): Promise<number> {
  const data = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
  return insertProof(t.deps.db, {
    memberId,
    mime: 'image/png',
    sha256: randomBytes(32).toString('hex'),
    data,
  });
}

export async function insertChannel(
  t: TestApp,
  row: {
    code: string;
    type: 'bank' | 'gateway' | 'sandbox';
    enabled?: boolean;
    forWithdrawal?: boolean;
  },
): Promise<number> {
  const [created] = await t.deps.db
    .insert(paymentChannels)
    .values({
      code: row.code,
      type: row.type,
      name: row.code,
      texts: { EN: { name: row.code, instructions: '' } },
      minAmount: 100n,
      maxAmount: 100_000_000n,
      enabled: row.enabled ?? true,
      forDeposit: false,
      forWithdrawal: row.forWithdrawal ?? true,
    })
    .returning({ id: paymentChannels.id });
  return created!.id;
}
