// The settlement settings: one settings document operators edit (carry-over of a negative
// dividend). The valid bet that makes a member active is the agent reports' setting
// (agent-reports/settings.ts), one threshold for reports and contract tiers.
import { ZSettlementSettings, type TSettlementSettings } from '@wps/contracts/agent/ops-contracts';
import type { Db } from '../../db/client';
import { readSetting, writeSetting } from '../settings/settings.queries';

export const SETTLEMENT_SETTINGS_KEY = 'agents.settlement';

/** Carry a negative dividend over (never a debit). */
export const defaultSettlementSettings: TSettlementSettings = {
  dividendCarryOver: true,
  payoutWallet: 'main',
};

export function readSettlementSettings(db: Db): Promise<TSettlementSettings> {
  return readSetting(db, SETTLEMENT_SETTINGS_KEY, ZSettlementSettings, defaultSettlementSettings);
}

export function writeSettlementSettings(db: Db, value: TSettlementSettings, operatorId: number) {
  return writeSetting(db, SETTLEMENT_SETTINGS_KEY, value, operatorId);
}
