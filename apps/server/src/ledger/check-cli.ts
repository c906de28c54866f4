// `npm run ledger:check`: checks the ledger's invariants in the database the server uses
// (DATABASE_URL, else PGlite in DATA_DIR). Exit 0 when all hold, 1 on problems, 2 when it
// could not check.
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError, openPglite, openPostgres, type Database } from '../db/client';
import { runLedgerCheck } from './check-result';

async function main(): Promise<number> {
  const config = loadConfig(process.env);
  const database: Database = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL)
    : await openPglite(resolve(config.DATA_DIR));
  try {
    // Kept as the last result, which the console's reconciliation panel shows.
    const { ok, problems } = await runLedgerCheck(database.db, null);
    const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${resolve(config.DATA_DIR)}`;
    if (ok) {
      process.stdout.write(`Ledger check (${where}): every invariant holds.\n`);
      return 0;
    }
    process.stdout.write(`Ledger check (${where}): ${problems.length} problem(s)\n`);
    for (const problem of problems) process.stdout.write(`  - ${problem}\n`);
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message =
      error instanceof ConfigError || error instanceof DataDirLockedError
        ? error.message
        : error instanceof Error
          ? error.stack
          : String(error);
    process.stderr.write(`The ledger could not be checked: ${message}\n`);
    process.exit(2);
  },
);
