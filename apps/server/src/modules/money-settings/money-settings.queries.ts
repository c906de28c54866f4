// The money settings are one settings document.
import { ZMoneySettings, type TMoneySettings } from '@wps/contracts/wallet/money-settings';
import type { Db } from '../../db/client';
import { readSetting, writeSetting } from '../settings/settings.queries';

export const MONEY_SETTINGS_KEY = 'system.money';

/** Until an operator changes them: payment password on, 10.00 to 500,000.00, receipt in 60 min. */
export const defaultMoneySettings: TMoneySettings = {
  paymentPasswordRequired: true,
  withdrawalMin: '1000',
  withdrawalMax: '50000000',
  withdrawalFeeBps: 0,
  withdrawalAutoReceiptMinutes: 60,
  maxBankAccounts: 3,
  transferMin: '100',
  transferMax: '50000000',
  autoTransferOnLaunch: true,
  adjustmentApprovalAbove: '100000',
  kycRule: 'never',
  kycAbove: '10000000',
};

export function readMoneySettings(db: Db): Promise<TMoneySettings> {
  return readSetting(db, MONEY_SETTINGS_KEY, ZMoneySettings, defaultMoneySettings);
}

export function writeMoneySettings(db: Db, value: TMoneySettings, operatorId: number) {
  return writeSetting(db, MONEY_SETTINGS_KEY, value, operatorId);
}
