// `npm start`: the demo site on a fresh machine. Builds what is stale, then runs the server
// (embedded database unless DATABASE_URL) with the demo data, and stops it when stopped itself.
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';
import { root, serverNodeFlags } from './lib.mjs';

await buildIfStale();

const demo = {
  NODE_ENV: 'production',
  // The demo command: production loads no demo data unless asked for, and this asks.
  SEED_DEMO: 'true',
  // Production builds mailed links and OAuth redirects from PUBLIC_URL alone (never from a
  // request's Host header) and refuses to start without it; the demo runs on this machine.
  PUBLIC_URL: `http://localhost:${process.env.PORT ?? 3000}`,
  // The demo on the embedded database takes deposits through the sandbox gateway (a stand-in
  // for an outside one), so a newcomer can deposit on a fresh machine; with DATABASE_URL the
  // deployment decides (PAYMENT_SANDBOX=on|off).
  ...(process.env.DATABASE_URL ? {} : { PAYMENT_SANDBOX: 'on' }),
};
for (const key of ['SEED_DEMO', 'PUBLIC_URL']) {
  if (process.env[key] === undefined) {
    console.log(`npm start: ${key}=${demo[key]} (the demo's; set ${key} to choose otherwise)`);
  }
}

const server = spawn(process.execPath, [...serverNodeFlags, 'apps/server/dist/main.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...demo, ...process.env },
});
// npm signals this process (package.json's start execs it, so no shell stands between that
// would die and leave the server running): the server is told, and this process ends with it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  if (signal) {
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  } else process.exit(code ?? 1);
});
