// The reconciliation panel: the ledger checker's invariants (ledger/check.ts, what
// `npm run ledger:check` runs) run from the console, one run at a time across processes, with the
// last result kept in the settings (the command line keeps its result there too).
import { sql } from 'drizzle-orm';
import type { TReconciliation } from '@wps/contracts/ops/reports';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { readLastLedgerCheck, runLedgerCheck } from '../../ledger/check-result';
import { appendAudit } from '../audit/audit-chain';
import { requireOperator } from '../ops/ops.service';
import type { Caller } from '../session/session.service';

/** pg advisory lock key of a running check (an arbitrary constant). */
const CHECK_LOCK = 0x1ed6c4e;

/** Whether a check holds the lock now (another process's, or this one's). */
async function isRunning(db: Db): Promise<boolean> {
  const rows = (await db.execute(
    sql`SELECT 1 AS one FROM pg_locks
         WHERE locktype = 'advisory' AND objid = ${CHECK_LOCK} AND granted`,
  )) as unknown as { rows: unknown[] };
  return rows.rows.length > 0;
}

export async function getReconciliation(
  deps: Deps,
  caller: Caller | null,
): Promise<TReconciliation> {
  await requireOperator(deps, caller, 'reports.read');
  const [last, running] = await Promise.all([readLastLedgerCheck(deps.db), isRunning(deps.db)]);
  return { last, running };
}

/**
 * Runs the checks now, inside a transaction holding the check's lock: a second run while one is
 * under way (any process) is refused with CONFLICT and runs nothing. The run is audited.
 */
export async function runReconciliation(
  deps: Deps,
  caller: Caller | null,
): Promise<TReconciliation> {
  const operator = await requireOperator(deps, caller, 'reports.read');
  const result = await deps.db.transaction(async (tx) => {
    const rows = (await tx.execute(
      sql`SELECT pg_try_advisory_xact_lock(${CHECK_LOCK}) AS got`,
    )) as unknown as { rows: Array<{ got: boolean }> };
    if (!rows.rows[0]?.got) {
      throw new AppError('CONFLICT', 'A ledger check is running already: wait for its result.');
    }
    return runLedgerCheck(tx, operator.username);
  });
  await appendAudit(deps.db, {
    actorKind: 'operator',
    actorId: operator.id,
    action: 'ops.reports.ledgerCheck',
    detail: { ok: result.ok, problems: result.problems.length },
  });
  return { last: result, running: false };
}
