import { getCountries, putCountries } from '@wps/contracts/system/country';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as country from './country.service';

export function registerCountryRoutes(r: Router, deps: Deps): void {
  r.add(getCountries, (_input, ctx) => country.getCountries(deps, ctx.ip));
  r.add(putCountries, ({ body }, ctx) => country.setOfferedCountries(deps, ctx.caller, body));
}
