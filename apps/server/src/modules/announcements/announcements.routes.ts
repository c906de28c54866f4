import { getAnnouncements } from '@wps/contracts/content/announcements';
import {
  createBanner,
  deleteBanner,
  listBanners,
  updateBanner,
} from '@wps/contracts/content/ops-banners';
import {
  createNotice,
  deleteNotice,
  listNotices,
  updateNotice,
} from '@wps/contracts/content/ops-notices';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as announcements from './announcements.service';

export function registerAnnouncementRoutes(r: Router, deps: Deps): void {
  r.add(getAnnouncements, ({ query }) => announcements.getAnnouncements(deps, query));

  r.add(listNotices, ({ query }, ctx) => announcements.listNotices(deps, ctx.caller, query));
  r.add(createNotice, ({ body }, ctx) => announcements.createNotice(deps, ctx.caller, body));
  r.add(updateNotice, ({ params, body }, ctx) =>
    announcements.updateNotice(deps, ctx.caller, params.id, body),
  );
  r.add(deleteNotice, ({ params }, ctx) => announcements.deleteNotice(deps, ctx.caller, params.id));

  r.add(listBanners, ({ query }, ctx) => announcements.listBanners(deps, ctx.caller, query));
  r.add(createBanner, ({ body }, ctx) => announcements.createBanner(deps, ctx.caller, body));
  r.add(updateBanner, ({ params, body }, ctx) =>
    announcements.updateBanner(deps, ctx.caller, params.id, body),
  );
  r.add(deleteBanner, ({ params }, ctx) => announcements.deleteBanner(deps, ctx.caller, params.id));
}
