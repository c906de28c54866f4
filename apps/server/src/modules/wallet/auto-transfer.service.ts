// Own-wallet vendors' usual rule (issue 16; docs/decisions.md "Own-wallet vendors"): on a real
// launch, money in other vendors' game wallets comes back to the main wallet and the whole main
// wallet moves into the launched vendor's game wallet; when the member leaves the game (the web
// calls gameWalletLeave) it comes back. Both only while the operators' autoTransferOnLaunch is on.
//
// Every move is a ledger posting (wallet_transfer_in / wallet_transfer_out, as a manual transfer)
// under its own key. A member's moves run one at a time: a transaction holds the member's
// advisory lock and row-locks the member's cash and game wallets (ids ascending, as post() locks)
// before reading what to move, so two launches at once, or a launch while leaving, each see the
// other's result and never move the same money twice or more than there is.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TLaunchGameResult } from '@wps/contracts/games/launch-game';
import type {
  TGameWalletLeaveRequest,
  TGameWalletLeaveResult,
} from '@wps/contracts/wallet/game-wallet-leave';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerTransactions } from '../../db/schema/ledger';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { openAccount } from '../../ledger/accounts';
import { post, replayOf } from '../../ledger/post';
import { withKeyLock } from '../../lib/key-lock';
import { requireRealMember } from '../member/member.service';
import { readMoneySettings } from '../money-settings/money-settings.queries';
import type { Caller } from '../session/session.service';
import { checkMoveLimit, type MoveLimit } from './move-limit';
import { findTransferVendor, vendorNames } from './wallet.queries';

type LaunchWallet = NonNullable<TLaunchGameResult['wallet']>;

/**
 * Launches and leaves per member: far above what a player's clicks make, low enough that a script
 * hammering the calls is refused before it queues on the member's lock.
 */
export const MOVES_PER_WINDOW = 60;
const MOVES: MoveLimit = {
  name: 'game-wallet-moves',
  limit: MOVES_PER_WINDOW,
  windowMs: 10_000,
  message: 'Too many wallet moves: wait a few seconds.',
};

const checkRate = (deps: Deps, memberId: number) => checkMoveLimit(deps, MOVES, memberId);

interface Wallet {
  id: number;
  kind: 'player_cash' | 'player_game';
  ownerKey: string;
  currency: string;
  balance: bigint;
}

/** The member's cash and game wallets as they are now (no lock). */
function readWallets(db: Db, memberId: number) {
  return walletsQuery(db, memberId) as Promise<Wallet[]>;
}

/** The member's cash and game wallets, row-locked in id order (post() locks in that order too). */
async function lockWallets(tx: Db, memberId: number): Promise<Wallet[]> {
  return (await walletsQuery(tx, memberId).for('update')) as Wallet[];
}

function walletsQuery(db: Db, memberId: number) {
  return db
    .select({
      id: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      ownerKey: ledgerAccounts.ownerKey,
      currency: ledgerAccounts.currency,
      balance: ledgerAccounts.balance,
    })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.memberId, memberId),
        inArray(ledgerAccounts.kind, ['player_cash', 'player_game']),
      ),
    )
    .orderBy(asc(ledgerAccounts.id));
}

/** One move between the cash and a game wallet; returns the cash balance after it. */
async function move(
  tx: Db,
  input: {
    key: string;
    direction: 'IN' | 'OUT';
    cash: Wallet;
    game: Wallet;
    amount: bigint;
    vendorName: string;
    reason: 'launch' | 'leave';
  },
): Promise<{ cashAfter: bigint; gameAfter: bigint }> {
  const toGame = input.direction === 'IN' ? input.amount : -input.amount;
  const result = await post(
    tx,
    {
      key: input.key,
      kind: input.direction === 'IN' ? 'wallet_transfer_in' : 'wallet_transfer_out',
      entries: [
        { account: input.cash.id, amount: -toGame },
        { account: input.game.id, amount: toGame },
      ],
      metadata: {
        vendor: input.game.ownerKey,
        reference: input.vendorName,
        auto: input.reason,
      },
    },
    { accounts: [input.cash, input.game] },
  );
  const after = (id: number) => result.entries.find((e) => e.account === id)!.balanceAfter;
  return { cashAfter: after(input.cash.id), gameAfter: after(input.game.id) };
}

/**
 * At a real launch: returns every other game wallet to the main wallet, then (when the launched
 * vendor keeps its own wallet) moves the whole main wallet into it. Undefined when the setting
 * is off.
 */
export async function autoTransferOnLaunch(
  deps: Deps,
  memberId: number,
  vendor: string,
): Promise<LaunchWallet | undefined> {
  if (!(await readMoneySettings(deps.db)).autoTransferOnLaunch) return undefined;
  await checkRate(deps, memberId);
  const [target, before] = await Promise.all([
    findTransferVendor(deps.db, vendor),
    readWallets(deps.db, memberId),
  ]);
  // The common launch (a slot, a table of the house) with no game wallet holding money: nothing
  // to move, no lock to take. A move starting after this read is a later request's own.
  if (!target && !before.some((w) => w.kind === 'player_game' && w.balance > 0n)) {
    const cash = before.find((w) => w.kind === 'player_cash');
    return { returned: '0', mainBalance: (cash?.balance ?? 0n).toString(), gameWallet: null };
  }
  // One key base per launch: each of its moves is posted once, whatever retries inside.
  const base = `auto:${memberId}:launch:${randomBytes(12).toString('base64url')}`;
  const { events, wallet } = await withKeyLock(deps.db, `gamewallets:${memberId}`, async (tx) => {
    await openAccount(tx, 'player_cash', memberId);
    if (target) await openAccount(tx, 'player_game', { member: memberId, vendor: target.vendor });
    const wallets = await lockWallets(tx, memberId);
    const cashRow = wallets.find((w) => w.kind === 'player_cash')!;
    let cashBalance = cashRow.balance;
    const others = wallets.filter(
      (w) => w.kind === 'player_game' && w.ownerKey !== target?.vendor && w.balance > 0n,
    );
    const names =
      others.length > 0
        ? await vendorNames(
            tx,
            others.map((w) => w.ownerKey),
          )
        : null;
    let returned = 0n;
    for (const game of others) {
      const after = await move(tx, {
        key: `${base}:out:${game.ownerKey}`,
        direction: 'OUT',
        cash: cashRow,
        game,
        amount: game.balance,
        vendorName: names?.get(game.ownerKey) ?? game.ownerKey,
        reason: 'launch',
      });
      returned += game.balance;
      cashBalance = after.cashAfter;
    }
    let gameWallet: LaunchWallet['gameWallet'] = null;
    if (target) {
      const game = wallets.find((w) => w.kind === 'player_game' && w.ownerKey === target.vendor)!;
      let balance = game.balance;
      const amount = cashBalance;
      if (amount > 0n) {
        const after = await move(tx, {
          key: `${base}:in:${target.vendor}`,
          direction: 'IN',
          cash: cashRow,
          game,
          amount,
          vendorName: target.displayName,
          reason: 'launch',
        });
        cashBalance = after.cashAfter;
        balance = after.gameAfter;
      }
      gameWallet = {
        vendor: target.vendor,
        displayName: target.displayName,
        movedIn: amount.toString(),
        balance: balance.toString(),
      };
    }
    return {
      events: returned > 0n || (gameWallet !== null && gameWallet.movedIn !== '0'),
      wallet: {
        returned: returned.toString(),
        mainBalance: cashBalance.toString(),
        gameWallet,
      },
    };
  });
  if (events) deps.balanceEvents.publish([memberId]);
  return wallet;
}

/** The member left a vendor's game: its game wallet comes back, once per idempotency key. */
export async function leaveGameWallet(
  deps: Deps,
  caller: Caller | null,
  body: TGameWalletLeaveRequest,
): Promise<TGameWalletLeaveResult> {
  const member = await requireRealMember(deps, caller);
  await checkRate(deps, member.id);
  const key = `auto:${member.id}:leave:${body.idempotencyKey}:${body.vendor}`;
  const isOn = (await readMoneySettings(deps.db)).autoTransferOnLaunch;
  const { answer, moved } = await withKeyLock(deps.db, `gamewallets:${member.id}`, async (tx) => {
    // The same key again: the first answer, nothing moves.
    const [original] = await tx
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, key));
    const wallets = await lockWallets(tx, member.id);
    const cash = wallets.find((w) => w.kind === 'player_cash');
    if (original) {
      const replay = await replayOf(tx, original);
      const cashEntry = replay.entries.find((e) => e.account === cash?.id)!;
      return {
        answer: {
          returned: cashEntry.amount.toString(),
          mainBalance: cashEntry.balanceAfter.toString(),
        },
        moved: false,
      };
    }
    const game = wallets.find((w) => w.kind === 'player_game' && w.ownerKey === body.vendor);
    const names = await vendorNames(tx, [body.vendor]);
    if (!names.has(body.vendor)) {
      throw new AppError('NOT_FOUND', 'No such vendor.', 'body.vendor');
    }
    const mainBalance = (cash?.balance ?? 0n).toString();
    if (!isOn || !cash || !game || game.balance <= 0n) {
      return { answer: { returned: '0', mainBalance }, moved: false };
    }
    const after = await move(tx, {
      key,
      direction: 'OUT',
      cash,
      game,
      amount: game.balance,
      vendorName: names.get(body.vendor) ?? body.vendor,
      reason: 'leave',
    });
    return {
      answer: { returned: game.balance.toString(), mainBalance: after.cashAfter.toString() },
      moved: true,
    };
  });
  if (moved) deps.balanceEvents.publish([member.id]);
  return answer;
}
