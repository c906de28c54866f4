import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Web tests of module-level state (the shared image observer, the console texts loaded once)
// need a module graph of their own.
const webIsolated = [
  'apps/web/src/components/lazy-image/lazy-image.test.tsx',
  'apps/web/src/features/ops/ops-texts.test.tsx',
];

// Server tests that replace a module (vi.mock) need a module graph of their own.
const serverIsolated = [
  'apps/server/src/modules/auth/auth.test.ts',
  'apps/server/src/modules/ops/ops-login.test.ts',
];
const server = {
  environment: 'node',
  globalSetup: ['apps/server/test/global-setup.ts'],
  hookTimeout: 120_000,
  testTimeout: 60_000,
  pool: 'forks',
} as const;

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the CPUs: a single worker on a 2-core machine,
    // with one core idle while a file waits on its database.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...server,
          name: 'server',
          include: ['apps/server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...serverIsolated],
          setupFiles: ['apps/server/test/setup.ts'],
          // One module graph per worker: importing the server afresh for each of ~100 files took
          // two minutes of a pass. Every test app has its own database and Redis key prefix.
          isolate: false,
        },
      },
      { test: { ...server, name: 'server-isolated', include: serverIsolated } },
      // Pure packages (contracts, game engines) and the root scripts: no database, so not part
      // of the PostgreSQL run.
      {
        test: {
          name: 'packages',
          environment: 'node',
          include: ['packages/**/*.test.ts', 'scripts/**/*.test.mjs'],
          pool: 'forks',
          // The games' simulations play thousands of rounds: over 5 s beside the other passes.
          testTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...webIsolated],
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 20_000,
          // One module graph and one jsdom for all the files of a worker: importing React, the
          // router and i18next afresh for every file was three quarters of the time. The set-up
          // file gives each file a fresh page's storage and URL.
          isolate: false,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web-isolated',
          environment: 'jsdom',
          include: webIsolated,
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
