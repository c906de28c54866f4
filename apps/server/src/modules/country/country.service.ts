// Countries and dial codes for the dial-code picker; operators choose which are offered.
import type { TCountry, TOfferedCountries } from '@wps/contracts/system/country';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { insertAudit } from '../ops/ops.queries';
import { requireOperator } from '../ops/ops.service';
import type { Caller } from '../session/session.service';
import { allCountries, countryByCode } from './country-data';
import * as q from './country.queries';

export async function getCountries(
  deps: Deps,
  ip: string,
): Promise<{ countries: TCountry[]; currentCountryCode: string | null }> {
  const codes = await q.readOfferedCountryCodes(deps.db);
  const countries = codes
    ? codes.flatMap((code) => countryByCode.get(code) ?? [])
    : [...allCountries];
  // The visitor's own country, even when not offered: the picker then starts from the first entry.
  return { countries, currentCountryCode: deps.geo.countryOf(ip) };
}

/** Everything the operators' screen needs: every known country, and the offered codes in order. */
export async function getCountrySettings(
  deps: Deps,
  caller: Caller | null,
): Promise<{ countries: TCountry[]; offered: string[] | null }> {
  await requireOperator(deps, caller, 'settings.edit');
  return { countries: [...allCountries], offered: await q.readOfferedCountryCodes(deps.db) };
}

export async function setOfferedCountries(
  deps: Deps,
  caller: Caller | null,
  input: TOfferedCountries,
): Promise<TOfferedCountries> {
  const operator = await requireOperator(deps, caller, 'settings.edit');
  input.countryCodes.forEach((code, i) => {
    if (!countryByCode.has(code)) {
      throw new AppError('VALIDATION_FAILED', `Unknown country ${code}.`, `body.countryCodes.${i}`);
    }
  });
  const countryCodes = [...new Set(input.countryCodes)];
  await deps.db.transaction(async (tx) => {
    await q.writeOfferedCountryCodes(tx, countryCodes, operator.id);
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'system.country',
      detail: { countryCodes },
    });
  });
  return { countryCodes };
}
