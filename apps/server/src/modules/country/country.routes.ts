import { getCountries, getCountrySettings, putCountries } from '@wps/contracts/system/country';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as country from './country.service';

export function registerCountryRoutes(r: Router, deps: Deps): void {
  r.add(getCountries, (_input, ctx) => country.getCountries(deps, ctx.ip));
  r.add(getCountrySettings, (_input, ctx) => country.getCountrySettings(deps, ctx.caller));
  r.add(putCountries, ({ body }, ctx) => country.setOfferedCountries(deps, ctx.caller, body));
}
