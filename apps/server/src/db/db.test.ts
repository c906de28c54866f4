// The database layer: committed migrations match the schema, and the data folder lock.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder, repoRoot, serverRoot } from '../lib/paths';
import { DataDirLockedError, openPglite } from './client';

describe('migrations', () => {
  it('match the Drizzle schema (run `npm run db:generate` after a schema change)', () => {
    const out = mkdtempSync(join(tmpdir(), 'drizzle-check-'));
    try {
      cpSync(migrationsFolder, out, { recursive: true });
      const before = readdirSync(out).sort();
      execFileSync(
        join(repoRoot, 'node_modules/.bin/drizzle-kit'),
        ['generate', '--name', 'pending'],
        {
          cwd: serverRoot,
          env: { ...process.env, DRIZZLE_OUT: out },
          stdio: 'pipe',
        },
      );
      expect(readdirSync(out).sort()).toEqual(before);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('the PGlite data folder', () => {
  it('refuses a second process with a clear message', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pglite-lock-'));
    // Another live process owns the folder: a child that sleeps.
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dir, 'server.lock'), String(other.pid));
      const error = await openPglite(dir).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as Error).message).toContain(
        `in use by another server process (pid ${other.pid})`,
      );
    } finally {
      other.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes over a lock left by a process that is gone, and releases it on close', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pglite-lock-'));
    try {
      writeFileSync(join(dir, 'server.lock'), '999999');
      const db = await openPglite(dir);
      expect(readdirSync(dir)).toContain('server.lock');
      await db.close();
      expect(readdirSync(dir)).not.toContain('server.lock');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL connections', () => {
  it('survive an idle connection being ended by the server, without crashing the process', async () => {
    const [{ openPostgres }, { sql }, { default: pg }] = await Promise.all([
      import('./client'),
      import('drizzle-orm'),
      import('pg'),
    ]);
    const url = process.env.TEST_DATABASE_URL!;
    const errors: Error[] = [];
    const poolUrl = new URL(url);
    poolUrl.searchParams.set('application_name', 'idle-error-test');
    const database = await openPostgres(poolUrl.toString(), (e) => errors.push(e));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await database.db.execute(sql`SELECT 1`);
      // End the pool's idle connections, as an administrator or a server restart would.
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE application_name = 'idle-error-test'`,
      );
      await expect.poll(() => errors.length).toBeGreaterThan(0);
      const result = (await database.db.execute(sql`SELECT 2 AS n`)) as unknown as {
        rows: unknown[];
      };
      expect(result.rows[0]).toEqual({ n: 2 });
    } finally {
      await admin.end();
      await database.close();
    }
  });
});
