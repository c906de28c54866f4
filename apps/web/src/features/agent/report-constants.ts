// The reports' constants as the pages need them at run time, without importing the contracts'
// module (and zod with it) into the agent centre's chunks. agent-endpoints.test.ts holds each one
// equal to the contract's.
import type { downlineTransactionTypes, incomeKinds } from '@wps/contracts/agent/reports';

/** Spec 9: page size 15 (AGENT_REPORT_PAGE_SIZE). */
export const REPORT_PAGE_SIZE = 15;
/** The longest range one report reads (AGENT_REPORT_MAX_DAYS). */
export const REPORT_MAX_DAYS = 93;

export const incomeKindList: typeof incomeKinds = [
  'dividend',
  'daily_salary',
  'hourly_salary',
  'realtime_salary',
];

export const transactionTypeList: typeof downlineTransactionTypes = [
  'all',
  'deposit',
  'withdrawal',
  'transfer',
];

/** The longest remark on a downline (DOWNLINE_REMARK_MAX of the reports contract). */
export const DOWNLINE_REMARK_MAX = 100;
