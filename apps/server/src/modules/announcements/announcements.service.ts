// Notices and banners: the live ones for visitors in their language, and operators' edits.
import {
  announcementTypes,
  type TBanner,
  type TBannerInput,
  type TNotice,
  type TNoticeInput,
} from '@wps/contracts/content/announcements';
import type { TOpsBanner } from '@wps/contracts/content/ops-banners';
import type { TOpsNotice } from '@wps/contracts/content/ops-notices';
import type { TLanguage } from '@wps/contracts/http';
import type { TOpsPageQuery } from '@wps/contracts/ops/paging';
import type { banners, notices } from '../../db/schema/content';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { pageOf, rowsOfPage } from '../../lib/paging';
import { DEFAULT_LANGUAGE, pickText } from '../../lib/texts';
import { insertAudit } from '../ops/ops.queries';
import { requireOperator } from '../ops/ops.service';
import type { Caller } from '../session/session.service';
import * as q from './announcements.queries';

type NoticeRow = typeof notices.$inferSelect;
type BannerRow = typeof banners.$inferSelect;

export interface AnnouncementsQuery {
  types?: string;
  language?: TLanguage;
}

function toNotice(row: NoticeRow, language: TLanguage): TNotice {
  return {
    id: row.id,
    type: row.type,
    title: pickText(row.title, language),
    content: pickText(row.content, language),
    publishedAt: row.startsAt.toISOString(),
  };
}

function toBanner(row: BannerRow, language: TLanguage): TBanner {
  return {
    bannerId: row.id,
    groupName: row.groupName,
    url: pickText(row.image, language),
    title: pickText(row.title, language),
    linkageType: row.linkageType,
    link: row.link,
  };
}

/**
 * The live notices and banners, grouped as the web reads them: player (PL and H), banners (B),
 * popup (PU) and promotion (PR). Types not asked for come back as empty groups.
 */
export async function getAnnouncements({ db }: Deps, query: AnnouncementsQuery, now = new Date()) {
  const wanted = new Set(query.types ? query.types.split(',') : announcementTypes);
  const language = query.language ?? DEFAULT_LANGUAGE;
  const wantsNotices = ['PL', 'H', 'PU', 'PR'].some((t) => wanted.has(t));
  const [noticeRows, bannerRows] = await Promise.all([
    wantsNotices ? q.findLiveNotices(db, now) : [],
    wanted.has('B') ? q.findLiveBanners(db, now) : [],
  ]);
  const live = noticeRows.filter((row) => wanted.has(row.type)).map((r) => toNotice(r, language));
  return {
    player: live.filter((n) => n.type === 'PL' || n.type === 'H'),
    banners: bannerRows.map((row) => toBanner(row, language)),
    popup: live.filter((n) => n.type === 'PU'),
    promotion: live.filter((n) => n.type === 'PR'),
  };
}

function toOpsNotice(row: NoticeRow): TOpsNotice {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    content: row.content,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    sort: row.sort,
    isActive: row.isActive,
  };
}

function toOpsBanner(row: BannerRow): TOpsBanner {
  return {
    id: row.id,
    groupName: row.groupName,
    title: row.title,
    image: row.image,
    linkageType: row.linkageType,
    link: row.link,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    sort: row.sort,
    isActive: row.isActive,
  };
}

function windowOf(input: { startsAt: string; endsAt: string | null }) {
  return {
    startsAt: new Date(input.startsAt),
    endsAt: input.endsAt === null ? null : new Date(input.endsAt),
  };
}

export async function listNotices(deps: Deps, caller: Caller | null, query: TOpsPageQuery) {
  await requireOperator(deps, caller);
  const [rows, total] = await Promise.all([
    q.findNoticePage(deps.db, rowsOfPage(query)),
    q.countNotices(deps.db),
  ]);
  return pageOf(rows.map(toOpsNotice), total, query);
}

export async function createNotice(deps: Deps, caller: Caller | null, input: TNoticeInput) {
  const operator = await requireOperator(deps, caller, 'content.edit');
  return deps.db.transaction(async (tx) => {
    const row = await q.insertNotice(tx, { ...input, ...windowOf(input) });
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'content.notice.create',
      subject: `notice:${row.id}`,
      detail: input,
    });
    return toOpsNotice(row);
  });
}

export async function updateNotice(
  deps: Deps,
  caller: Caller | null,
  id: number,
  input: TNoticeInput,
) {
  const operator = await requireOperator(deps, caller, 'content.edit');
  return deps.db.transaction(async (tx) => {
    const row = await q.updateNotice(tx, id, { ...input, ...windowOf(input) });
    if (!row) throw new AppError('NOT_FOUND', `No notice ${id}.`, 'params.id');
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'content.notice.update',
      subject: `notice:${id}`,
      detail: input,
    });
    return toOpsNotice(row);
  });
}

export async function deleteNotice(deps: Deps, caller: Caller | null, id: number) {
  const operator = await requireOperator(deps, caller, 'content.edit');
  await deps.db.transaction(async (tx) => {
    const row = await q.deleteNotice(tx, id);
    if (!row) throw new AppError('NOT_FOUND', `No notice ${id}.`, 'params.id');
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'content.notice.delete',
      subject: `notice:${id}`,
      // What was deleted, so it can be put back by hand.
      detail: toOpsNotice(row),
    });
  });
  return null;
}

export async function listBanners(deps: Deps, caller: Caller | null, query: TOpsPageQuery) {
  await requireOperator(deps, caller);
  const [rows, total] = await Promise.all([
    q.findBannerPage(deps.db, rowsOfPage(query)),
    q.countBanners(deps.db),
  ]);
  return pageOf(rows.map(toOpsBanner), total, query);
}

export async function createBanner(deps: Deps, caller: Caller | null, input: TBannerInput) {
  const operator = await requireOperator(deps, caller, 'content.edit');
  return deps.db.transaction(async (tx) => {
    const row = await q.insertBanner(tx, { ...input, ...windowOf(input) });
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'content.banner.create',
      subject: `banner:${row.id}`,
      detail: input,
    });
    return toOpsBanner(row);
  });
}

export async function updateBanner(
  deps: Deps,
  caller: Caller | null,
  id: number,
  input: TBannerInput,
) {
  const operator = await requireOperator(deps, caller, 'content.edit');
  return deps.db.transaction(async (tx) => {
    const row = await q.updateBanner(tx, id, { ...input, ...windowOf(input) });
    if (!row) throw new AppError('NOT_FOUND', `No banner ${id}.`, 'params.id');
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'content.banner.update',
      subject: `banner:${id}`,
      detail: input,
    });
    return toOpsBanner(row);
  });
}

export async function deleteBanner(deps: Deps, caller: Caller | null, id: number) {
  const operator = await requireOperator(deps, caller, 'content.edit');
  await deps.db.transaction(async (tx) => {
    const row = await q.deleteBanner(tx, id);
    if (!row) throw new AppError('NOT_FOUND', `No banner ${id}.`, 'params.id');
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'content.banner.delete',
      subject: `banner:${id}`,
      detail: toOpsBanner(row),
    });
  });
  return null;
}
