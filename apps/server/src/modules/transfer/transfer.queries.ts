// The downline tree, walked from the receiving member up: an agent's chain of uplines is short,
// its tree below may be large.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Far deeper than any real tree; stops the walk if upline links ever form a loop. */
const MAX_DEPTH = 100;

/** Whether `agentId` is above `memberId` in the upline chain (a member is not its own downline). */
export async function isInDownline(db: Db, agentId: number, memberId: number): Promise<boolean> {
  const result = await db.execute(sql`
    WITH RECURSIVE chain(id, upline_id, depth) AS (
      SELECT id, upline_id, 0 FROM members WHERE id = ${memberId}
      UNION ALL
      SELECT m.id, m.upline_id, c.depth + 1
        FROM members m JOIN chain c ON m.id = c.upline_id
       WHERE c.depth < ${MAX_DEPTH}
    )
    SELECT 1 AS found FROM chain WHERE id = ${agentId} AND depth > 0 LIMIT 1`);
  return rowsOf(result).length > 0;
}

/** node-postgres answers { rows }, PGlite the same; both through drizzle's execute. */
function rowsOf(result: unknown): unknown[] {
  return (result as { rows: unknown[] }).rows;
}
