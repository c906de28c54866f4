// Issue 15, hole 11: in production the demo data (player01 with 10,000.00 and a known password)
// is loaded only when asked for, and the start-up log says which. Through a real server process
// on a fresh embedded database, as a site would be started. (npm-start.test.ts starts the demo,
// which asks for the data with SEED_DEMO=true, and sees it loaded.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowServers,
  bundleServer,
  freePort,
  killAllServers,
  startServer,
  waitForAnswer,
} from './server-process';

let bundle: ReturnType<typeof bundleServer>;
const dataDirs: string[] = [];
beforeAll(() => {
  allowServers();
  bundle = bundleServer();
});
afterAll(async () => {
  await killAllServers();
  bundle?.remove();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** A production server on a data folder of its own; answers its address and its log. */
async function production(env: Record<string, string>) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'prod-demo-'));
  dataDirs.push(dataDir);
  const server = startServer(bundle.entry, {
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    OPS_REQUIRE_2FA: 'off',
    ...env,
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForAnswer(base, server, 120_000);
  return { base, log: server.stdout };
}

async function demoLogin(base: string) {
  const res = await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'username', username: 'player01', password: 'player1234' }),
  });
  return { status: res.status, body: (await res.json()) as { code?: string } };
}

describe('demo data in production', () => {
  it('is not loaded unless asked: the demo login is refused and the log says why', async () => {
    const { base, log } = await production({});
    const login = await demoLogin(base);
    expect(login.status).toBe(401);
    expect(login.body.code).toBe('BAD_CREDENTIALS');
    expect(log()).toContain('demo data not loaded (SEED_DEMO unset, NODE_ENV=production)');
  }, 180_000);
});
