// The operator-set valid bet that makes a member "active" in agent reports and contract tiers:
// settings key 'agent.activity', { activeMemberValidBet } in minor units. 1,000.00 until an
// operator sets it. Operators who read agents read it; changing it needs settings.edit.
import { ZAgentActivitySettings, type TAgentActivitySettings } from '@wps/contracts/agent/reports';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { requireOperator } from '../ops/ops.service';
import { replaceSettings } from '../settings/settings.service';
import { readSetting, writeSetting } from '../settings/settings.queries';
import type { Caller } from '../session/session.service';

export const AGENT_ACTIVITY_KEY = 'agent.activity';

export const defaultAgentActivitySettings: TAgentActivitySettings = {
  activeMemberValidBet: '100000',
};

export function readAgentActivitySettings(db: Db): Promise<TAgentActivitySettings> {
  return readSetting(db, AGENT_ACTIVITY_KEY, ZAgentActivitySettings, defaultAgentActivitySettings);
}

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

export async function getActivitySettings(deps: Deps, caller: Caller | null) {
  await requireOperator(deps, caller, 'agents.read');
  return readAgentActivitySettings(deps.db);
}

export function setActivitySettings(
  deps: Deps,
  caller: Caller | null,
  value: TAgentActivitySettings,
) {
  return replaceSettings(deps, caller, {
    permission: 'settings.edit',
    action: 'system.agentActivity',
    value,
    write: writeAgentActivitySettings,
  });
}
