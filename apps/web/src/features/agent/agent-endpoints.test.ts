// The agent centre calls endpoints (method and path) and local constants instead of the contracts'
// objects, so no zod rides in its chunks; this keeps each equal to its contract.
import { describe, expect, it } from 'vitest';
import * as contracts from '@wps/contracts/agent/contracts';
import * as reports from '@wps/contracts/agent/reports';
import { fundsConsolidated } from '@wps/contracts/wallet/funds';
import { moneyOptions } from '@wps/contracts/wallet/money-settings';
import { transferDownline } from '@wps/contracts/wallet/transfer-downline';
import { itMatchesContracts } from '../../test/endpoint-contracts';
import * as api from './agent-api';
import * as contractsApi from './agent-contracts-api';
import * as reportsApi from './agent-reports-api';
import * as commissionApi from './components/commission-card';
import * as constants from './report-constants';

describe('agent centre endpoints', () => {
  itMatchesContracts([
    [api.fundsEndpoint, fundsConsolidated],
    [api.moneyOptionsEndpoint, moneyOptions],
    [api.transferDownlineEndpoint, transferDownline],
    [contractsApi.myContractsEndpoint, contracts.listMyContracts],
    [contractsApi.givenContractsEndpoint, contracts.listGivenContracts],
    [contractsApi.offerContractEndpoint, contracts.offerContract],
    [contractsApi.statementsEndpoint, contracts.listMyStatements],
    [contractsApi.statementEndpoint, contracts.getMyStatement],
    [contractsApi.processEndpoints.dividend, contracts.processDividend],
    [contractsApi.processEndpoints.daily_salary, contracts.processDailySalary],
    [contractsApi.processEndpoints.hourly_salary, contracts.processHourlySalary],
    [contractsApi.processEndpoints.realtime_salary, contracts.processRealtimeSalary],
    [commissionApi.commissionEndpoint, contracts.getCommissionWallet],
    [commissionApi.collectCommissionEndpoint, contracts.collectCommission],
    [reportsApi.teamOverviewEndpoint, reports.agentTeamOverview],
    [reportsApi.downlineEndpoint, reports.agentDownline],
    [reportsApi.downlineRemarkEndpoint, reports.agentDownlineRemark],
    [reportsApi.teamBettingEndpoint, reports.agentTeamBetting],
    [reportsApi.profitLossEndpoint, reports.agentProfitLoss],
    [reportsApi.incomeEndpoint, reports.agentIncome],
    [reportsApi.downlineTransactionsEndpoint, reports.agentDownlineTransactions],
  ]);

  it('keeps the report constants equal to the contracts’', () => {
    expect(constants.REPORT_PAGE_SIZE).toBe(reports.AGENT_REPORT_PAGE_SIZE);
    expect(constants.REPORT_MAX_DAYS).toBe(reports.AGENT_REPORT_MAX_DAYS);
    expect(constants.DOWNLINE_REMARK_MAX).toBe(reports.DOWNLINE_REMARK_MAX);
    expect(constants.incomeKindList).toEqual(reports.incomeKinds);
    expect(constants.transactionTypeList).toEqual(reports.downlineTransactionTypes);
    // The kinds the contract pages know are the contracts' kinds.
    expect([...constants.incomeKindList].sort()).toEqual(
      [...contracts.ZContractKind.options].sort(),
    );
  });
});
