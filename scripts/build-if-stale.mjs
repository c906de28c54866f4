// Builds the web app and the server bundle only when their sources changed since the last build,
// so `npm start` on an existing checkout starts at once.
import { mtimeOf, newestMtime, run } from './lib.mjs';

const shared = ['packages/contracts/src', 'packages/games/src', 'package-lock.json'];
const targets = [
  {
    name: 'web app',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/ops.html',
      'apps/web/build',
      'apps/web/vite.config.ts',
      ...shared,
    ],
    workspace: 'apps/web',
  },
  {
    name: 'server',
    output: 'apps/server/dist/main.mjs',
    sources: ['apps/server/src', 'apps/server/build.mjs', ...shared],
    workspace: 'apps/server',
  },
];

export async function buildIfStale() {
  for (const t of targets) {
    if (mtimeOf(t.output) >= newestMtime(t.sources)) continue;
    console.log(`Building the ${t.name} ...`);
    const code = await run('npm', ['run', 'build', '--silent', '-w', t.workspace]);
    if (code !== 0) process.exit(code);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await buildIfStale();
