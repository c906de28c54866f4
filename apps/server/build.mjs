// Bundles the server into dist/main.mjs: our workspace packages are compiled in (they ship
// TypeScript), every other package stays an ordinary import from node_modules. An argument names
// another output file (the crash test bundles its own copy); it must stay inside apps/server.
import { dirname, join } from 'node:path';
import { build } from 'esbuild';

const outfile = process.argv[2] ?? 'dist/main.mjs';
const options = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@wps/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
};

await build({ ...options, entryPoints: ['src/main.ts'], outfile });
// The image re-encoding thread (src/lib/image-reencode-pool.ts) loads this file beside the bundle.
await build({
  ...options,
  entryPoints: ['src/lib/image-reencode.worker.ts'],
  outfile: join(dirname(outfile), 'image-reencode.worker.mjs'),
});
