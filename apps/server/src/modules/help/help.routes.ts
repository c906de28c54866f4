import {
  createHelpArticle,
  deleteHelpArticle,
  listHelpArticles,
  updateHelpArticle,
} from '@wps/contracts/content/ops-help';
import { getHelpCenter } from '@wps/contracts/system/help-center';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as help from './help.service';

export function registerHelpRoutes(r: Router, deps: Deps): void {
  r.add(getHelpCenter, ({ query }) => help.getHelpCenter(deps, query));
  r.add(listHelpArticles, ({ query }, ctx) => help.listHelpArticles(deps, ctx.caller, query));
  r.add(createHelpArticle, ({ body }, ctx) => help.createHelpArticle(deps, ctx.caller, body));
  r.add(updateHelpArticle, ({ params, body }, ctx) =>
    help.updateHelpArticle(deps, ctx.caller, params.id, body),
  );
  r.add(deleteHelpArticle, ({ params }, ctx) =>
    help.deleteHelpArticle(deps, ctx.caller, params.id),
  );
}
