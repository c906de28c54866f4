import { getRegisterSettings, putRegisterSettings } from '@wps/contracts/system/register-settings';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as registerSettings from './register-settings.service';

export function registerRegisterSettingsRoutes(r: Router, deps: Deps): void {
  r.add(getRegisterSettings, () => registerSettings.getRegisterSettings(deps));
  r.add(putRegisterSettings, ({ body }, ctx) =>
    registerSettings.setRegisterSettings(deps, ctx.caller, body),
  );
}
