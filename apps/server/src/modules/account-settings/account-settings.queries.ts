// Registration and login safety settings are one settings document.
import { ZAccountSecurity, type TAccountSecurity } from '@wps/contracts/account/register';
import type { Db } from '../../db/client';
import { readSetting, writeSetting } from '../settings/settings.queries';

export const ACCOUNT_SECURITY_KEY = 'system.accountSecurity';

/** Until an operator changes them: no challenge, captcha after 3 failures, 5-minute codes. */
export const defaultAccountSecurity: TAccountSecurity = {
  registerChallenge: false,
  loginCaptchaAfterFailures: 3,
  newDeviceVerification: false,
  smsCodeMinutes: 5,
  smsSendsPerNumberPerHour: 5,
  freePlayBalance: 1_000_000,
};

export function readAccountSecurity(db: Db): Promise<TAccountSecurity> {
  return readSetting(db, ACCOUNT_SECURITY_KEY, ZAccountSecurity, defaultAccountSecurity);
}

export function writeAccountSecurity(
  db: Db,
  value: TAccountSecurity,
  operatorId: number,
): Promise<void> {
  return writeSetting(db, ACCOUNT_SECURITY_KEY, value, operatorId);
}
