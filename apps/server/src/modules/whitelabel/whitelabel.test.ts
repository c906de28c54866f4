import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCsLink, encodeCsLink } from '@wps/contracts/system/cs-link';
import type { TWhitelabel } from '@wps/contracts/system/whitelabel';
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

const url = '/ops/api/system/whitelabel';

async function read(): Promise<TWhitelabel> {
  const res = await t.call({ method: 'GET', url: '/wps/system/whitelabel' });
  expect(res.status).toBe(200);
  return res.body.value;
}

describe('GET /wps/system/whitelabel', () => {
  it('serves the demo flags, links, customer service and languages', async () => {
    const w = await read();
    expect(w).toMatchObject({
      USERNAMEREG3: true,
      MOBILENUMREG3: false,
      MOBILENUMPASSREG3: true,
      REGMOBVERF3: true,
      MOBILEVERCODELOGIN3: true,
      DIRECTREG3: true,
      freePlay: false,
      forcePasswordChangeOnExpiry: false,
      passwordExpiryDays: 0,
      loginedToHomePage: false,
      memberCentreEnabled: true,
      referralPromoEnabled: true,
      currencySymbol: 'Ks',
      defaultLanguage: 'MY',
    });
    expect(w.socialLinks.telegram).toMatch(/^https:\/\//);
    const chat = w.customerService.find((c) => c.type === '3' && c.csType === 'LIVECHAT');
    expect(decodeCsLink(chat!.path)).toBe('/helpmc#contact');
    expect(w.customerService.some((c) => c.csType === 'VIP')).toBe(true);
    expect(w.languages.length).toBeGreaterThanOrEqual(36);
    const enabled = w.languages.filter((l) => l.enabled).map((l) => l.code);
    expect(enabled).toEqual(['MY', 'EN', 'CN', 'ID', 'TH', 'TY', 'VI']);
    for (const l of w.languages.filter((l) => !l.enabled)) expect(l.file).toBe('EN');
  });

  it("gives the spec's default currency label 'P' where no whitelabel was set", async () => {
    const plain = await createTestApp({ seed: false });
    try {
      const res = await plain.call({ method: 'GET', url: '/wps/system/whitelabel' });
      expect(res.status).toBe(200);
      expect(res.body.value.currencySymbol).toBe('P');
    } finally {
      await plain.close();
    }
  });
});

describe('PUT /ops/api/system/whitelabel', () => {
  it('replaces the flags for an admin, and audits the change', async () => {
    const before = await read();
    const next: TWhitelabel = {
      ...before,
      freePlay: true,
      MOBILENUMREG3: true,
      socialLinks: { ...before.socialLinks, whatsapp: null },
      defaultLanguage: 'EN',
    };
    const res = await t.call({ method: 'PUT', url, token: admin, payload: next });
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual(next);
    expect(await read()).toEqual(next);
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'system.whitelabel'), eq(auditLog.actorKind, 'operator')));
    expect(audits).toHaveLength(1);
    // Put the demo back for the other tests.
    await t.call({ method: 'PUT', url, token: admin, payload: before });
  });

  it('keeps hostile-looking text as plain text', async () => {
    const before = await read();
    const next: TWhitelabel = {
      ...before,
      customerService: [{ ...before.customerService[0]!, label: '<script>alert(1)</script>' }],
      languages: before.languages.map((l, i) =>
        i === 0 ? { ...l, name: "'; DROP TABLE settings; --" } : l,
      ),
    };
    const res = await t.call({ method: 'PUT', url, token: admin, payload: next });
    expect(res.status).toBe(200);
    expect(await read()).toEqual(next);
    await t.call({ method: 'PUT', url, token: admin, payload: before });
  });

  it('refuses a default language that is not enabled, naming defaultLanguage', async () => {
    const before = await read();
    const fr = before.languages.map((l) => (l.code === 'TH' ? { ...l, enabled: false } : l));
    await expectValidationRefused(
      t,
      {
        method: 'PUT',
        url,
        token: admin,
        payload: { ...before, languages: fr, defaultLanguage: 'TH' },
      },
      'body.defaultLanguage',
    );
    expect(await read()).toEqual(before);
  });

  it('refuses bad input for every field and changes nothing', async () => {
    const before = await read();
    const cs = before.customerService[0]!;
    const lang = before.languages[0]!;
    const hostile = ['<script>alert(1)</script>', "'; DROP TABLE settings; --"];
    const bad: Array<[field: string, patch: Record<string, unknown>]> = [
      ...(
        [
          'USERNAMEREG3',
          'MOBILENUMREG3',
          'MOBILENUMPASSREG3',
          'REGMOBVERF3',
          'MOBILEVERCODELOGIN3',
          'DIRECTREG3',
          'freePlay',
          'forcePasswordChangeOnExpiry',
          'loginedToHomePage',
          'memberCentreEnabled',
          'referralPromoEnabled',
        ] as const
      ).flatMap((flag): Array<[string, Record<string, unknown>]> => [
        [`body.${flag}`, { [flag]: 'true' }],
        [`body.${flag}`, { [flag]: 1 }],
        [`body.${flag}`, { [flag]: null }],
      ]),
      ['body.passwordExpiryDays', { passwordExpiryDays: -1 }],
      ['body.passwordExpiryDays', { passwordExpiryDays: 1.5 }],
      ['body.passwordExpiryDays', { passwordExpiryDays: 1e9 }],
      ['body.passwordExpiryDays', { passwordExpiryDays: '30' }],
      ['body.socialLinks', { socialLinks: 'https://t.me/x' }],
      ['body.socialLinks.tiktok', { socialLinks: { ...before.socialLinks, tiktok: null } }],
      ...['javascript:alert(1)', 'http://t.me/x', 'https://x'.padEnd(501, 'x'), ...hostile].map(
        (link): [string, Record<string, unknown>] => [
          'body.socialLinks.telegram',
          { socialLinks: { ...before.socialLinks, telegram: link } },
        ],
      ),
      ['body.customerService', { customerService: cs }],
      ['body.customerService', { customerService: Array(21).fill(cs) }],
      ['body.customerService.0.extra', { customerService: [{ ...cs, extra: 1 }] }],
      ['body.customerService.0.type', { customerService: [{ ...cs, type: 3 }] }],
      ['body.customerService.0.type', { customerService: [{ ...cs, type: '<script>' }] }],
      ['body.customerService.0.csType', { customerService: [{ ...cs, csType: 'PHONE' }] }],
      ...[
        'not-encoded',
        `${hostile[1]}k3Xq9LmZ`,
        encodeCsLink('/helpmc', 'k3Xq9LmZ').slice(0, -2),
        'A'.repeat(2050),
      ].map((path): [string, Record<string, unknown>] => [
        'body.customerService.0.path',
        { customerService: [{ ...cs, path }] },
      ]),
      ['body.customerService.0.label', { customerService: [{ ...cs, label: '' }] }],
      ['body.customerService.0.label', { customerService: [{ ...cs, label: 'x'.repeat(81) }] }],
      ['body.customerService.0.label', { customerService: [{ ...cs, label: 'a\u0000b' }] }],
      ['body.languages', { languages: [] }],
      ['body.languages', { languages: Array(61).fill(lang) }],
      [
        'body.languages.0.code',
        { languages: [{ ...lang, code: 'my' }, ...before.languages.slice(1)] },
      ],
      ['body.languages.0.name', { languages: [{ ...lang, name: 'x'.repeat(41) }] }],
      ['body.languages.0.file', { languages: [{ ...lang, file: 'FR' }] }],
      ['body.languages.0.enabled', { languages: [{ ...lang, enabled: 'yes' }] }],
      ['body.languages.0.extra', { languages: [{ ...lang, extra: true }] }],
      ['body.languages.1.code', { languages: [lang, lang] }],
      ['body.defaultLanguage', { defaultLanguage: 'FR' }],
      ['body.defaultLanguage', { defaultLanguage: hostile[0] }],
      ['body.currencySymbol', { currencySymbol: '' }],
      ['body.currencySymbol', { currencySymbol: 'PPPPP' }],
      ['body.currencySymbol', { currencySymbol: 5 }],
      ['body.extra', { extra: 1 }],
    ];
    for (const [field, patch] of bad) {
      await expectValidationRefused(
        t,
        { method: 'PUT', url, token: admin, payload: { ...before, ...patch } },
        field,
      );
    }
    const { USERNAMEREG3: _dropped, ...missing } = before;
    await expectValidationRefused(
      t,
      { method: 'PUT', url, token: admin, payload: missing },
      'body.USERNAMEREG3',
    );
    expect(await read()).toEqual(before);
  });

  it('answers 401 without a token, 403 for support and content operators, and changes nothing', async () => {
    const before = await read();
    const payload = { ...before, freePlay: !before.freePlay };
    const anonymous = await t.call({ method: 'PUT', url, payload });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('NOT_LOGGED_IN');
    const forged = await t.call({ method: 'PUT', url, payload, token: 'x'.repeat(43) });
    expect(forged.status).toBe(401);
    for (const role of ['support', 'content'] as const) {
      const token = await createOperatorToken(t, role);
      const res = await t.call({ method: 'PUT', url, payload, token });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    expect(await read()).toEqual(before);
  });
});
