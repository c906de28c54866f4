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
