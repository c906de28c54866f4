// Further measurements of `npm run bench:agents`, run after its own on the same seeded database:
// the contracts' settlement timings (one day's daily-salary settlement for all contracts: goal
// <= 60 s; one real-time (5-minute) settlement run: goal <= 10 s) belong here.
//
// To add one: push a step onto agentBenchSteps. Its run gets the seeded database and answers one
// printed line and whether its goal was met (a missed goal makes the benchmark exit 1).
import type { Db } from '../src/db/client';
import type { Deps } from '../src/deps';
import { settlementBenchSteps } from './agent-settlement-steps';

export interface AgentBenchContext {
  db: Db;
  /** db and config (SITE_TIME_ZONE) only. */
  deps: Deps;
  /** The agent at the top of the seeded tree (every other member is under it). */
  topAgentId: number;
  /** Every agent, the top one first; each agent's upline comes before it. */
  agentIds: readonly number[];
  playerIds: readonly number[];
  /** The rounds lie in the last `days` days (site time zone `timeZone`). */
  days: number;
  timeZone: string;
}

export interface AgentBenchResult {
  /** One line of the report: the figure and its goal, e.g. "daily salary ... 12.3 s  goal <= 60 s  ok". */
  line: string;
  ok: boolean;
}

export interface AgentBenchStep {
  name: string;
  run(context: AgentBenchContext): Promise<AgentBenchResult>;
}

export const agentBenchSteps: AgentBenchStep[] = [...settlementBenchSteps];
