// The operators' lottery screen: any operator reads the lotteries and their draws; an admin sets a
// play type's odds, limits and availability, or cancels an open draw (every bet refunded). Each
// change is audited in the transaction that makes it.
import type {
  TOpsDraw,
  TOpsDrawsQuery,
  TOpsLottery,
  TPlayTypeUpdate,
} from '@wps/contracts/lottery/lottery-ops';
import {
  headlineNumber,
  LOTTERY_PLAY_TYPES,
  playTypeOf,
  type LotteryLayout,
} from '@wps/games/lottery';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { cancelDraw as cancelDrawAndRefund } from '../lottery/lottery-draws';
import { insertAudit } from '../ops/ops.queries';
import { requireOperator } from '../ops/ops.service';
import type { Caller } from '../session/session.service';
import * as q from './lottery-ops.queries';

const LOTTERY_EDIT_ROLES = 'games.edit';

/** The play types as the engine lists them (the screen shows them so), unknown ones last. */
function inEngineOrder(layout: LotteryLayout, rows: readonly q.PlayTypeRow[]): q.PlayTypeRow[] {
  const order = LOTTERY_PLAY_TYPES[layout].map((d) => d.playType);
  const rank = (p: q.PlayTypeRow) => {
    const k = order.indexOf(p.playType);
    return k === -1 ? order.length : k;
  };
  return [...rows].sort((a, b) => rank(a) - rank(b));
}

/** The odds with their keys in the engine's order (prize tiers top down): jsonb sorts them. */
function inKeyOrder(
  defaults: Record<string, number>,
  odds: Record<string, number>,
): Record<string, number> {
  const keys = [...new Set([...Object.keys(defaults), ...Object.keys(odds)])];
  return Object.fromEntries(keys.filter((k) => k in odds).map((k) => [k, odds[k]!]));
}

function toOpsLottery(
  row: Awaited<ReturnType<typeof q.findLotteries>>[number],
  playTypes: readonly q.PlayTypeRow[],
): TOpsLottery {
  const { lottery } = row;
  return {
    gameId: lottery.id,
    gameCode: row.gameCode,
    name: row.names.EN,
    menuTag: lottery.menuTag,
    prizeMode: lottery.prizeMode,
    layout: lottery.layout,
    timeZone: lottery.timeZone,
    drawDays: lottery.drawDays,
    drawTime: lottery.drawTime,
    intervalSeconds: lottery.intervalSeconds,
    lockSeconds: lottery.lockSeconds,
    isActive: lottery.isActive,
    playTypes: inEngineOrder(
      lottery.layout,
      playTypes.filter((p) => p.lotteryId === lottery.id),
    ).map((p) => ({
      playType: p.playType,
      odds: inKeyOrder(playTypeOf(lottery.layout, p.playType)?.defaultOdds ?? {}, p.odds),
      minStake: p.minStake.toString(),
      maxStake: p.maxStake.toString(),
      isEnabled: p.isEnabled,
      updatedAt: p.updatedAt.toISOString(),
    })),
  };
}

export async function listLotteries(deps: Deps, caller: Caller | null): Promise<TOpsLottery[]> {
  await requireOperator(deps, caller);
  const [lotteries, playTypes] = await Promise.all([
    q.findLotteries(deps.db),
    q.findPlayTypes(deps.db),
  ]);
  return lotteries.map((row) => toOpsLottery(row, playTypes));
}

/** The odds must name exactly the play type's prize tiers: a missing tier would pay nothing. */
function checkOddsKeys(expected: Record<string, number>, odds: Record<string, number>): void {
  const want = Object.keys(expected).sort();
  const got = Object.keys(odds).sort();
  if (want.join(',') !== got.join(',')) {
    throw new AppError(
      'VALIDATION_FAILED',
      `The odds must be given for exactly: ${want.join(', ')}.`,
      'body.odds',
    );
  }
}

export async function updatePlayType(
  deps: Deps,
  caller: Caller | null,
  lotteryId: number,
  input: TPlayTypeUpdate,
): Promise<{ ok: true }> {
  const operator = await requireOperator(deps, caller, LOTTERY_EDIT_ROLES);
  return deps.db.transaction(async (tx) => {
    const found = await q.findLottery(tx, lotteryId);
    if (!found) throw new AppError('NOT_FOUND', `No lottery ${lotteryId}.`, 'params.id');
    const def = playTypeOf(found.lottery.layout, input.playType);
    if (!def) {
      throw new AppError(
        'VALIDATION_FAILED',
        `${input.playType} is not a play type of this lottery.`,
        'body.playType',
      );
    }
    checkOddsKeys(def.defaultOdds, input.odds);
    await q.upsertPlayType(tx, {
      lotteryId,
      playType: input.playType,
      odds: input.odds,
      minStake: BigInt(input.minStake),
      maxStake: BigInt(input.maxStake),
      isEnabled: input.isEnabled,
    });
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'lottery.play-type.update',
      subject: `lottery:${found.gameCode}:${input.playType}`,
      detail: input,
    });
    return { ok: true as const };
  });
}

const pagesOf = (total: number, pageSize: number) => Math.ceil(total / pageSize);

export async function listDraws(
  deps: Deps,
  caller: Caller | null,
  query: TOpsDrawsQuery,
): Promise<{ items: TOpsDraw[]; totalPages: number }> {
  await requireOperator(deps, caller);
  const found = await q.findLottery(deps.db, query.gameId);
  if (!found) throw new AppError('NOT_FOUND', `No lottery ${query.gameId}.`, 'query.gameId');
  const { layout } = found.lottery;
  const { rows, total } = await q.findDraws(deps.db, query.gameId, {
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  return {
    items: rows.map(({ draw, bets, staked, paid }) => {
      const numbers = draw.numbers ?? {};
      return {
        drawId: draw.id,
        gameId: found.lottery.id,
        gameCode: found.gameCode,
        remark: found.names.EN,
        layout,
        numero: draw.numero,
        state: draw.state,
        drawAt: draw.drawAt.toISOString(),
        lockAt: draw.lockAt.toISOString(),
        numbers,
        openNumber: headlineNumber(layout, numbers),
        bets,
        staked,
        paid,
      };
    }),
    totalPages: pagesOf(total, query.pageSize),
  };
}

export async function cancelDraw(
  deps: Deps,
  caller: Caller | null,
  drawId: number,
): Promise<{ refunded: number }> {
  const operator = await requireOperator(deps, caller, LOTTERY_EDIT_ROLES);
  const answer = await deps.db.transaction(async (tx) => {
    const draw = await q.lockDraw(tx, drawId);
    if (!draw) throw new AppError('NOT_FOUND', `No draw ${drawId}.`, 'params.id');
    // INVALID_STATE unless the draw is still open.
    const refunded = await cancelDrawAndRefund(tx, drawId);
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'lottery.draw.cancel',
      subject: `lottery-draw:${drawId}`,
      detail: { lotteryId: draw.lotteryId, numero: draw.numero, refunded },
    });
    return { refunded, refundedMembers: await q.bettorsOf(tx, drawId) };
  });
  // Once committed: the refunded members' headers show their balance back.
  if (answer.refundedMembers.length > 0) deps.balanceEvents.publish(answer.refundedMembers);
  return { refunded: answer.refunded };
}
