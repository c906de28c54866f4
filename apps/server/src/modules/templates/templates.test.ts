import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSiteTemplates, TSiteTemplatesInput } from '@wps/contracts/system/templates';
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

const url = '/ops/api/system/templates';

async function visitorView(language?: string): Promise<TSiteTemplates> {
  const res = await t.call({
    method: 'GET',
    url: '/wps/system/templates',
    query: language ? { language } : {},
  });
  expect(res.status).toBe(200);
  return res.body.value;
}

async function stored(): Promise<TSiteTemplatesInput> {
  const res = await t.call({ method: 'GET', url, token: admin });
  expect(res.status).toBe(200);
  return res.body.value;
}

describe('GET /wps/system/templates', () => {
  it('serves the demo content in Burmese by default and in English when asked', async () => {
    const my = await visitorView();
    expect(my.licence).toMatch(/[\u1000-\u109F]/);
    expect(my.certificates.map((c) => c.image)).toEqual([
      '/images/certificates/pagcor.svg',
      '/images/certificates/gli.svg',
      '/images/certificates/itech.svg',
      '/images/certificates/bmm.svg',
    ]);
    expect(my.paymentMethods).toHaveLength(6);
    expect(my.qualityService).toHaveLength(4);
    expect(my.sponsors).toHaveLength(3);
    expect(my.download.text).toContain('5,777 Ks');
    const en = await visitorView('EN');
    expect(en.licence).toMatch(/^Royal Win/);
    expect(en.download).toMatchObject({ image: '/images/download/phone.svg' });
    expect(en.download.text).toContain('5,777 Ks');
  });

  it('falls back to English where a language has no text', async () => {
    const th = await visitorView('TH');
    const en = await visitorView('EN');
    expect(th).toEqual(en);
    // Brand names exist in EN only and show in Burmese too.
    expect((await visitorView('MY')).paymentMethods[0]!.name).toBe('KBZPay');
  });

  it('refuses an unknown language or query field', async () => {
    const queries: Array<Record<string, string>> = [
      { language: 'FR' },
      { language: '<script>' },
      { lang: 'EN' },
    ];
    for (const query of queries) {
      const res = await t.call({ method: 'GET', url: '/wps/system/templates', query });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('PUT /ops/api/system/templates', () => {
  it('lets a content operator replace the content, and audits it', async () => {
    const before = await stored();
    const content = await createOperatorToken(t, 'content');
    const next: TSiteTemplatesInput = {
      ...before,
      licence: { EN: 'Licensed.', TH: 'ได้รับใบอนุญาต' },
      sponsors: [],
    };
    const res = await t.call({ method: 'PUT', url, token: content, payload: next });
    expect(res.status).toBe(200);
    expect(await stored()).toEqual(next);
    expect((await visitorView('TH')).licence).toBe('ได้รับใบอนุญาต');
    expect((await visitorView('MY')).licence).toBe('Licensed.');
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'system.templates'));
    expect(audits).toHaveLength(1);
    await t.call({ method: 'PUT', url, token: admin, payload: before });
    expect(await stored()).toEqual(before);
  });

  it('keeps hostile-looking text as plain text', async () => {
    const before = await stored();
    const text = "<script>alert(1)</script> '; DROP TABLE settings; --";
    const res = await t.call({
      method: 'PUT',
      url,
      token: admin,
      payload: { ...before, licence: { EN: text } },
    });
    expect(res.status).toBe(200);
    expect((await visitorView('EN')).licence).toBe(text);
    await t.call({ method: 'PUT', url, token: admin, payload: before });
  });

  it('refuses bad input for every field and changes nothing', async () => {
    const before = await stored();
    const cert = before.certificates[0]!;
    const quality = before.qualityService[0]!;
    const sponsor = before.sponsors[0]!;
    const badImages = [
      'https://cdn.example/x.svg',
      '//evil.example/x.svg',
      '/images/../secret.svg',
      'javascript:alert(1)',
      '/images/x.svg?<script>',
      '/images/x.html',
      5,
    ];
    const bad: Array<[field: string, patch: Record<string, unknown>]> = [
      ['body.licence', { licence: 'plain string' }],
      ['body.licence.EN', { licence: { MY: 'only Burmese' } }],
      ['body.licence.EN', { licence: { EN: '' } }],
      ['body.licence.EN', { licence: { EN: '   ' } }],
      ['body.licence.EN', { licence: { EN: 'x'.repeat(4001) } }],
      ['body.licence.EN', { licence: { EN: 'a\u0000b' } }],
      ['body.licence', { licence: { EN: 'ok', FR: 'non' } }],
      ['body.licence.MY', { licence: { EN: 'ok', MY: 7 } }],
      ['body.responsibleGaming.EN', { responsibleGaming: {} }],
      ['body.certificates', { certificates: cert }],
      ['body.certificates', { certificates: Array(21).fill(cert) }],
      [
        'body.certificates.0.name.EN',
        { certificates: [{ ...cert, name: { EN: 'x'.repeat(81) } }] },
      ],
      ['body.certificates.0.name.EN', { certificates: [{ ...cert, name: { EN: 'two\nlines' } }] }],
      ['body.certificates.0.extra', { certificates: [{ ...cert, extra: 1 }] }],
      ...badImages.map((image): [string, Record<string, unknown>] => [
        'body.certificates.0.image',
        { certificates: [{ ...cert, image }] },
      ]),
      ['body.paymentMethods', { paymentMethods: Array(31).fill(cert) }],
      ['body.paymentMethods.0.image', { paymentMethods: [{ ...cert, image: '' }] }],
      ['body.qualityService', { qualityService: Array(13).fill(quality) }],
      ['body.qualityService.0.icon', { qualityService: [{ ...quality, icon: badImages[0] }] }],
      ['body.qualityService.0.title.EN', { qualityService: [{ ...quality, title: { EN: '' } }] }],
      [
        'body.qualityService.0.text.EN',
        { qualityService: [{ ...quality, text: { EN: 'x'.repeat(501) } }] },
      ],
      ['body.sponsors', { sponsors: Array(13).fill(sponsor) }],
      ['body.sponsors.0.text.EN', { sponsors: [{ ...sponsor, text: { MY: 'x' } }] }],
      ['body.sponsors.0.image', { sponsors: [{ ...sponsor, image: badImages[1] }] }],
      [
        'body.download.title.EN',
        { download: { ...before.download, title: { EN: 'x'.repeat(121) } } },
      ],
      ['body.download.text.EN', { download: { ...before.download, text: {} } }],
      ['body.download.image', { download: { ...before.download, image: badImages[3] } }],
      ['body.download.extra', { download: { ...before.download, extra: 1 } }],
      ['body.extra', { extra: 1 }],
    ];
    for (const [field, patch] of bad) {
      await expectValidationRefused(
        t,
        { method: 'PUT', url, token: admin, payload: { ...before, ...patch } },
        field,
      );
    }
    expect(await stored()).toEqual(before);
  });

  it('answers 401 without a token and 403 for a support operator, and changes nothing', async () => {
    const before = await stored();
    const payload = { ...before, sponsors: [] };
    expect((await t.call({ method: 'PUT', url, payload })).status).toBe(401);
    expect((await t.call({ method: 'GET', url })).status).toBe(401);
    const support = await createOperatorToken(t, 'support');
    const res = await t.call({ method: 'PUT', url, payload, token: support });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    // Support may read what is there.
    expect((await t.call({ method: 'GET', url, token: support })).status).toBe(200);
    expect(await stored()).toEqual(before);
  });
});
