// The operator-set valid bet that makes a member "active" in agent reports and contract tiers:
// settings key 'agent.activity', { activeMemberValidBet } in minor units. 1,000.00 until an
// operator sets it.
import { z } from 'zod';
import type { Db } from '../../db/client';
import { readSetting, writeSetting } from '../settings/settings.queries';

export const AGENT_ACTIVITY_KEY = 'agent.activity';

export const ZAgentActivitySettings = z.object({
  /** Minor units, a whole number 0 or more. */
  activeMemberValidBet: z.string().regex(/^(0|[1-9][0-9]{0,15})$/),
});
export type TAgentActivitySettings = z.infer<typeof ZAgentActivitySettings>;

export const defaultAgentActivitySettings: TAgentActivitySettings = {
  activeMemberValidBet: '100000',
};

export async function readActiveThreshold(db: Db): Promise<bigint> {
  const s = await readSetting(
    db,
    AGENT_ACTIVITY_KEY,
    ZAgentActivitySettings,
    defaultAgentActivitySettings,
  );
  return BigInt(s.activeMemberValidBet);
}

export function writeAgentActivitySettings(
  db: Db,
  value: TAgentActivitySettings,
  operatorId: number | null,
): Promise<void> {
  return writeSetting(db, AGENT_ACTIVITY_KEY, value, operatorId);
}
