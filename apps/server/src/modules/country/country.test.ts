import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCountry, type TCountry } from '@wps/contracts/system/country';
import { auditLog } from '../../db/schema/core';
import { expectValidationRefused } from '../../../test/expect-refused';
import { createOperatorToken } from '../../../test/operators';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { allCountries } from './country-data';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.opsToken();
});
afterAll(() => t.close());

const url = '/ops/api/system/country';
const demoCodes = [
  'MM',
  'TH',
  'VN',
  'CN',
  'ID',
  'MY',
  'SG',
  'PH',
  'KH',
  'LA',
  'IN',
  'BD',
  'US',
  'GB',
  'JP',
  'KR',
];

async function read(remoteAddress?: string) {
  const res = await t.call({ method: 'GET', url: '/wps/system/country', remoteAddress });
  expect(res.status).toBe(200);
  return res.body.value as { countries: TCountry[]; currentCountryCode: string | null };
}

describe('country data', () => {
  it('lists every country once, well-formed', () => {
    expect(allCountries.length).toBeGreaterThan(240);
    const codes = allCountries.map((c) => c.countryCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of allCountries) expect(ZCountry.parse(c)).toEqual(c);
    const byCode = new Map(allCountries.map((c) => [c.countryCode, c.countryDialingCode]));
    expect(byCode.get('MM')).toBe('95');
    expect(byCode.get('TH')).toBe('66');
    expect(byCode.get('GB')).toBe('44');
    expect(byCode.get('US')).toBe('1');
  });

  it('has a flag for every demo country, and a default flag', () => {
    const flags = fileURLToPath(new URL('../../../../web/public/flags/', import.meta.url));
    for (const code of [...demoCodes, 'default'])
      expect(existsSync(`${flags}${code}.svg`), code).toBe(true);
  });
});

describe('GET /wps/system/country', () => {
  it('offers the demo countries in order, with dial codes', async () => {
    const { countries } = await read();
    expect(countries.map((c) => c.countryCode)).toEqual(demoCodes);
    expect(countries[0]).toEqual({ countryCode: 'MM', countryDialingCode: '95', name: 'Myanmar' });
  });

  it("answers the visitor's country from the IP, and null when unknown", async () => {
    expect((await read('203.81.64.1')).currentCountryCode).toBe('MM');
    expect((await read('127.0.0.1')).currentCountryCode).toBeNull();
  });
});

describe('PUT /ops/api/system/country', () => {
  it('replaces the offered countries for an admin, without duplicates, and audits it', async () => {
    const res = await t.call({
      method: 'PUT',
      url,
      token: admin,
      payload: { countryCodes: ['TH', 'MM', 'TH'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({ countryCodes: ['TH', 'MM'] });
    expect((await read()).countries.map((c) => c.countryCode)).toEqual(['TH', 'MM']);
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'system.country'));
    expect(audits).toHaveLength(1);
    await t.call({ method: 'PUT', url, token: admin, payload: { countryCodes: demoCodes } });
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await read();
    const bad: Array<[field: string, payload: unknown]> = [
      ['body.countryCodes', {}],
      ['body.countryCodes', { countryCodes: [] }],
      ['body.countryCodes', { countryCodes: 'MM' }],
      ['body.countryCodes', { countryCodes: Array(251).fill('MM') }],
      ['body.countryCodes.1', { countryCodes: ['MM', 'mm'] }],
      ['body.countryCodes.1', { countryCodes: ['MM', 95] }],
      ['body.countryCodes.1', { countryCodes: ['MM', 'MMR'] }],
      ['body.countryCodes.1', { countryCodes: ['MM', 'ZZ'] }],
      ['body.countryCodes.0', { countryCodes: ['<script>alert(1)</script>'] }],
      ['body.countryCodes.0', { countryCodes: ["'; DROP TABLE settings; --"] }],
      ['body.extra', { countryCodes: ['MM'], extra: 1 }],
    ];
    for (const [field, payload] of bad) {
      await expectValidationRefused(t, { method: 'PUT', url, token: admin, payload }, field);
    }
    expect(await read()).toEqual(before);
  });

  it('answers 401 without a token and 403 for a support operator, and changes nothing', async () => {
    const before = await read();
    const payload = { countryCodes: ['US'] };
    expect((await t.call({ method: 'PUT', url, payload })).status).toBe(401);
    const support = await createOperatorToken(t, 'support');
    const res = await t.call({ method: 'PUT', url, payload, token: support });
    expect(res.status).toBe(403);
    expect(await read()).toEqual(before);
  });
});

describe('GET /ops/api/system/country', () => {
  it('answers every known country and the offered codes in order, for settings operators', async () => {
    const res = await t.call({ method: 'GET', url, token: admin });
    expect(res.status).toBe(200);
    expect(res.body.value.countries).toEqual(allCountries);
    expect(res.body.value.offered).toEqual(demoCodes);
  });

  it('answers 401 without a token and 403 for a content operator', async () => {
    expect((await t.call({ method: 'GET', url })).status).toBe(401);
    const content = await createOperatorToken(t, 'content');
    const res = await t.call({ method: 'GET', url, token: content });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
  });
});
