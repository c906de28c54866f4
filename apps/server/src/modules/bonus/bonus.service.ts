// Bonus money (issue 18; docs/decisions.md "Bonus money and wagering"). The promotions module
// grants; bets and settlements move the bonus wallet; wagering met releases it to cash, an expiry,
// a give-up or a withdrawal forfeits it to the site's promotions account. Each end happens once.
//
// For the promotions module (i18-promos), the one call that pays a bonus:
//
//   grantBonus(tx: Db, {
//     memberId: number,              // a real (not trial) member
//     amount: bigint,                // minor units, 1 .. MAX_AMOUNT
//     promotionRef: string,          // 1..100 chars, e.g. 'deposit-bonus:12:claim:345'
//     wagering: {
//       multiple: number,            // turnover multiple, 0 .. 100, two decimals at most
//       base: 'bonus' | 'bonus_plus_deposit',
//       depositAmount?: bigint,      // needed (> 0) for 'bonus_plus_deposit'
//     },
//     weights?: { [gameType]: 0..100 }, // percent of a settled stake that counts; others 100
//     maxBet?: bigint | null,        // largest stake while active; null: no limit
//     expiresAt: Date,               // in the future
//     idempotencyKey: string,        // 1..200 chars; a second grant with it returns the first
//   }) => Promise<{ bonusId: number; replayed: boolean }>
//
// Runs in the caller's transaction (a savepoint inside it), so a claim row and its bonus commit
// together. Refusals (AppError): VALIDATION_FAILED, NOT_FOUND (no such member), FORBIDDEN (a trial
// account), BONUS_ACTIVE (the member already has an active bonus: one at a time), CONFLICT (the
// key was used for another grant). A multiple of 0 releases the bonus to cash at once.
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import { gameTypes } from '@wps/contracts/content/game-nav';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { bonuses, type bonusEndReasons } from '../../db/schema/bonus';
import { ledgerAccounts } from '../../db/schema/ledger';
import { AppError } from '../../errors';
import { openAccount, pgErrorCode } from '../../ledger/accounts';
import { MAX_AMOUNT, post } from '../../ledger/post';
import { recordActivity } from '../activity/record';
import { multipleInHundredths, requiredTurnover, type WageringBase } from './wagering';
import { writeSiteMessage } from '../messages/messages.service';

export type BonusRow = typeof bonuses.$inferSelect;
export type ForfeitReason = Exclude<(typeof bonusEndReasons)[number], 'wagering_met'>;

export interface GrantBonusInput {
  memberId: number;
  amount: bigint;
  promotionRef: string;
  wagering: { multiple: number; base: WageringBase; depositAmount?: bigint };
  weights?: Partial<Record<string, number>>;
  maxBet?: bigint | null;
  expiresAt: Date;
  idempotencyKey: string;
}

const bad = (message: string, field: string) => new AppError('VALIDATION_FAILED', message, field);

function checkGrant(input: GrantBonusInput, now: Date) {
  const { amount, wagering } = input;
  if (typeof amount !== 'bigint' || amount <= 0n || amount > MAX_AMOUNT) {
    throw bad(`The amount must be 1 to ${MAX_AMOUNT}.`, 'amount');
  }
  if (
    typeof input.promotionRef !== 'string' ||
    input.promotionRef.length < 1 ||
    input.promotionRef.length > 100
  ) {
    throw bad('The promotion reference must be 1 to 100 characters.', 'promotionRef');
  }
  if (
    typeof input.idempotencyKey !== 'string' ||
    input.idempotencyKey.length < 1 ||
    input.idempotencyKey.length > 200
  ) {
    throw bad('The idempotency key must be 1 to 200 characters.', 'idempotencyKey');
  }
  if (wagering?.base !== 'bonus' && wagering?.base !== 'bonus_plus_deposit') {
    throw bad("The wagering base is 'bonus' or 'bonus_plus_deposit'.", 'wagering.base');
  }
  const deposit = wagering.depositAmount ?? 0n;
  if (typeof deposit !== 'bigint' || deposit < 0n || deposit > MAX_AMOUNT) {
    throw bad('The deposit amount must be 0 or more.', 'wagering.depositAmount');
  }
  if (wagering.base === 'bonus_plus_deposit' && deposit === 0n) {
    throw bad(
      'A bonus-plus-deposit requirement needs the deposit amount.',
      'wagering.depositAmount',
    );
  }
  const multiple = multipleInHundredths(wagering.multiple);
  const weights: Record<string, number> = {};
  for (const [type, weight] of Object.entries(input.weights ?? {})) {
    if (!(gameTypes as readonly string[]).includes(type)) {
      throw bad(`Unknown game type ${type}.`, `weights.${type}`);
    }
    if (!Number.isInteger(weight) || weight! < 0 || weight! > 100) {
      throw bad('A weight is a whole percent, 0 to 100.', `weights.${type}`);
    }
    weights[type] = weight!;
  }
  const maxBet = input.maxBet ?? null;
  if (maxBet !== null && (typeof maxBet !== 'bigint' || maxBet <= 0n || maxBet > MAX_AMOUNT)) {
    throw bad('The maximum bet must be positive.', 'maxBet');
  }
  if (!(input.expiresAt instanceof Date) || !(input.expiresAt.getTime() > now.getTime())) {
    throw bad('The expiry must be a time in the future.', 'expiresAt');
  }
  return {
    deposit,
    multiple,
    weights,
    maxBet,
    required: requiredTurnover({
      amount,
      depositAmount: deposit,
      base: wagering.base,
      multipleHundredths: multiple,
    }),
  };
}

/** Credits the member's bonus wallet from the promotions account: see the top of this file. */
export async function grantBonus(
  tx: Db,
  input: GrantBonusInput,
  now = new Date(),
): Promise<{ bonusId: number; replayed: boolean }> {
  const checked = checkGrant(input, now);
  const [member] = await tx
    .select({ id: members.id, accountType: members.accountType })
    .from(members)
    .where(eq(members.id, input.memberId));
  if (!member) throw new AppError('NOT_FOUND', 'No such member.', 'memberId');
  if (member.accountType === ACCOUNT_TYPE.trial) {
    throw new AppError('FORBIDDEN', 'A trial account gets no bonus.', 'memberId');
  }
  const values = {
    memberId: input.memberId,
    promotionRef: input.promotionRef,
    idempotencyKey: input.idempotencyKey,
    amount: input.amount,
    wageringMultiple: checked.multiple,
    wageringBase: input.wagering.base,
    depositAmount: checked.deposit,
    wageringRequired: checked.required,
    weights: checked.weights,
    maxBet: checked.maxBet,
    expiresAt: input.expiresAt,
  };
  let inserted: BonusRow | undefined;
  try {
    // A savepoint: a refused insert must not abort the caller's transaction.
    inserted = await tx.transaction(async (sp) => {
      const [row] = await sp
        .insert(bonuses)
        .values(values)
        .onConflictDoNothing({ target: bonuses.idempotencyKey })
        .returning();
      return row;
    });
  } catch (error) {
    if (pgErrorCode(error) === '23505') {
      throw new AppError('BONUS_ACTIVE', 'The member already has an active bonus.', 'memberId');
    }
    throw error;
  }
  if (!inserted) {
    const [earlier] = await tx
      .select()
      .from(bonuses)
      .where(eq(bonuses.idempotencyKey, input.idempotencyKey));
    const same =
      earlier &&
      earlier.memberId === values.memberId &&
      earlier.amount === values.amount &&
      earlier.promotionRef === values.promotionRef &&
      earlier.wageringRequired === values.wageringRequired;
    if (!same) {
      throw new AppError('CONFLICT', 'This key was used for another grant.', 'idempotencyKey');
    }
    return { bonusId: earlier.id, replayed: true };
  }
  const [promotions, bonus] = [
    await openAccount(tx, 'promotions', null),
    await openAccount(tx, 'player_bonus', input.memberId),
  ];
  await post(tx, {
    key: `bonus:grant:${inserted.id}`,
    kind: 'bonus_grant',
    entries: [
      { account: promotions.id, amount: -input.amount },
      { account: bonus.id, amount: input.amount },
    ],
    metadata: { bonusId: inserted.id, promotionRef: input.promotionRef },
  });
  if (checked.required === 0n) await releaseMetBonuses(tx, [inserted.id]);
  return { bonusId: inserted.id, replayed: false };
}

/** The active bonus's row, locked, and the member's bonus account locked after it. */
async function lockForEnd(tx: Db, bonusId: number) {
  const [row] = await tx
    .select()
    .from(bonuses)
    .where(and(eq(bonuses.id, bonusId), eq(bonuses.status, 'active')))
    .for('update');
  if (!row) return null;
  const account = await openAccount(tx, 'player_bonus', row.memberId);
  const [locked] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, account.id))
    .for('update');
  return { row, account, balance: locked!.balance };
}

/**
 * Releases each bonus whose wagering is met (before its expiry) to cash: all its bonus wallet
 * moves to cash, once (the status's compare-and-set and the key bonus:release:<id>). Ids of
 * bonuses not active or not met are skipped. Answers the member ids whose balance changed.
 */
export async function releaseMetBonuses(tx: Db, bonusIds: readonly number[]): Promise<number[]> {
  const changed: number[] = [];
  for (const bonusId of bonusIds) {
    const locked = await lockForEnd(tx, bonusId);
    if (!locked) continue;
    const { row, account, balance } = locked;
    if (row.wagered < row.wageringRequired || row.expiresAt.getTime() <= Date.now()) continue;
    await tx
      .update(bonuses)
      .set({
        status: 'released',
        endReason: 'wagering_met',
        endedAt: sql`now()`,
        releasedAmount: balance,
      })
      .where(and(eq(bonuses.id, bonusId), eq(bonuses.status, 'active')));
    if (balance > 0n) {
      await recordActivity(tx, { kind: 'money', memberId: row.memberId, bonus: balance });
      const cash = await openAccount(tx, 'player_cash', row.memberId);
      await post(tx, {
        key: `bonus:release:${bonusId}`,
        kind: 'bonus_release',
        entries: [
          { account: account.id, amount: -balance },
          { account: cash.id, amount: balance },
        ],
        metadata: { bonusId, promotionRef: row.promotionRef },
      });
    }
    await writeSiteMessage(tx, row.memberId, 'bonusReleased', { amount: balance.toString() });
    changed.push(row.memberId);
  }
  return changed;
}

/**
 * Forfeits an active bonus: what is left in the bonus wallet goes back to the promotions
 * account, once. False when it was not active (ended already).
 */
export async function forfeitBonus(
  tx: Db,
  bonusId: number,
  reason: ForfeitReason,
): Promise<boolean> {
  const locked = await lockForEnd(tx, bonusId);
  if (!locked) return false;
  const { row, account, balance } = locked;
  await tx
    .update(bonuses)
    .set({ status: 'forfeited', endReason: reason, endedAt: sql`now()`, forfeitedAmount: balance })
    .where(and(eq(bonuses.id, bonusId), eq(bonuses.status, 'active')));
  if (balance > 0n) {
    const promotions = await openAccount(tx, 'promotions', null);
    await post(tx, {
      key: `bonus:forfeit:${bonusId}`,
      kind: 'bonus_forfeit',
      entries: [
        { account: account.id, amount: -balance },
        { account: promotions.id, amount: balance },
      ],
      metadata: { bonusId, promotionRef: row.promotionRef, reason },
    });
  }
  return true;
}

/** The member's active bonus, if any (not locked). */
export async function findActiveBonus(db: Db, memberId: number): Promise<BonusRow | null> {
  const [row] = await db
    .select()
    .from(bonuses)
    .where(and(eq(bonuses.memberId, memberId), eq(bonuses.status, 'active')));
  return row ?? null;
}
