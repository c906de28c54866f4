// Ledger accounts: opened on first use (race-safe), looked up by kind and owner, and a member's
// balances. Balances change only through post.ts.
import { and, eq, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  accountKinds,
  ledgerAccounts,
  memberAccountKinds,
  PLAY_CURRENCY,
  POINTS_CURRENCY,
} from '../db/schema/ledger';
import { AppError } from '../errors';

export type AccountKind = (typeof accountKinds)[number];
export type MemberAccountKind = (typeof memberAccountKinds)[number];
export type LedgerAccount = typeof ledgerAccounts.$inferSelect;

/** The site's real-money currency. Trial accounts use PLAY_CURRENCY. */
export const SITE_CURRENCY = 'MMK';

/**
 * Who owns an account: a member id for the member kinds, a member and a vendor code for a game
 * wallet ('player_game'), the channel or vendor code for 'clearing' and 'vendor', null for
 * 'house' and 'house_play'.
 */
export type AccountOwner = number | string | null | { member: number; vendor: string };

export function isMemberKind(kind: string): kind is MemberAccountKind {
  return (memberAccountKinds as readonly string[]).includes(kind);
}

export function isPlayKind(kind: AccountKind): boolean {
  return kind === 'player_play' || kind === 'house_play';
}

export function isPointsKind(kind: AccountKind): boolean {
  return kind === 'player_points' || kind === 'points';
}

export function defaultCurrency(kind: AccountKind): string {
  if (isPointsKind(kind)) return POINTS_CURRENCY;
  return isPlayKind(kind) ? PLAY_CURRENCY : SITE_CURRENCY;
}

/** A bug in the calling code, not bad input: the caller broke the ledger's contract. */
export function ledgerBug(message: string): AppError {
  return new AppError('INTERNAL_ERROR', `ledger: ${message}`);
}

const isMemberId = (owner: unknown): owner is number =>
  typeof owner === 'number' && Number.isSafeInteger(owner) && owner > 0;

function ownerColumns(kind: AccountKind, owner: AccountOwner) {
  if (!(accountKinds as readonly string[]).includes(kind)) throw ledgerBug(`unknown kind ${kind}`);
  if (kind === 'player_game') {
    if (typeof owner !== 'object' || owner === null || !isMemberId(owner.member) || !owner.vendor) {
      throw ledgerBug('player_game needs a member id and a vendor code as owner');
    }
    return { memberId: owner.member, ownerKey: owner.vendor };
  }
  if (isMemberKind(kind)) {
    if (!isMemberId(owner)) throw ledgerBug(`${kind} needs a member id as owner`);
    return { memberId: owner, ownerKey: '' };
  }
  if (kind === 'clearing' || kind === 'vendor') {
    if (typeof owner !== 'string' || owner === '') throw ledgerBug(`${kind} needs a text owner`);
    return { memberId: null, ownerKey: owner };
  }
  if (owner !== null) throw ledgerBug(`${kind} has no owner`);
  return { memberId: null, ownerKey: '' };
}

/** The account of this kind and owner, or null when it was never opened. */
export async function accountOf(
  db: Db,
  kind: AccountKind,
  owner: AccountOwner,
): Promise<LedgerAccount | null> {
  const { memberId, ownerKey } = ownerColumns(kind, owner);
  const rows = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, kind),
        memberId === null ? isNull(ledgerAccounts.memberId) : eq(ledgerAccounts.memberId, memberId),
        eq(ledgerAccounts.ownerKey, ownerKey),
      ),
    );
  return rows[0] ?? null;
}

/**
 * The account of this kind and owner, opened with a zero balance if it does not exist yet.
 * Safe when several requests open it at once: the unique index decides, everyone gets the one row.
 */
export async function openAccount(
  db: Db,
  kind: AccountKind,
  owner: AccountOwner,
  currency: string = defaultCurrency(kind),
): Promise<LedgerAccount> {
  let account = await accountOf(db, kind, owner);
  if (!account) {
    try {
      await db
        .insert(ledgerAccounts)
        .values({ kind, currency, ...ownerColumns(kind, owner) })
        .onConflictDoNothing();
    } catch (error) {
      if (pgErrorCode(error) === '23503') throw new AppError('NOT_FOUND', 'No such member.');
      if (pgErrorCode(error) === '23514') throw ledgerBug(`${kind} cannot be in ${currency}`);
      throw error;
    }
    account = await accountOf(db, kind, owner);
    if (!account) throw ledgerBug(`${kind} account vanished after opening`);
  }
  if (account.currency !== currency) {
    throw ledgerBug(`${kind} account ${account.id} is in ${account.currency}, not ${currency}`);
  }
  return account;
}

/**
 * A vendor's money with the site is spread over VENDOR_SHARDS 'vendor' accounts, owner
 * `<vassalage>#<n>`, each member's bets and wins always on the same one (member id mod
 * VENDOR_SHARDS). On one row, every bet and win of a vendor would queue for that row's lock from
 * its post to its commit, one after another, whoever the player (about 130 bet-and-win pairs a
 * second on the benchmark's machine). The vendor's balance is the sum of its shards.
 */
export const VENDOR_SHARDS = 16;

export function vendorAccountOwner(vassalage: string, memberId: number): string {
  return `${vassalage}#${memberId % VENDOR_SHARDS}`;
}

/** A vendor's balance with the site: the sum of its shards (0 when none was opened). */
export async function vendorBalance(db: Db, vassalage: string): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, 'vendor'),
        like(ledgerAccounts.ownerKey, `${vassalage.replace(/[\\%_]/g, (c) => `\\${c}`)}#%`),
      ),
    );
  return BigInt(row?.total ?? '0');
}

export type MemberBalances = Record<MemberAccountKind, bigint>;

/** A member's balance in each member kind (game wallets summed); 0 for accounts never opened. */
export async function balances(db: Db, memberId: number): Promise<MemberBalances> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.memberId, memberId));
  const result = Object.fromEntries(memberAccountKinds.map((k) => [k, 0n])) as MemberBalances;
  // Game wallets, one per transfer-mode vendor, add up under player_game.
  for (const row of rows) if (isMemberKind(row.kind)) result[row.kind] += row.balance;
  return result;
}

/** The SQLSTATE behind an error; drizzle wraps the driver's error in `cause`. */
export function pgErrorCode(error: unknown): string | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
