// The agent contract calls (i17-contracts' packages/contracts/src/agent/contracts.ts): my
// contracts of a kind, those I gave my direct downlines, offers, the spec's accept, reject and
// terminate calls (one per kind), and the settlement statements. Keyed under ['member', 'agent']
// so they are dropped when the session ends, and one invalidation after an action refreshes all.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TContractAction,
  TContractKind,
  getMyStatement,
  listGivenContracts,
  listMyContracts,
  listMyStatements,
  offerContract,
  processDailySalary,
  processDividend,
  processHourlySalary,
  processRealtimeSalary,
} from '@wps/contracts/agent/contracts';
import type { QueryOf } from '@wps/contracts/http';
import { callApi } from '../../lib/api-client';
import { endpoint } from '../../lib/endpoint';
import { fundsKey } from './agent-api';

export const agentKey = ['member', 'agent'] as const;

export const myContractsEndpoint = endpoint<typeof listMyContracts>(
  'GET',
  '/wps/agent/contracts/mine',
);
export const givenContractsEndpoint = endpoint<typeof listGivenContracts>(
  'GET',
  '/wps/agent/contracts/given',
);
export const offerContractEndpoint = endpoint<typeof offerContract>(
  'POST',
  '/wps/agent/contracts/offer',
);
export const statementsEndpoint = endpoint<typeof listMyStatements>(
  'GET',
  '/wps/agent/contracts/statements',
);
export const statementEndpoint = endpoint<typeof getMyStatement>(
  'GET',
  '/wps/agent/contracts/statements/:id',
);
/** The spec's calls (section 7), one per kind; the server refuses a contract of another kind. */
export const processEndpoints = {
  dividend: endpoint<typeof processDividend>('POST', '/wps/relay/MCS2_processDividendReq'),
  daily_salary: endpoint<typeof processDailySalary>(
    'POST',
    '/wps/relay/MCS2_processDailySalContract',
  ),
  hourly_salary: endpoint<typeof processHourlySalary>(
    'POST',
    '/wps/relay/MCS2_processContractHourSalary',
  ),
  realtime_salary: endpoint<typeof processRealtimeSalary>(
    'POST',
    '/wps/relay/MCSFE_processRealTimeSalaryContract',
  ),
} as const;

export function useMyContracts(kind: TContractKind) {
  return useQuery({
    queryKey: [...agentKey, 'contracts', 'mine', kind],
    queryFn: ({ signal }) => callApi(myContractsEndpoint, { query: { kind }, signal }),
    staleTime: 0,
  });
}

export type GivenQuery = QueryOf<typeof listGivenContracts>;

export function useGivenContracts(query: GivenQuery) {
  return useQuery({
    queryKey: [...agentKey, 'contracts', 'given', query],
    queryFn: ({ signal }) => callApi(givenContractsEndpoint, { query, signal }),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}

export type StatementsQuery = QueryOf<typeof listMyStatements>;

export function useStatements(query: StatementsQuery, enabled = true) {
  return useQuery({
    queryKey: [...agentKey, 'statements', query],
    queryFn: ({ signal }) => callApi(statementsEndpoint, { query, signal }),
    staleTime: 0,
    placeholderData: (previous) => previous,
    enabled,
  });
}

export function useStatement(id: number) {
  return useQuery({
    queryKey: [...agentKey, 'statement', id],
    queryFn: ({ signal }) => callApi(statementEndpoint, { params: { id }, signal }),
    staleTime: 60_000,
  });
}

/** Accept, reject or terminate; afterwards every agent answer is asked again. */
export function useContractAction(kind: TContractKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TContractAction) => callApi(processEndpoints[kind], { body }),
    // The funds carry the "an offer waits" flags the menu marks: an answered offer clears one.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agentKey }),
        queryClient.invalidateQueries({ queryKey: fundsKey }),
      ]),
  });
}
