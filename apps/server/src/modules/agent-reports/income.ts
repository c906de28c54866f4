// "My income": the agent's statement lines, one per contract settlement paid to it: the
// settlement statements of modules/agent-contracts, the one read the report makes of them.
import type { TIncomeLine } from '@wps/contracts/agent/reports';
import type { Db } from '../../db/client';
import { incomeOf } from '../agent-contracts/settlement.queries';

export interface IncomeFilter {
  agentId: number;
  /** Site days (yyyy-MM-dd): periods starting from fromDay's start to before toDay's start. */
  fromDay: string;
  toDay: string;
  /** The site's zone the days are in (SITE_TIME_ZONE). */
  timeZone: string;
  kind?: TIncomeLine['kind'];
  offset: number;
  limit: number;
}

export interface IncomePage {
  lines: TIncomeLine[];
  total: number;
  /** Sum of amount over every line of the filter, minor units. */
  totalAmount: bigint;
}

export function readAgentIncome(db: Db, filter: IncomeFilter): Promise<IncomePage> {
  return incomeOf(db, filter);
}
