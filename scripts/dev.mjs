// `npm run dev`: the server with reload on :3000 and Vite with hot reload on :5173 (proxying the API).
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/server'], {
    cwd: root,
    stdio: 'inherit',
    // The site is opened on Vite's port: mailed links and OAuth redirects point there.
    env: { PUBLIC_URL: 'http://localhost:5173', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
