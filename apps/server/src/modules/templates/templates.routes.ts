import { getTemplateSettings, getTemplates, putTemplates } from '@wps/contracts/system/templates';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as templates from './templates.service';

export function registerTemplatesRoutes(r: Router, deps: Deps): void {
  r.add(getTemplates, ({ query }) => templates.getTemplates(deps, query.language));
  r.add(getTemplateSettings, (_input, ctx) => templates.getTemplateSettings(deps, ctx.caller));
  r.add(putTemplates, ({ body }, ctx) => templates.setTemplates(deps, ctx.caller, body));
}
