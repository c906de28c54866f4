// Which countries are offered is one settings document: their codes, in the operator's order.
import { ZOfferedCountries } from '@wps/contracts/system/country';
import type { Db } from '../../db/client';
import { readSetting, writeSetting } from '../settings/settings.queries';

export const COUNTRIES_KEY = 'system.countries';

/** The offered codes, or null when no operator (or seed) has chosen: then every country is. */
export async function readOfferedCountryCodes(db: Db): Promise<string[] | null> {
  const stored = await readSetting(db, COUNTRIES_KEY, ZOfferedCountries.nullable(), null);
  return stored?.countryCodes ?? null;
}

export function writeOfferedCountryCodes(
  db: Db,
  countryCodes: string[],
  operatorId: number,
): Promise<void> {
  return writeSetting(db, COUNTRIES_KEY, { countryCodes }, operatorId);
}
