import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function consolidated(remoteAddress?: string) {
  const res = await t.call({
    method: 'GET',
    url: '/wps/system/settings/consolidated',
    remoteAddress,
  });
  expect(res.status).toBe(200);
  return res.body.value;
}

describe('GET /wps/system/settings/consolidated', () => {
  it('carries the same whitelabel, field rules and routes as their own calls', async () => {
    const all = await consolidated();
    const [whitelabel, register, routes] = await Promise.all(
      ['/wps/system/whitelabel', '/wps/system/setting/register', '/wps/system/domainRoute'].map(
        async (url) => (await t.call({ method: 'GET', url })).body.value,
      ),
    );
    expect(all.whitelabel).toEqual(whitelabel);
    expect(all.register).toEqual(register);
    expect(all.domainRoute).toEqual(routes);
    expect(all).toMatchObject({
      maintenance: false,
      regionRestriction: false,
      imageCDNs: [''],
      launchGameCDNs: [''],
    });
  });

  it("tells the visitor's IP and country", async () => {
    expect((await consolidated('203.81.64.1')).location).toEqual({
      ip: '203.81.64.1',
      countryCode: 'MM',
    });
    expect((await consolidated('127.0.0.1')).location).toEqual({
      ip: '127.0.0.1',
      countryCode: null,
    });
  });

  it('follows maintenance and region restriction', async () => {
    const token = await t.opsToken();
    const maintenance = { enabled: true, title: 'Upgrade', endTime: null, info: 'Back soon' };
    await t.call({
      method: 'PUT',
      url: '/ops/api/system/maintenance',
      token,
      payload: maintenance,
    });
    expect(await consolidated()).toMatchObject({ maintenance: true, regionRestriction: false });
    await t.call({
      method: 'PUT',
      url: '/ops/api/system/maintenance',
      token,
      payload: { ...maintenance, enabled: false },
    });
    await t.call({
      method: 'PUT',
      url: '/ops/api/system/region',
      token,
      payload: { blockedCountries: ['MM'], blockedRanges: [] },
    });
    expect(await consolidated('203.81.64.1')).toMatchObject({
      maintenance: false,
      regionRestriction: true,
    });
    expect(await consolidated('8.8.8.8')).toMatchObject({ regionRestriction: false });
    await t.call({
      method: 'PUT',
      url: '/ops/api/system/region',
      token,
      payload: { blockedCountries: [], blockedRanges: [] },
    });
  });

  it("names the site's time zone, in which every time on the site is shown", async () => {
    expect((await consolidated()).timeZone).toBe('Asia/Yangon');
  });

  it("gives the zone's offset now and the span it holds for (Yangon: +06:30, no changes)", async () => {
    const { timeZoneOffset } = await consolidated();
    expect(timeZoneOffset.minutes).toBe(390);
    const now = Date.now();
    expect(Date.parse(timeZoneOffset.validFrom)).toBeLessThan(now - 300 * 86_400_000);
    expect(Date.parse(timeZoneOffset.validUntil)).toBeGreaterThan(now + 300 * 86_400_000);
  });

  it('says whether help content has an agent article', async () => {
    // The demo help content (seeded by the help module) has an 'agent' section.
    expect((await consolidated()).hasAgentHelp).toBe(true);
  });
});
