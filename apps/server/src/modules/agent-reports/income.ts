// "My income": the agent's statement lines, one per contract settlement paid to it. The
// settlement statements are the contracts' (issue 17, i17-contracts): this is the one read the
// report makes of them. Until they exist it answers an empty page.
//
// HOOK for the contracts' settlement: replace the body of readAgentIncome with the read of the
// statements table (the agent's own statements whose period starts in [fromDay, toDay) of the zone, newest first,
// filtered by kind, paged), keeping its signature; the route and its tests need no change.
import type { TIncomeLine } from '@wps/contracts/agent/reports';
import type { Db } from '../../db/client';

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

export async function readAgentIncome(_db: Db, _filter: IncomeFilter): Promise<IncomePage> {
  return { lines: [], total: 0, totalAmount: 0n };
}
