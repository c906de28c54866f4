import { and, asc, count, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banners, notices } from '../../db/schema/content';

type NoticeRow = typeof notices.$inferInsert;
type BannerRow = typeof banners.$inferInsert;

/** Active rows whose window holds `now`: started, and not ended. */
function isLive(table: typeof notices | typeof banners, now: Date) {
  return and(
    eq(table.isActive, true),
    lte(table.startsAt, now),
    or(isNull(table.endsAt), gt(table.endsAt, now)),
  );
}

export async function findLiveNotices(db: Db, now: Date) {
  return db
    .select()
    .from(notices)
    .where(isLive(notices, now))
    .orderBy(asc(notices.sort), desc(notices.startsAt), asc(notices.id));
}

export async function findLiveBanners(db: Db, now: Date) {
  return db
    .select()
    .from(banners)
    .where(isLive(banners, now))
    .orderBy(asc(banners.groupName), asc(banners.sort), asc(banners.id));
}

/** A page of every notice, live or not, by type and display order (the console's list). */
export async function findNoticePage(db: Db, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(notices)
    .orderBy(asc(notices.type), asc(notices.sort), asc(notices.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countNotices(db: Db): Promise<number> {
  const rows = await db.select({ n: count() }).from(notices);
  return rows[0]?.n ?? 0;
}

/** A page of every banner, live or not, by group and display order (the console's list). */
export async function findBannerPage(db: Db, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(banners)
    .orderBy(asc(banners.groupName), asc(banners.sort), asc(banners.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countBanners(db: Db): Promise<number> {
  const rows = await db.select({ n: count() }).from(banners);
  return rows[0]?.n ?? 0;
}

export async function insertNotice(db: Db, row: NoticeRow) {
  const [created] = await db.insert(notices).values(row).returning();
  return created!;
}

export async function updateNotice(db: Db, id: number, row: NoticeRow) {
  const rows = await db
    .update(notices)
    .set({ ...row, updatedAt: new Date() })
    .where(eq(notices.id, id))
    .returning();
  return rows[0] ?? null;
}

export async function deleteNotice(db: Db, id: number) {
  const rows = await db.delete(notices).where(eq(notices.id, id)).returning();
  return rows[0] ?? null;
}

export async function insertBanner(db: Db, row: BannerRow) {
  const [created] = await db.insert(banners).values(row).returning();
  return created!;
}

export async function updateBanner(db: Db, id: number, row: BannerRow) {
  const rows = await db
    .update(banners)
    .set({ ...row, updatedAt: new Date() })
    .where(eq(banners.id, id))
    .returning();
  return rows[0] ?? null;
}

export async function deleteBanner(db: Db, id: number) {
  const rows = await db.delete(banners).where(eq(banners.id, id)).returning();
  return rows[0] ?? null;
}
