// `npm start` as a newcomer runs it: the demo in production mode, with the demo data loaded and
// PUBLIC_URL on localhost said in its log; and stopped by SIGTERM or SIGINT sent to npm's process
// alone (as a process manager or `kill` does), the server stops too instead of running on.
// Builds the site first if its sources changed (as npm start does); a fresh build adds ~15 s.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/lib/paths';
import { freePort } from './server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'npm-start-'));
const started: ChildProcess[] = [];

afterAll(() => {
  // Whatever a failed test left running, npm and all it started (one process group).
  for (const child of started) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function answers(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/wps/system/status`)).ok;
  } catch {
    return false;
  }
}

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Runs `npm start` in its own process group; resolves once the site answers. */
async function npmStart(port: number) {
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OPS_ADMIN_PASSWORD: 'npm-start-operator-password',
    },
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitUntil(
    'the site answers',
    async () => {
      if (child.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
      return answers(port);
    },
    150_000,
  );
  return { child, exited, output: () => output };
}

describe('npm start', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'runs the demo and stops the server when npm alone gets %s',
    async (signal) => {
      const port = await freePort();
      const run = await npmStart(port);
      if (signal === 'SIGTERM') {
        // The first start loads the demo data, and says so, and says what it chose for the demo.
        await waitUntil('the log says', async () => run.output().includes('demo data'), 5_000);
        expect(run.output()).toContain('demo data loaded (SEED_DEMO=true)');
        expect(run.output()).toContain(`npm start: PUBLIC_URL=http://localhost:${port}`);
        expect(run.output()).toContain('npm start: SEED_DEMO=true');
      }
      run.child.kill(signal);
      await waitUntil('the port closes', async () => !(await answers(port)), 20_000);
      await run.exited;
    },
    180_000,
  );
});
