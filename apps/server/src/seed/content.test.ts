// The demo content points only at art shipped with the web app, and the seeded text is complete.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ZBannerInput, ZNoticeInput } from '@wps/contracts/content/announcements';
import { ZHelpArticleInput } from '@wps/contracts/system/help-center';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { banners, gameVendors, helpArticles, notices } from '../db/schema/content';
import { repoRoot } from '../lib/paths';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const publicFile = (path: string) => join(repoRoot, 'apps/web/public', path);

describe('demo content', () => {
  it('gives every vendor a logo file that exists', async () => {
    const rows = await t.deps.db.select().from(gameVendors);
    expect(rows.length).toBeGreaterThanOrEqual(50);
    const missing = rows.filter((row) => !existsSync(publicFile(row.logo)));
    expect(missing.map((row) => row.logo)).toEqual([]);
  });

  it('gives every banner an image file that exists and a link to a real route', async () => {
    const rows = await t.deps.db.select().from(banners);
    expect(rows).toHaveLength(17);
    const images = rows.flatMap((row) => Object.values(row.image));
    expect(images.filter((image) => !existsSync(publicFile(image)))).toEqual([]);
    expect(rows.filter((row) => row.linkageType === 1).length).toBeGreaterThan(0);
  });

  it('writes every notice and help article in Burmese and English', async () => {
    const rows = [
      ...(await t.deps.db.select().from(notices)),
      ...(await t.deps.db.select().from(helpArticles)),
    ];
    expect(rows).toHaveLength(16);
    for (const row of rows) {
      expect(Object.keys(row.title).sort()).toEqual(['EN', 'MY']);
      expect(row.title.MY).toMatch(/[\u1000-\u109F]/);
      expect(row.content.MY).toMatch(/[\u1000-\u109F]/);
    }
  });

  it('passes the same rules as an operator edit', async () => {
    const token = await t.opsToken();
    const cases: Array<[string, z.ZodType]> = [
      ['/ops/api/notices', ZNoticeInput],
      ['/ops/api/banners', ZBannerInput],
      ['/ops/api/help', ZHelpArticleInput],
    ];
    for (const [url, schema] of cases) {
      // The seed's rows fit one page of the largest size.
      const res = await t.call({ method: 'GET', url: `${url}?pageSize=100`, token });
      expect(res.body.value.totalPages).toBe(1);
      for (const { id, ...input } of res.body.value.items) {
        const parsed = schema.safeParse(input);
        expect(parsed.error?.issues ?? [], `${url} ${id}`).toEqual([]);
      }
    }
  });
});
