// The built web app from the same origin: history-mode fallback for the spec's routes, long cache
// for hashed assets, compression, and API paths never swallowed by the fallback.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playPaths, siteRoutes } from '@wps/contracts/site-routes';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let dist: string;
const indexHtml =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

const opsHtml =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/ops-def456.js"></script></body></html>';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), indexHtml);
  writeFileSync(join(dist, 'ops.html'), opsHtml);
  writeFileSync(
    join(dist, 'assets/index-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(5000))});`,
  );
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Royal Win"}');
  t = await createTestApp({ seed: false, env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web app', () => {
  it.each(siteRoutes.map((r) => [r]))('serves the app at %s', async (route) => {
    const res = await t.call({ method: 'GET', url: route });
    expect(res.status).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("serves the operators' console from its own page, never the player site's", async () => {
    for (const url of ['/ops', '/ops/', '/ops?x=1', '/ops/members']) {
      const res = await t.call({ method: 'GET', url });
      expect([url, res.status]).toEqual([url, 200]);
      expect(res.body, url).toContain('/assets/ops-def456.js');
      expect(res.body, url).not.toContain('/assets/index-abc123.js');
    }
    const player = await t.call({ method: 'GET', url: '/' });
    expect(player.body).not.toContain('/assets/ops-def456.js');
  });

  it('serves the games list route with its parameter and a query', async () => {
    const res = await t.call({ method: 'GET', url: '/games/rng?page=2' });
    expect(res.status).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it.each(playPaths.map((r) => [r]))(
    'serves the game client at %s with a 200 status',
    async (route) => {
      const res = await t.call({ method: 'GET', url: `${route}?token=abc&gameCode=X` });
      expect(res.status).toBe(200);
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('answers an unknown game client or page under /play with a 404 status', async () => {
    for (const url of ['/play/nope', '/play', '/play/slot/extra']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.status, url).toBe(404);
    }
  });

  it('answers an unknown page with the app and a 404 status', async () => {
    const res = await t.call({ method: 'GET', url: '/no/such/page' });
    expect(res.status).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it('answers a missing file with a plain 404, not the app', async () => {
    for (const url of [
      '/assets/index-gone999.js',
      '/assets/index-gone999.css',
      '/icons/none.png',
    ]) {
      const res = await t.call({ method: 'GET', url });
      expect(res.status, url).toBe(404);
      expect(String(res.body), url).not.toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('revalidates files that are not hashed', async () => {
    const res = await t.call({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps unknown API paths as JSON 404s, not the app', async () => {
    for (const url of ['/wps/unknown', '/lgw/unknown', '/ops/api/unknown']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.status, url).toBe(404);
      expect(res.body, url).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
    }
  });

  it('sends security headers with the page', async () => {
    const res = await t.call({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBeDefined();
  });
});
