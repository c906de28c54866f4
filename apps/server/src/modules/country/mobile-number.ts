// Which mobile numbers the site takes (issue 15, SMS pumping): the dial code of a country the
// site offers (the operators' country list, less the countries the region rules block), and a
// national number of a length that country's numbers have (libphonenumber's metadata).
import {
  getCountryCallingCode,
  isSupportedCountry,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { blockedCountriesOf } from '../status/status.service';
import { allCountries } from './country-data';
import * as q from './country.queries';

export interface MobileNumber {
  /**
   * The dial code and the number without leading zeros, cut after the country's calling code
   * and `digits` more digits: numbers that share it are one prefix, however the dial code or
   * the number was written (+1 684 ... or +1684 ..., 09... or 9...). smsPrefixKey in SQL.
   */
  prefix(digits: number): string;
}

/** The digits after the country's calling code: a territory's area code (AS 1684) and the number. */
function nationalPart(countryCode: CountryCode, dialCode: string, mobileNum: string) {
  const calling = getCountryCallingCode(countryCode);
  return dialCode.startsWith(calling)
    ? { calling, national: dialCode.slice(calling.length) + mobileNum }
    : null;
}

/**
 * Throws INVALID_PHONE_NUMBER (at `fields.dialCode` or `fields.mobileNum`) unless the dial code is
 * an offered country's and the number's length is valid there. A country libphonenumber does not
 * know (AQ) takes what E.164 allows: at most 15 digits with the dial code.
 */
export async function checkMobileNumber(
  deps: Deps,
  dialCode: string,
  mobileNum: string,
  fields: { dialCode: string; mobileNum: string },
): Promise<MobileNumber> {
  const [offered, blocked] = await Promise.all([
    q.readOfferedCountryCodes(deps.db),
    blockedCountriesOf(deps),
  ]);
  const countries = allCountries.filter(
    (c) =>
      c.countryDialingCode === dialCode &&
      (offered === null || offered.includes(c.countryCode)) &&
      !blocked.includes(c.countryCode),
  );
  if (countries.length === 0) {
    throw new AppError(
      'INVALID_PHONE_NUMBER',
      `The site does not offer numbers with the dial code +${dialCode}.`,
      fields.dialCode,
    );
  }
  for (const { countryCode } of countries) {
    const digits = dialCode + mobileNum.replace(/^0+/, '');
    if (!isSupportedCountry(countryCode)) {
      if (dialCode.length + mobileNum.length <= 15) {
        return { prefix: (n) => digits.slice(0, dialCode.length + n) };
      }
      continue;
    }
    const part = nationalPart(countryCode, dialCode, mobileNum);
    if (!part || validatePhoneNumberLength(part.national, countryCode) !== undefined) continue;
    return { prefix: (n) => digits.slice(0, part.calling.length + n) };
  }
  throw new AppError(
    'INVALID_PHONE_NUMBER',
    `That is not a valid mobile number for +${dialCode}: wrong length.`,
    fields.mobileNum,
  );
}
