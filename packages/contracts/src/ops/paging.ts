// A console list's page (issue 20: every list pages on the server): the page and size an
// operator list takes, and the rows, total and page count it answers.
import { z } from 'zod';

/** Rows a console list shows a page unless asked for another size. */
export const OPS_PAGE_SIZE = 15;

export const ZOpsPageQuery = z.strictObject({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(OPS_PAGE_SIZE),
});
export type TOpsPageQuery = z.output<typeof ZOpsPageQuery>;

export const ZOpsPageOf = <T extends z.ZodType>(row: T) =>
  z.object({ items: z.array(row), total: z.number().int(), totalPages: z.number().int() });
