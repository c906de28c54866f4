// The agent centre's reports (i17-facts' packages/contracts/src/agent/reports.ts): team overview,
// the downline, team betting, user profit and loss, my income and the downline's transactions.
// Keyed under ['member', 'agent'] (dropped when the session ends; refreshed after an action); the
// answer on screen stays while the next page or range loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  agentDownline,
  agentDownlineRemark,
  agentDownlineTransactions,
  agentIncome,
  agentProfitLoss,
  agentTeamBetting,
  agentTeamOverview,
} from '@wps/contracts/agent/reports';
import type { QueryOf } from '@wps/contracts/http';
import type { FetchPage } from '../../components/records-kit/records-kit';
import { callApi } from '../../lib/api-client';
import { endpoint, type Endpoint } from '../../lib/endpoint';
import { agentKey } from './agent-contracts-api';

export const teamOverviewEndpoint = endpoint<typeof agentTeamOverview>(
  'GET',
  '/wps/agent/report/overview',
);
export const downlineEndpoint = endpoint<typeof agentDownline>('GET', '/wps/agent/report/downline');
export const downlineRemarkEndpoint = endpoint<typeof agentDownlineRemark>(
  'PUT',
  '/wps/agent/downline/remark',
);
export const teamBettingEndpoint = endpoint<typeof agentTeamBetting>(
  'GET',
  '/wps/agent/report/betting',
);
export const profitLossEndpoint = endpoint<typeof agentProfitLoss>(
  'GET',
  '/wps/agent/report/profit-loss',
);
export const incomeEndpoint = endpoint<typeof agentIncome>('GET', '/wps/agent/report/income');
export const downlineTransactionsEndpoint = endpoint<typeof agentDownlineTransactions>(
  'GET',
  '/wps/agent/report/transactions',
);

type Report =
  | typeof agentTeamOverview
  | typeof agentDownline
  | typeof agentTeamBetting
  | typeof agentProfitLoss
  | typeof agentIncome
  | typeof agentDownlineTransactions;

function useReport<C extends Report>(name: string, call: Endpoint<C>, query: QueryOf<C>) {
  return useQuery({
    queryKey: [...agentKey, 'report', name, query],
    queryFn: ({ signal }) => callApi(call, { query, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export const useTeamOverview = (query: QueryOf<typeof agentTeamOverview>) =>
  useReport('overview', teamOverviewEndpoint, query);
export const useDownline = (query: QueryOf<typeof agentDownline>) =>
  useReport('downline', downlineEndpoint, query);
export const useTeamBetting = (query: QueryOf<typeof agentTeamBetting>) =>
  useReport('betting', teamBettingEndpoint, query);
export const useProfitLoss = (query: QueryOf<typeof agentProfitLoss>) =>
  useReport('profit-loss', profitLossEndpoint, query);
export const useIncome = (query: QueryOf<typeof agentIncome>) =>
  useReport('income', incomeEndpoint, query);
export const useDownlineTransactions = (query: QueryOf<typeof agentDownlineTransactions>) =>
  useReport('transactions', downlineTransactionsEndpoint, query);

/** A listed report's call, for the whole range's CSV export. */
const fetchReport =
  <C extends Report>(call: Endpoint<C>) =>
  (query: QueryOf<C>, signal: AbortSignal) =>
    callApi(call, { query, signal });

export const fetchDownline = fetchReport(downlineEndpoint);
export const fetchTeamBetting = fetchReport(teamBettingEndpoint);
export const fetchProfitLoss = fetchReport(profitLossEndpoint);
export const fetchIncome = fetchReport(incomeEndpoint);
export const fetchDownlineTransactions = fetchReport(downlineTransactionsEndpoint);

/**
 * Every page of a listed report with the filters on screen (RecordsList's fetchPage): a CSV of
 * the whole range, not only the 15 rows shown.
 */
export function reportPages<Q, Row>(
  fetch: (
    query: Q & { pageNo: number; pageSize: number },
    signal: AbortSignal,
  ) => Promise<{ list: Row[]; total: number; totalPages: number }>,
  query: Q,
): FetchPage<Row> {
  return async (pageNo, pageSize, signal) => {
    const answer = await fetch({ ...query, pageNo, pageSize }, signal);
    return { rows: answer.list, total: answer.total, totalPages: answer.totalPages };
  };
}
