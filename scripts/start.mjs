// `npm start`: build what is stale, then run the server (embedded database unless DATABASE_URL).
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';
import { root, serverNodeFlags } from './lib.mjs';

await buildIfStale();
const server = spawn(process.execPath, [...serverNodeFlags, 'apps/server/dist/main.mjs'], {
  cwd: root,
  stdio: 'inherit',
  // The demo on the embedded database takes deposits through the sandbox gateway (a stand-in
  // for an outside one), so a newcomer can deposit on a fresh machine; with DATABASE_URL the
  // deployment decides (PAYMENT_SANDBOX=on|off).
  env: {
    NODE_ENV: 'production',
    ...(process.env.DATABASE_URL ? {} : { PAYMENT_SANDBOX: 'on' }),
    ...process.env,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
