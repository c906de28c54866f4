import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDomainRoute } from '@wps/contracts/system/domain-route';
import { auditLog } from '../../db/schema/core';
import { expectValidationRefused } from '../../../test/expect-refused';
import { createOperatorToken } from '../../../test/operators';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.opsToken();
});
afterAll(() => t.close());

const url = '/ops/api/system/domainRoute';

async function read(): Promise<TDomainRoute[]> {
  const res = await t.call({ method: 'GET', url: '/wps/system/domainRoute' });
  expect(res.status).toBe(200);
  return res.body.value;
}

describe('GET /wps/system/domainRoute', () => {
  it('serves the demo routes, fastest first', async () => {
    const routes = await read();
    expect(routes.map((r) => r.resourceType).sort()).toEqual(
      ['APP_ANDROID', 'APP_IOS', 'APP_IOS_LITE', 'WEB', 'WEB'].sort(),
    );
    const speeds = routes.map((r) => r.speed);
    expect(speeds).toEqual([...speeds].sort((a, b) => a - b));
  });
});

describe('PUT /ops/api/system/domainRoute', () => {
  it('replaces the routes for an admin, answers them fastest first, and audits it', async () => {
    const before = await read();
    const routes: TDomainRoute[] = [
      { speed: 900, resourceType: 'WEB', url: 'https://slow.royalwin.example', qrCodeUrl: null },
      {
        speed: 50,
        resourceType: 'APP_ANDROID',
        url: 'https://fast.royalwin.example/app.apk',
        qrCodeUrl: '/images/qr/android.svg',
      },
    ];
    const res = await t.call({ method: 'PUT', url, token: admin, payload: { routes } });
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual([routes[1], routes[0]]);
    expect(await read()).toEqual([routes[1], routes[0]]);
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'system.domainRoute'));
    expect(audits).toHaveLength(1);
    await t.call({ method: 'PUT', url, token: admin, payload: { routes: before } });
    expect(await read()).toEqual(before);
  });

  it('refuses bad input for every field and changes nothing', async () => {
    const before = await read();
    const route = before[0]!;
    const one = (patch: Record<string, unknown>) => ({ routes: [{ ...route, ...patch }] });
    const hostile = ['<script>alert(1)</script>', "'; DROP TABLE settings; --"];
    const bad: Array<[field: string, payload: unknown]> = [
      ['body.routes', {}],
      ['body.routes', { routes: route }],
      ['body.routes', { routes: Array(51).fill(route) }],
      ['body.routes.0.extra', one({ extra: 1 })],
      ['body.routes.0.speed', one({ speed: -1 })],
      ['body.routes.0.speed', one({ speed: 1.5 })],
      ['body.routes.0.speed', one({ speed: 60_001 })],
      ['body.routes.0.speed', one({ speed: '100' })],
      ['body.routes.0.resourceType', one({ resourceType: 'DESKTOP' })],
      ['body.routes.0.resourceType', one({ resourceType: 1 })],
      ...[
        'javascript:alert(1)',
        'ftp://x.example',
        'not a url',
        `https://a.example/${'x'.repeat(500)}`,
        ...hostile,
      ].map((u): [string, unknown] => ['body.routes.0.url', one({ url: u })]),
      ...[
        'https://elsewhere.example/qr.svg',
        '//evil.example/qr.svg',
        '/images/../../etc/passwd',
        '/images/qr.exe',
        ...hostile,
      ].map((q): [string, unknown] => ['body.routes.0.qrCodeUrl', one({ qrCodeUrl: q })]),
      ['body.routes.0.qrCodeUrl', one({ qrCodeUrl: 5 })],
      ['body.extra', { routes: before, extra: true }],
    ];
    for (const [field, payload] of bad) {
      await expectValidationRefused(t, { method: 'PUT', url, token: admin, payload }, field);
    }
    expect(await read()).toEqual(before);
  });

  it('answers 401 without a token and 403 for a support operator, and changes nothing', async () => {
    const before = await read();
    const payload = { routes: [] };
    expect((await t.call({ method: 'PUT', url, payload })).status).toBe(401);
    const support = await createOperatorToken(t, 'support');
    const res = await t.call({ method: 'PUT', url, payload, token: support });
    expect(res.status).toBe(403);
    expect(await read()).toEqual(before);
  });
});
