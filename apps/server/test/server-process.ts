// A real server process for the crash test and the wallet benchmark: the server bundled once,
// started, killed and started again; and scratch PostgreSQL databases made and dropped per run.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { serverRoot } from '../src/lib/paths';

/**
 * Bundles the server (as `npm run build` does) into a file of its own inside apps/server/dist,
 * so node_modules and the migrations resolve as for the real build. A bundle starts in about a
 * second where tsx needs three: it matters when the server is restarted ten times.
 */
export function bundleServer(): { entry: string; remove: () => void } {
  const entry = join(serverRoot, 'dist', `bundle-${randomBytes(4).toString('hex')}.mjs`);
  const result = spawnSync(process.execPath, ['build.mjs', entry], {
    cwd: serverRoot,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`bundling the server failed:\n${result.stderr}`);
  return {
    entry,
    remove: () => {
      rmSync(entry, { force: true });
      rmSync(`${entry}.map`, { force: true });
    },
  };
}

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<void>;
  /** What it wrote to stderr (its start-up failures, warnings). */
  stderr: () => string;
  /** What it wrote to stdout (its log at LOG_LEVEL, warn unless set). */
  stdout: () => string;
}

/** BENCH_CPU_PROF=<dir>: node arguments that make a server write a CPU profile there as it stops. */
export function cpuProfileArgs(): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

/** The flags `npm start` gives node (scripts/lib.mjs's serverNodeFlags). */
const serverNodeFlags = JSON.parse(
  readFileSync(join(serverRoot, 'node-flags.json'), 'utf8'),
) as string[];

/** Every server started and not yet exited, for killAllServers. */
const running = new Set<ChildProcess>();

/**
 * Starts the bundled server with `env` added to a minimal environment of its own; `nodeArgs`
 * go to node (e.g. --cpu-prof to see where a benchmark's time goes).
 */
export function startServer(
  entry: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): ServerProcess {
  if (isShutDown) throw new Error('killAllServers was called: no more servers');
  const child = spawn(process.execPath, [...serverNodeFlags, ...nodeArgs, entry], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      OPS_ADMIN_PASSWORD: 'stress-operator-password',
      // Production requires it (links are never built from the Host header).
      PUBLIC_URL: `http://127.0.0.1:${env.PORT ?? 3000}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000);
  });
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout = (stdout + chunk.toString()).slice(-20_000);
  });
  running.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  return { child, exited, stderr: () => stderr, stdout: () => stdout };
}

/** A port nothing listens on now (the system's pick), for a server about to start. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Waits until the server answers its status call; fails after `timeoutMs`. */
export async function waitForAnswer(
  base: string,
  server: ServerProcess,
  timeoutMs = 60_000,
): Promise<number> {
  const started = performance.now();
  for (;;) {
    try {
      const res = await fetch(`${base}/wps/system/status`);
      if (res.ok) return performance.now() - started;
    } catch {
      /* not listening yet */
    }
    if (server.child.exitCode !== null) {
      throw new Error(`the server exited with ${server.child.exitCode}:\n${server.stderr()}`);
    }
    if (performance.now() - started > timeoutMs) {
      throw new Error(`the server did not answer in ${timeoutMs} ms:\n${server.stderr()}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

let isShutDown = false;
// If the test process ends without afterAll (a crash of its own), still take the servers along.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Kills every server still running and refuses to start more: for afterAll, so a test that
 * failed or timed out in the middle of a kill-and-restart loop leaves no process behind. The
 * next file in the same worker (the server tests share one module graph) calls allowServers.
 */
export async function killAllServers(): Promise<void> {
  isShutDown = true;
  const exits = [...running].map((child) => new Promise((r) => child.once('exit', r)));
  for (const child of running) child.kill('SIGKILL');
  await Promise.all(exits);
}

/** For beforeAll: servers may start again (an earlier file's afterAll refused them). */
export function allowServers(): void {
  isShutDown = false;
}

/** SIGKILL: no shutdown code runs, requests in flight are cut, transactions are left open. */
export async function killHard(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
  }
  await server.exited;
}

/** SIGTERM and wait: the server finishes its requests and closes the database. */
export async function stopGently(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
  }
  await server.exited;
}

/** A fresh PostgreSQL database on the server of `baseUrl`; drop() removes it. */
export async function createScratchDatabase(
  baseUrl: string,
  prefix = 's',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
