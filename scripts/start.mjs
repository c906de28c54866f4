// `npm start`: build what is stale, then run the server (embedded database unless DATABASE_URL).
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';
import { root } from './lib.mjs';

await buildIfStale();
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
