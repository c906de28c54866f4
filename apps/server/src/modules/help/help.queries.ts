import { asc, count, eq, sql } from 'drizzle-orm';
import { helpTags, type THelpTag } from '@wps/contracts/system/help-center';
import type { Db } from '../../db/client';
import { helpArticles } from '../../db/schema/content';

type ArticleRow = typeof helpArticles.$inferInsert;

export async function findHelpArticles(db: Db, tag?: THelpTag) {
  return db
    .select()
    .from(helpArticles)
    .where(tag === undefined ? undefined : eq(helpArticles.tag, tag))
    .orderBy(asc(helpArticles.sort), asc(helpArticles.id));
}

/** The tags in the order they are declared, then each article's display order. */
const byTagInOrder = [
  sql`case ${helpArticles.tag} ${sql.join(
    helpTags.map((tag, i) => sql`when ${tag} then ${sql.raw(String(i))}`),
    sql` `,
  )} end`,
  asc(helpArticles.sort),
  asc(helpArticles.id),
];

/** A page of every article, grouped by tag (the console's list). */
export async function findHelpArticlePage(db: Db, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(helpArticles)
    .orderBy(...byTagInOrder)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countHelpArticles(db: Db): Promise<number> {
  const rows = await db.select({ n: count() }).from(helpArticles);
  return rows[0]?.n ?? 0;
}

/** Whether any article carries `tag`: the consolidated settings' hasAgentHelp reads 'agent'. */
export async function hasHelpTag(db: Db, tag: THelpTag): Promise<boolean> {
  const rows = await db
    .select({ id: helpArticles.id })
    .from(helpArticles)
    .where(eq(helpArticles.tag, tag))
    .limit(1);
  return rows.length > 0;
}

export async function insertHelpArticle(db: Db, row: ArticleRow) {
  const [created] = await db.insert(helpArticles).values(row).returning();
  return created!;
}

export async function updateHelpArticle(db: Db, id: number, row: ArticleRow) {
  const rows = await db
    .update(helpArticles)
    .set({ ...row, updatedAt: new Date() })
    .where(eq(helpArticles.id, id))
    .returning();
  return rows[0] ?? null;
}

export async function deleteHelpArticle(db: Db, id: number) {
  const rows = await db.delete(helpArticles).where(eq(helpArticles.id, id)).returning();
  return rows[0] ?? null;
}
