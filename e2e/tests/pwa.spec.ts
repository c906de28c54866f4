// The site is an installable PWA: Chromium's own installability check finds nothing wrong.
// (A persistent profile: Chromium never offers installs in an incognito context.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';

test('Chromium finds the site installable', async ({ baseURL }, testInfo) => {
  const profile = mkdtempSync(join(tmpdir(), 'pwa-profile-'));
  const context = await chromium.launchPersistentContext(
    profile,
    testInfo.project.use.launchOptions,
  );
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseURL}/down`, { waitUntil: 'networkidle' });
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
