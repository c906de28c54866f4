// Binding and unbinding the bank accounts withdrawals are paid into. The account's name must be
// the member's payee name: a member cannot withdraw to somebody else's account.
import type { TBankAccount } from '@wps/contracts/account/bank-account-fields';
import type { TBindBankAccount } from '@wps/contracts/account/bind-bank-account';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { pgErrorCode } from '../../ledger/accounts';
import { requireRealMember } from '../member/member.service';
import { readMoneySettings } from '../money-settings/money-settings.queries';
import { insertAudit } from '../ops/ops.queries';
import type { Caller } from '../session/session.service';
import * as q from './bank-accounts.queries';

/** '****1234': the last 4 digits are enough to tell one's own accounts apart. */
export function maskAccountNumber(accountNumber: string): string {
  return `****${accountNumber.slice(-4)}`;
}

/** A name as typed, with runs of white space made one space. */
export function tidyName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/gu, ' ');
}

/** Two names are the same name regardless of case and spacing ("Aung  Aung" = "aung aung"). */
export function isSameName(a: string, b: string): boolean {
  return tidyName(a).toLowerCase() === tidyName(b).toLowerCase();
}

export function bankAccountView(row: q.BankAccountRow): TBankAccount {
  return {
    id: row.id,
    bankName: row.bankName,
    accountName: row.accountName,
    maskedAccountNumber: maskAccountNumber(row.accountNumber),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listBankAccounts(deps: Deps, caller: Caller | null) {
  const member = await requireRealMember(deps, caller);
  return (await q.findLiveBankAccounts(deps.db, member.id)).map(bankAccountView);
}

export async function bindBankAccount(
  deps: Deps,
  caller: Caller | null,
  body: TBindBankAccount,
): Promise<TBankAccount> {
  const member = await requireRealMember(deps, caller);
  const { maxBankAccounts } = await readMoneySettings(deps.db);
  const accountName = tidyName(body.accountName);
  try {
    return await deps.db.transaction(async (tx) => {
      // The member row's lock makes the count and the payee name hold until commit.
      const payeeName = await q.lockMemberPayeeName(tx, member.id);
      if (payeeName !== null && !isSameName(payeeName, accountName)) {
        throw new AppError(
          'PAYEE_NAME_MISMATCH',
          'The account name is not your payee name.',
          'body.accountName',
        );
      }
      const live = await q.findLiveBankAccounts(tx, member.id);
      if (live.some((a) => a.accountNumber === body.accountNumber)) {
        throw new AppError('CONFLICT', 'This account is already bound.', 'body.accountNumber');
      }
      if (live.length >= maxBankAccounts) {
        throw new AppError(
          'BANK_ACCOUNT_LIMIT',
          `At most ${maxBankAccounts} bank accounts may be bound.`,
        );
      }
      if (payeeName === null) {
        // The first account names the payee: from now on every account must carry this name.
        await q.setPayeeNameOnce(tx, member.id, accountName);
        await insertAudit(tx, {
          actorKind: 'member',
          actorId: member.id,
          action: 'member.payeeName.set',
          detail: { by: 'bankAccount' },
        });
      }
      const created = await q.insertBankAccount(tx, {
        memberId: member.id,
        bankName: body.bankName,
        accountName,
        accountNumber: body.accountNumber,
      });
      await insertAudit(tx, {
        actorKind: 'member',
        actorId: member.id,
        action: 'member.bankAccount.bind',
        subject: String(created.id),
        detail: { bankName: created.bankName, last4: created.accountNumber.slice(-4) },
      });
      return bankAccountView(created);
    });
  } catch (error) {
    // The live-number index is the last word should two binds ever slip past the lock.
    if (pgErrorCode(error) === '23505') {
      throw new AppError('CONFLICT', 'This account is already bound.', 'body.accountNumber');
    }
    throw error;
  }
}

export async function unbindBankAccount(deps: Deps, caller: Caller | null, id: number) {
  const member = await requireRealMember(deps, caller);
  await deps.db.transaction(async (tx) => {
    const removed = await q.removeBankAccount(tx, member.id, id);
    if (!removed) throw new AppError('NOT_FOUND', 'No such bank account.');
    await insertAudit(tx, {
      actorKind: 'member',
      actorId: member.id,
      action: 'member.bankAccount.unbind',
      subject: String(id),
    });
  });
  return { success: true as const };
}
