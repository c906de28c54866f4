// A console list's page in SQL terms (issue 20: every list pages on the server): the rows to skip
// and take for a page, and the answer's rows, total and page count.
import type { TOpsPageQuery } from '@wps/contracts/ops/paging';

export function rowsOfPage({ pageNo, pageSize }: TOpsPageQuery) {
  return { limit: pageSize, offset: (pageNo - 1) * pageSize };
}

export function pageOf<T>(items: T[], total: number, { pageSize }: TOpsPageQuery) {
  return { items, total, totalPages: Math.ceil(total / pageSize) };
}
