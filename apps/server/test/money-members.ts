// Members for the money calls' tests: signed in, with a payment password, funded through the
// ledger; and the ledger facts the "nothing moved" checks compare.
import { randomBytes } from 'node:crypto';
import { count, like } from 'drizzle-orm';
import { ledgerTransactions } from '../src/db/schema/ledger';
import { balances, openAccount } from '../src/ledger/accounts';
import { post } from '../src/ledger/post';
import { hashPassword } from '../src/lib/passwords';
import { makeMember } from '../src/modules/auth/test-helpers';
import { startMemberSession } from '../src/modules/member/member-session';
import type { NewMember } from '../src/modules/member/member.queries';
import type { TestApp } from './test-app';

/** Every test member's payment password (6 digits, as the contract requires). */
export const TEST_PAYMENT_PASSWORD = '246810';
let paymentPasswordHash: Promise<string> | null = null;

export type MoneyMember = Awaited<ReturnType<typeof makeMember>> & { token: string };

/** A signed-in member with TEST_PAYMENT_PASSWORD set, its cash credited `cash` from the house. */
export async function makeMoneyMember(
  t: TestApp,
  options: Partial<NewMember> & { cash?: bigint } = {},
): Promise<MoneyMember> {
  const { cash = 0n, ...row } = options;
  paymentPasswordHash ??= hashPassword(TEST_PAYMENT_PASSWORD);
  const member = await makeMember(t, { paymentPasswordHash: await paymentPasswordHash, ...row });
  const { token } = await startMemberSession(t.deps, member, {
    ip: '203.0.113.10',
    userAgent: null,
  });
  if (cash > 0n) await creditCash(t, member.id, cash);
  return { ...member, token };
}

/** Credits the member's cash from the house (a stand-in for a deposit). */
export async function creditCash(t: TestApp, memberId: number, amount: bigint): Promise<void> {
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

export async function cashOf(t: TestApp, memberId: number): Promise<bigint> {
  return (await balances(t.deps.db, memberId)).player_cash;
}

/** The ledger transactions whose key starts with `prefix` (e.g. `xfer:42:`). */
export async function countTransactions(t: TestApp, prefix: string): Promise<number> {
  const [row] = await t.deps.db
    .select({ n: count() })
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.idempotencyKey, `${prefix}%`));
  return row!.n;
}

/** A fresh client idempotency key. */
export const newKey = (label = 'k') => `${label}-${randomBytes(8).toString('hex')}`;
