// The member's side of bonus money: the bonusDetails list and giving a bonus up.
import type { TBonus, TBonusList, TBonusListQuery } from '@wps/contracts/promotions/bonus';
import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bonuses } from '../../db/schema/bonus';
import { promotions } from '../../db/schema/promotions';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { accountOf } from '../../ledger/accounts';
import { insertAudit } from '../ops/ops.queries';
import { requireRealMember } from '../member/member.service';
import type { Caller } from '../session/session.service';
import { forfeitBonus, type BonusRow } from './bonus.service';

/** The promotion id of a ref like `promotion:12:claim:34`, or null. */
function promotionIdOf(ref: string): number | null {
  const match = /^promotion:(\d+):/.exec(ref);
  return match ? Number(match[1]) : null;
}

/** The titles of the promotions the bonuses came from, in `language` (EN as the fallback). */
async function titlesOf(db: Db, rows: readonly BonusRow[], language: string) {
  const ids = [...new Set(rows.map((r) => promotionIdOf(r.promotionRef)))].filter(
    (id): id is number => id !== null,
  );
  if (ids.length === 0) return new Map<number, string>();
  const found = await db
    .select({ id: promotions.id, texts: promotions.texts })
    .from(promotions)
    .where(inArray(promotions.id, ids));
  return new Map(
    found.map((p) => {
      const texts = p.texts as Record<string, { title: string } | undefined>;
      return [p.id, (texts[language] ?? texts.EN)?.title ?? ''];
    }),
  );
}

function bonusView(row: BonusRow, activeBalance: bigint, title: string | null = null): TBonus {
  const history: TBonus['history'] = [
    { kind: 'granted', amount: row.amount.toString(), at: row.createdAt.toISOString() },
  ];
  if (row.status === 'released' && row.endedAt) {
    history.push({
      kind: 'released',
      amount: (row.releasedAmount ?? 0n).toString(),
      at: row.endedAt.toISOString(),
      reason: 'wagering_met',
    });
  }
  if (row.status === 'forfeited' && row.endedAt) {
    history.push({
      kind: 'forfeited',
      amount: (row.forfeitedAmount ?? 0n).toString(),
      at: row.endedAt.toISOString(),
      reason: row.endReason ?? undefined,
    });
  }
  return {
    id: row.id,
    promotionRef: row.promotionRef,
    title,
    status: row.status,
    amount: row.amount.toString(),
    balance: (row.status === 'active' ? activeBalance : 0n).toString(),
    wagered: row.wagered.toString(),
    required: row.wageringRequired.toString(),
    wageringMultiple: row.wageringMultiple,
    wageringBase: row.wageringBase,
    weights: row.weights,
    maxBet: row.maxBet === null ? null : row.maxBet.toString(),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    endedAt: row.endedAt ? row.endedAt.toISOString() : null,
    endReason: row.endReason,
    history,
  };
}

async function bonusBalanceOf(db: Db, memberId: number): Promise<bigint> {
  return (await accountOf(db, 'player_bonus', memberId))?.balance ?? 0n;
}

export async function listBonuses(
  deps: Deps,
  caller: Caller | null,
  query: TBonusListQuery,
): Promise<TBonusList> {
  const member = await requireRealMember(deps, caller);
  const where = and(
    eq(bonuses.memberId, member.id),
    query.status === 'active'
      ? eq(bonuses.status, 'active')
      : query.status === 'ended'
        ? ne(bonuses.status, 'active')
        : undefined,
  );
  const [rows, [counted], balance] = await Promise.all([
    deps.db
      .select()
      .from(bonuses)
      .where(where)
      .orderBy(desc(bonuses.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(bonuses).where(where),
    bonusBalanceOf(deps.db, member.id),
  ]);
  const total = counted?.n ?? 0;
  const titles = await titlesOf(deps.db, rows, member.language);
  return {
    items: rows.map((row) => {
      const id = promotionIdOf(row.promotionRef);
      return bonusView(row, balance, (id !== null && titles.get(id)) || null);
    }),
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

/** The member gives up their active bonus: forfeited (reason given_up), audited. */
export async function giveUpBonus(
  deps: Deps,
  caller: Caller | null,
  bonusId: number,
): Promise<TBonus> {
  const member = await requireRealMember(deps, caller);
  const row = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [own] = await tx
      .select({ id: bonuses.id })
      .from(bonuses)
      .where(and(eq(bonuses.id, bonusId), eq(bonuses.memberId, member.id)));
    // Another member's bonus answers as an ended one: no way to learn which ids exist.
    if (!own || !(await forfeitBonus(tx, bonusId, 'given_up'))) {
      throw new AppError('BONUS_NOT_ACTIVE', 'This bonus is not active.', 'params.id');
    }
    await insertAudit(tx, {
      actorKind: 'member',
      actorId: member.id,
      action: 'bonus.give_up',
      subject: String(bonusId),
      detail: {},
    });
    const [after] = await tx.select().from(bonuses).where(eq(bonuses.id, bonusId));
    return after!;
  });
  deps.balanceEvents.publish([member.id]);
  return bonusView(row, 0n);
}
