// Helpers for the ledger's tests: members to own accounts, and funded player accounts.
import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client';
import { members } from '../src/db/schema/accounts';
import { openAccount, type LedgerAccount } from '../src/ledger/accounts';
import { post } from '../src/ledger/post';

let serial = 0;

/** A bare member row (the ledger needs only its id). */
export async function createMemberRow(db: Db, accountType = 0): Promise<number> {
  serial += 1;
  const suffix = `${serial}${randomBytes(3).toString('hex')}`;
  const [row] = await db
    .insert(members)
    .values({
      username: `ledger${suffix}`,
      nickname: `ledger${suffix}`,
      referralCode: `L${suffix}`.slice(0, 16).toUpperCase(),
      accountType,
    })
    .returning({ id: members.id });
  return row!.id;
}

/** A new member's cash account, credited `amount` from the house (a demo deposit). */
export async function fundedCash(db: Db, amount: bigint): Promise<LedgerAccount> {
  const memberId = await createMemberRow(db);
  const cash = await openAccount(db, 'player_cash', memberId);
  if (amount > 0n) {
    const house = await openAccount(db, 'house', null);
    await post(db, {
      key: `fund-${cash.id}-${randomBytes(4).toString('hex')}`,
      kind: 'deposit',
      entries: [
        { account: house.id, amount: -amount },
        { account: cash.id, amount },
      ],
    });
  }
  return cash;
}
