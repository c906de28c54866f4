import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openApiPath, renderOpenApi } from './write-openapi';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('OpenAPI', () => {
  it('committed openapi.json matches the contracts (run `npm run openapi`)', () => {
    expect(readFileSync(openApiPath, 'utf8')).toBe(renderOpenApi(t.router.contracts));
  });

  it('is served at /docs', async () => {
    const json = await t.call({ method: 'GET', url: '/docs/json' });
    expect(json.status).toBe(200);
    expect(json.body.paths['/wps/system/status'].get.summary).toEqual(expect.any(String));
    const page = await t.call({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(page.status);
  });
});
