// Bundles the server into dist/main.mjs: our workspace packages are compiled in (they ship
// TypeScript), every other package stays an ordinary import from node_modules. An argument names
// another output file (the crash test bundles its own copy); it must stay inside apps/server.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: process.argv[2] ?? 'dist/main.mjs',
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
});
