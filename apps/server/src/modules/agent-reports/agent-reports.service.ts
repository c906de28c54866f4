// The agent centre's reports (issue 17): an agent's own tree only. Figures come from the
// activity facts through modules/activity's readers (never raw rounds); the downline list and
// its money movements from their own tables through member_tree.
import { isAgentType } from '@wps/contracts/account/accounts';
import type {
  TDownlineQuery,
  TDownlinePage,
  TDownlineRemarkRequest,
  TDownlineTransactionsPage,
  TDownlineTransactionsQuery,
  TIncomePage,
  TIncomeQuery,
  TProfitLossPage,
  TProfitLossQuery,
  TTeamBettingPage,
  TTeamBettingQuery,
  TTeamOverview,
  TTeamOverviewQuery,
} from '@wps/contracts/agent/reports';
import type { TGameType } from '@wps/contracts/content/game-nav';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import {
  isInTeam,
  teamActiveMembers,
  teamDailySeries,
  teamFigures,
  teamGameFigures,
  teamMemberFigures,
  type ActivityFigures,
  type TeamActive,
} from '../activity';
import { createTtlCache } from '../../lib/ttl-cache';
import { requireMember } from '../member/member.service';
import type { Caller } from '../session/session.service';
import * as q from './agent-reports.queries';
import { readAgentIncome } from './income';
import { readActiveThreshold } from './settings';

/** The calling member, if it is an agent (account types 1, 2, 41, 42): else NOT_AN_AGENT. */
export async function requireAgent(deps: Deps, caller: Caller | null) {
  const member = await requireMember(deps, caller);
  if (!isAgentType(member.accountType)) {
    throw new AppError('NOT_AN_AGENT', 'Non-agents cannot use the agent centre.');
  }
  return member;
}

/** The day after `day` (yyyy-MM-dd): the ranges' end is inclusive, the readers' exclusive. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

const periodOf = (query: { startDate: string; endDate: string }) => ({
  fromDay: query.startDate,
  toDay: nextDay(query.endDate),
});

const gameFigures = (f: ActivityFigures) => ({
  rounds: f.rounds,
  betAmount: f.betAmount.toString(),
  validBet: f.validBet.toString(),
  win: f.win.toString(),
  housePnl: f.housePnl.toString(),
});

const pages = (total: number, pageSize: number) => Math.ceil(total / pageSize);

/** How long a team's active-member count is reused (docs/decisions.md). */
export const ACTIVE_MEMBERS_TTL_MS = 60_000;
const activeCache = createTtlCache<string, Promise<TeamActive>>(ACTIVE_MEMBERS_TTL_MS, 10_000);

/**
 * The team's active members over the days, remembered for a minute per (agent, days, threshold):
 * the only part of the overview that reads every member's rows (seconds for a team of
 * 100,000 over 30 days), so a big team's overview answers from the rollup after its first call.
 * Calls at once share one count; a failed count is not remembered.
 */
export function cachedTeamActive(
  deps: Deps,
  agentId: number,
  period: { fromDay: string; toDay: string },
  threshold: bigint,
): Promise<TeamActive> {
  const key = `${agentId}:${period.fromDay}:${period.toDay}:${threshold}`;
  const hit = activeCache.get(key);
  if (hit) return hit;
  const counting = teamActiveMembers(deps.db, agentId, period, threshold);
  activeCache.set(key, counting);
  counting.catch(() => activeCache.delete(key));
  return counting;
}

/** Forgets every remembered count (tests, and the benchmark's uncached timings). */
export function forgetTeamActive(): void {
  activeCache.clear();
}

export async function getTeamOverview(
  deps: Deps,
  caller: Caller | null,
  query: TTeamOverviewQuery,
): Promise<TTeamOverview> {
  const agent = await requireAgent(deps, caller);
  const activeThreshold = await readActiveThreshold(deps.db);
  const period = periodOf(query);
  const active = await cachedTeamActive(deps, agent.id, period, activeThreshold);
  const [totals, days, direct] = await Promise.all([
    teamFigures(deps.db, agent.id, period, { activeThreshold, active }),
    teamDailySeries(deps.db, agent.id, period, { activeThreshold, active }),
    q.countDirectDownlines(deps.db, agent.id),
  ]);
  return {
    totals: {
      ...gameFigures(totals),
      registrations: totals.registrations,
      activeMembers: totals.activeMembers,
      deposits: totals.deposits.toString(),
      depositCount: totals.depositCount,
      withdrawals: totals.withdrawals.toString(),
      withdrawalCount: totals.withdrawalCount,
      bonus: totals.bonus.toString(),
      // The readers' team includes the agent itself.
      teamSize: totals.teamSize - 1,
      directDownlines: direct,
    },
    days: days.map((d) => ({
      day: d.day,
      registrations: d.registrations,
      activeMembers: d.activeMembers,
      deposits: d.deposits.toString(),
      validBet: d.validBet.toString(),
      housePnl: d.housePnl.toString(),
    })),
    activeThreshold: activeThreshold.toString(),
    timeZone: deps.config.SITE_TIME_ZONE,
  };
}

export async function getDownline(
  deps: Deps,
  caller: Caller | null,
  query: TDownlineQuery,
): Promise<TDownlinePage> {
  const agent = await requireAgent(deps, caller);
  const { rows, total } = await q.findDownline(deps.db, agent.id, query);
  return {
    list: rows.map((r) => ({
      memberId: r.memberId,
      username: r.username,
      nickname: r.nickname,
      level: r.level,
      accountType: r.accountType,
      isAgent: isAgentType(r.accountType),
      upline: r.upline,
      balance: r.balance,
      status: r.status,
      registeredAt: r.registeredAt.toISOString(),
      lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
      directDownlines: r.directDownlines,
      remark: r.remark,
    })),
    total,
    totalPages: pages(total, query.pageSize),
  };
}

/**
 * The agent's own remark on a member of its downline (any level). A member outside the agent's
 * team, or the agent itself, is NOT_FOUND (and nothing is written).
 */
export async function setDownlineRemark(
  deps: Deps,
  caller: Caller | null,
  body: TDownlineRemarkRequest,
): Promise<{ memberId: number; remark: string }> {
  const agent = await requireAgent(deps, caller);
  if (!(await isInTeam(deps.db, agent.id, body.memberId))) {
    throw new AppError('NOT_FOUND', 'No such member in your team.');
  }
  await q.writeDownlineRemark(deps.db, agent.id, body.memberId, body.remark);
  return { memberId: body.memberId, remark: body.remark };
}

export async function getTeamBetting(
  deps: Deps,
  caller: Caller | null,
  query: TTeamBettingQuery,
): Promise<TTeamBettingPage> {
  const agent = await requireAgent(deps, caller);
  const { rows, total, totals } = await teamGameFigures(deps.db, agent.id, periodOf(query), {
    offset: (query.pageNo - 1) * query.pageSize,
    limit: query.pageSize,
    username: query.username,
    gameType: query.gameType,
  });
  return {
    list: rows.map((r) => ({
      memberId: r.memberId,
      username: r.username,
      gameType: r.gameType as TGameType,
      ...gameFigures(r),
    })),
    total,
    totalPages: pages(total, query.pageSize),
    totals: gameFigures(totals),
    timeZone: deps.config.SITE_TIME_ZONE,
  };
}

const moneyFigures = (f: ActivityFigures) => ({
  deposits: f.deposits.toString(),
  withdrawals: f.withdrawals.toString(),
  bonus: f.bonus.toString(),
});

export async function getProfitLoss(
  deps: Deps,
  caller: Caller | null,
  query: TProfitLossQuery,
): Promise<TProfitLossPage> {
  const agent = await requireAgent(deps, caller);
  const { rows, total, totals } = await teamMemberFigures(deps.db, agent.id, periodOf(query), {
    offset: (query.pageNo - 1) * query.pageSize,
    limit: query.pageSize,
    username: query.username,
  });
  return {
    list: rows.map((r) => ({
      memberId: r.memberId,
      username: r.username,
      level: r.depth,
      ...gameFigures(r),
      ...moneyFigures(r),
    })),
    total,
    totalPages: pages(total, query.pageSize),
    totals: { ...gameFigures(totals), ...moneyFigures(totals) },
    timeZone: deps.config.SITE_TIME_ZONE,
  };
}

export async function getIncome(
  deps: Deps,
  caller: Caller | null,
  query: TIncomeQuery,
): Promise<TIncomePage> {
  const agent = await requireAgent(deps, caller);
  const period = periodOf(query);
  const { lines, total, totalAmount } = await readAgentIncome(deps.db, {
    agentId: agent.id,
    ...period,
    timeZone: deps.config.SITE_TIME_ZONE,
    kind: query.kind,
    offset: (query.pageNo - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    list: lines,
    total,
    totalPages: pages(total, query.pageSize),
    totalAmount: totalAmount.toString(),
    timeZone: deps.config.SITE_TIME_ZONE,
  };
}

export async function getDownlineTransactions(
  deps: Deps,
  caller: Caller | null,
  query: TDownlineTransactionsQuery,
): Promise<TDownlineTransactionsPage> {
  const agent = await requireAgent(deps, caller);
  const timeZone = deps.config.SITE_TIME_ZONE;
  const { rows, total } = await q.findDownlineTransactions(deps.db, agent.id, {
    ...periodOf(query),
    timeZone,
    type: query.type,
    username: query.username,
    offset: (query.pageNo - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    list: rows.map((r) => ({ ...r, time: r.time.toISOString() })),
    total,
    totalPages: pages(total, query.pageSize),
    timeZone,
  };
}
