// The member centre's betting record (personalHistoryCopy) and profit and loss (personalProfit),
// read from the member's game rounds (the vendors' rounds and the site's lottery bets, each bet a
// round of its lottery's game): a round's bet is what was staked less rollbacks, its win what was
// credited, its net win - bet. Days are whole days in the site's time zone (as the account
// records count them) and a round belongs to the day it started. Trial rounds (play money) are
// never mixed with real ones: each call takes play=real (the default) or play=trial.
import { gameTypes, type TGameType } from '@wps/contracts/content/game-nav';
import type {
  TBetRecord,
  TBetRecordsPage,
  TBetRecordsQuery,
} from '@wps/contracts/games/bet-records';
import type { TProfit, TProfitFigures, TProfitQuery } from '@wps/contracts/games/profit';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { requireMember } from '../member/member.service';
import type { Caller } from '../session/session.service';
import {
  findRounds,
  profitByVendor,
  roundTotals,
  vendorIdsByCode,
  type RoundFilter,
} from './game-records.queries';

async function filterOf(deps: Deps, memberId: number, query: TProfitQuery): Promise<RoundFilter> {
  let vendorIds: number[] | undefined;
  if (query.vendor !== undefined) {
    vendorIds = await vendorIdsByCode(deps.db, query.vendor, query.gameType);
    if (vendorIds.length === 0) {
      throw new AppError('VALIDATION_FAILED', 'Unknown vendor', 'query.vendor');
    }
  }
  return {
    memberId,
    isTrial: query.play === 'trial',
    startDate: query.startDate,
    endDate: query.endDate,
    timeZone: deps.config.SITE_TIME_ZONE,
    gameType: query.gameType,
    vendorIds,
  };
}

export async function getBetRecords(
  deps: Deps,
  caller: Caller | null,
  query: TBetRecordsQuery,
): Promise<TBetRecordsPage> {
  const member = await requireMember(deps, caller);
  const filter: RoundFilter = {
    ...(await filterOf(deps, member.id, query)),
    state: query.state === 'all' ? undefined : query.state,
  };
  const [totals, rows] = await Promise.all([
    roundTotals(deps.db, filter),
    findRounds(deps.db, filter, {
      offset: (query.pageNo - 1) * query.pageSize,
      limit: query.pageSize,
    }),
  ]);
  const list: TBetRecord[] = rows.map((r) => {
    const bet = r.betTotal - r.refundTotal;
    return {
      id: r.id,
      roundRef: r.roundRef,
      time: r.startedAt.toISOString(),
      endedAt: r.endedAt?.toISOString() ?? null,
      gameCode: r.gameCode,
      gameName: r.gameNames ? (r.gameNames[query.language] ?? r.gameNames.EN) : null,
      vendor: r.vendor,
      vendorName: r.vendorName,
      gameType: r.gameType,
      currency: r.currency,
      bet: bet.toString(),
      win: r.winTotal.toString(),
      net: (r.winTotal - bet).toString(),
      state: r.state,
    };
  });
  return {
    list,
    total: totals.rounds,
    totalPages: Math.ceil(totals.rounds / query.pageSize),
    totals: {
      rounds: totals.rounds,
      bet: totals.bet.toString(),
      win: totals.win.toString(),
      net: (totals.win - totals.bet).toString(),
    },
    timeZone: deps.config.SITE_TIME_ZONE,
  };
}

interface Sums {
  rounds: number;
  bet: bigint;
  validBet: bigint;
  win: bigint;
}

const zero = (): Sums => ({ rounds: 0, bet: 0n, validBet: 0n, win: 0n });
function add(into: Sums, s: Sums): void {
  into.rounds += s.rounds;
  into.bet += s.bet;
  into.validBet += s.validBet;
  into.win += s.win;
}
const figures = (s: Sums): TProfitFigures => ({
  rounds: s.rounds,
  bet: s.bet.toString(),
  validBet: s.validBet.toString(),
  win: s.win.toString(),
  net: (s.win - s.bet).toString(),
});

export async function getProfit(
  deps: Deps,
  caller: Caller | null,
  query: TProfitQuery,
): Promise<TProfit> {
  const member = await requireMember(deps, caller);
  const rows = await profitByVendor(deps.db, await filterOf(deps, member.id, query));
  const byType = new Map<TGameType, { sums: Sums; vendors: typeof rows }>();
  const total = zero();
  for (const row of rows) {
    const entry = byType.get(row.gameType) ?? { sums: zero(), vendors: [] };
    add(entry.sums, row);
    entry.vendors.push(row);
    byType.set(row.gameType, entry);
    add(total, row);
  }
  const types = gameTypes
    .filter((type) => byType.has(type))
    .map((gameType) => {
      const { sums, vendors } = byType.get(gameType)!;
      vendors.sort((a, b) =>
        a.bet === b.bet ? a.vendor.localeCompare(b.vendor) : a.bet > b.bet ? -1 : 1,
      );
      return {
        gameType,
        ...figures(sums),
        vendors: vendors.map((v) => ({
          vendor: v.vendor,
          vendorName: v.vendorName,
          ...figures(v),
        })),
      };
    });
  return { types, total: figures(total), timeZone: deps.config.SITE_TIME_ZONE };
}
