// Drives Debian's Chromium against the built site, served by the real server on PGlite.
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: './tests',
  // Two files at a time: much of a browser test is waiting (the lottery test waits for a real
  // draw, up to a minute), and the other worker runs meanwhile. A file's tests stay in order on
  // one worker (they number their visitors).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Beside the vitest passes (npm test runs them at once) a page is slower to answer than alone.
  timeout: 60_000,
  // An expectation waits up to 15 s: in CI a fresh page's lazy screens load beside the PGlite
  // pass, and three tests that pass alone in 12-58 s missed the default 5 s there.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: desktop, testIgnore: /maintenance\.spec\.ts/ },
    // Maintenance mode closes the whole site: alone, after the others (and not at all when
    // one of them failed: Playwright runs a project after its dependencies pass).
    {
      name: 'site-wide',
      use: desktop,
      testMatch: /maintenance\.spec\.ts/,
      dependencies: ['desktop'],
    },
  ],
  webServer: {
    command: `node ../scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${port}/wps/system/status`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
  },
});
