// Help articles: read by everyone in their language, written by content operators.
import type { TOpsHelpArticle } from '@wps/contracts/content/ops-help';
import type { TLanguage } from '@wps/contracts/http';
import type { TOpsPageQuery } from '@wps/contracts/ops/paging';
import {
  helpTags,
  type THelpArticle,
  type THelpArticleInput,
  type THelpTag,
} from '@wps/contracts/system/help-center';
import type { helpArticles } from '../../db/schema/content';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { pageOf, rowsOfPage } from '../../lib/paging';
import { DEFAULT_LANGUAGE, pickText } from '../../lib/texts';
import { insertAudit } from '../ops/ops.queries';
import { requireOperator } from '../ops/ops.service';
import type { Caller } from '../session/session.service';
import * as q from './help.queries';

type ArticleRow = typeof helpArticles.$inferSelect;

/** Articles come grouped by tag, in the order the tags are declared, then by sort. */
function byTag(a: { tag: THelpTag }, b: { tag: THelpTag }): number {
  return helpTags.indexOf(a.tag) - helpTags.indexOf(b.tag);
}

export async function getHelpCenter(
  { db }: Deps,
  query: { language?: TLanguage; tag?: THelpTag },
): Promise<THelpArticle[]> {
  const language = query.language ?? DEFAULT_LANGUAGE;
  const rows = await q.findHelpArticles(db, query.tag);
  return rows.sort(byTag).map((row) => ({
    id: row.id,
    tag: row.tag,
    title: pickText(row.title, language),
    content: pickText(row.content, language),
    sort: row.sort,
  }));
}

function toOpsArticle(row: ArticleRow): TOpsHelpArticle {
  return { id: row.id, tag: row.tag, sort: row.sort, title: row.title, content: row.content };
}

export async function listHelpArticles(deps: Deps, caller: Caller | null, query: TOpsPageQuery) {
  await requireOperator(deps, caller);
  const [rows, total] = await Promise.all([
    q.findHelpArticlePage(deps.db, rowsOfPage(query)),
    q.countHelpArticles(deps.db),
  ]);
  return pageOf(rows.map(toOpsArticle), total, query);
}

export async function createHelpArticle(
  deps: Deps,
  caller: Caller | null,
  input: THelpArticleInput,
) {
  const operator = await requireOperator(deps, caller, 'content.edit');
  return deps.db.transaction(async (tx) => {
    const row = await q.insertHelpArticle(tx, input);
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'content.help.create',
      subject: `help:${row.id}`,
      detail: input,
    });
    return toOpsArticle(row);
  });
}

export async function updateHelpArticle(
  deps: Deps,
  caller: Caller | null,
  id: number,
  input: THelpArticleInput,
) {
  const operator = await requireOperator(deps, caller, 'content.edit');
  return deps.db.transaction(async (tx) => {
    const row = await q.updateHelpArticle(tx, id, input);
    if (!row) throw new AppError('NOT_FOUND', `No help article ${id}.`, 'params.id');
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'content.help.update',
      subject: `help:${id}`,
      detail: input,
    });
    return toOpsArticle(row);
  });
}

export async function deleteHelpArticle(deps: Deps, caller: Caller | null, id: number) {
  const operator = await requireOperator(deps, caller, 'content.edit');
  await deps.db.transaction(async (tx) => {
    const row = await q.deleteHelpArticle(tx, id);
    if (!row) throw new AppError('NOT_FOUND', `No help article ${id}.`, 'params.id');
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'content.help.delete',
      subject: `help:${id}`,
      detail: toOpsArticle(row),
    });
  });
  return null;
}
