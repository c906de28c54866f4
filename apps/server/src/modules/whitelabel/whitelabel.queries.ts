// The whitelabel flags are one settings document.
import { ZWhitelabel, type TWhitelabel } from '@wps/contracts/system/whitelabel';
import type { Db } from '../../db/client';
import { readSetting, writeSetting } from '../settings/settings.queries';

export const WHITELABEL_KEY = 'system.whitelabel';

/** Until an operator (or the demo seed) sets them: registration by username only, MY and EN. */
const plainWhitelabel: TWhitelabel = {
  USERNAMEREG3: true,
  MOBILENUMREG3: false,
  MOBILENUMPASSREG3: false,
  REGMOBVERF3: false,
  MOBILEVERCODELOGIN3: false,
  DIRECTREG3: true,
  freePlay: false,
  forcePasswordChangeOnExpiry: false,
  passwordExpiryDays: 0,
  loginedToHomePage: false,
  memberCentreEnabled: true,
  referralPromoEnabled: false,
  socialLinks: { telegram: null, facebook: null, whatsapp: null },
  customerService: [],
  languages: [
    { code: 'MY', name: 'မြန်မာ', file: 'MY', enabled: true },
    { code: 'EN', name: 'English', file: 'EN', enabled: true },
  ],
  defaultLanguage: 'MY',
  // The spec's default label; the only one in the code (the web shows the whitelabel's).
  currencySymbol: 'P',
};

export function readWhitelabel(db: Db): Promise<TWhitelabel> {
  return readSetting(db, WHITELABEL_KEY, ZWhitelabel, plainWhitelabel);
}

export function writeWhitelabel(db: Db, value: TWhitelabel, operatorId: number): Promise<void> {
  return writeSetting(db, WHITELABEL_KEY, value, operatorId);
}
