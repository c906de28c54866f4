// Locates the server package on disk, whether running from src/ (tsx) or from the dist/ bundle.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === '@wps/server') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot find the @wps/server package folder');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const repoRoot = resolve(serverRoot, '../..');
export const migrationsFolder = join(serverRoot, 'drizzle');
