// `npm run ledger:check` against a PGlite data folder: exit 0 when sound, 1 with the problems
// listed when a balance was tampered with.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openPglite } from '../db/client';
import { ledgerAccounts } from '../db/schema/ledger';
import { repoRoot } from '../lib/paths';
import { fundedCash } from '../../test/ledger-kit';

function runCheck(dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return spawnSync('npm', ['run', '--silent', 'ledger:check'], {
    cwd: repoRoot,
    env,
    encoding: 'utf8',
  });
}

it('exits 0 on a sound ledger and 1 listing the problems on a damaged one', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-check-'));
  try {
    const database = await openPglite(dir);
    const cash = await fundedCash(database.db, 300n);
    await database.close();

    const sound = runCheck(dir);
    expect(sound.stdout).toContain('every invariant holds');
    expect(sound.status).toBe(0);

    const again = await openPglite(dir);
    await again.db
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + 5` })
      .where(eq(ledgerAccounts.id, cash.id));
    await again.close();

    const damaged = runCheck(dir);
    expect(damaged.status).toBe(1);
    expect(damaged.stdout).toContain(`account ${cash.id}: balance 305 but its entries sum to 300`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
