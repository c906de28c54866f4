// The server the end-to-end tests drive: a fresh data folder, known operator password, built site.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { root, serverNodeFlags } from './lib.mjs';

const port = process.env.E2E_PORT ?? '3100';
// A data folder per port: a second run on another port (E2E_PORT) would otherwise wipe the first
// one's database under it.
const dataDir = join(root, port === '3100' ? '.data/e2e' : `.data/e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
await buildIfStale();
const server = spawn(process.execPath, [...serverNodeFlags, 'apps/server/dist/main.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    // 'test', not 'production': the agent centre's test settles today's period through the
    // operators' settle-now call with the clock a day ahead (AGENT_TEST_CLOCK), which production
    // refuses. Everything else production would choose is set here explicitly (demo data, the
    // sandbox gateway, the operators' two-factor, PUBLIC_URL); HSTS means nothing over http.
    NODE_ENV: 'test',
    AGENT_TEST_CLOCK: 'on',
    // The tests drive the demo data, which production loads only when asked.
    SEED_DEMO: 'true',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    OPS_ADMIN_PASSWORD: 'e2e-operator-password',
    // Each test speaks as its own visitor (X-Forwarded-For), so one test's failed logins never
    // put a captcha or a per-IP limit in front of another.
    TRUSTED_PROXIES: '127.0.0.1',
    // The sandbox gateway is off in production unless asked for; the money test pays through it.
    PAYMENT_SANDBOX: 'on',
    // The console tests sign in with the password alone, whatever the demo seed's default.
    OPS_REQUIRE_2FA: 'off',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
