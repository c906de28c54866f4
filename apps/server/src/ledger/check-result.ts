// The ledger checker's last result, kept in the settings: `npm run ledger:check` and the console's
// reconciliation panel both write it, the panel shows it.
import { eq, sql } from 'drizzle-orm';
import type { TLedgerCheckResult } from '@wps/contracts/ops/reports';
import type { Db } from '../db/client';
import { settings } from '../db/schema/core';
import { checkLedger } from './check';

const RESULT_KEY = 'reports.ledgerCheck';

export async function readLastLedgerCheck(db: Db): Promise<TLedgerCheckResult | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, RESULT_KEY));
  return (row?.value as TLedgerCheckResult | undefined) ?? null;
}

/** Runs the checker and keeps its result; by: the operator's name, null for the command line. */
export async function runLedgerCheck(db: Db, by: string | null): Promise<TLedgerCheckResult> {
  const startedAt = new Date().toISOString();
  const { ok, problems } = await checkLedger(db);
  const result = { ok, problems, startedAt, finishedAt: new Date().toISOString(), by };
  await db.execute(sql`
    INSERT INTO settings (key, value) VALUES (${RESULT_KEY}, ${JSON.stringify(result)}::jsonb)
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`);
  return result;
}
