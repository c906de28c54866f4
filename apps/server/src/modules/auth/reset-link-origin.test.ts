// The mailed reset link is built on the configured origin, never on the request's Host header:
// whoever sends the request chooses that header, and would otherwise receive a working link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { makeMember, nextIp, nextName, waitForMessage } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  // No PUBLIC_URL: outside production the site is http://localhost:<PORT>.
  t = await createTestApp({ seed: false, env: { PORT: '3999' } });
});
afterAll(() => t.close());

describe('forgot password by email without PUBLIC_URL', () => {
  it.each([
    { host: 'evil.example' },
    { host: 'evil.example:443', 'x-forwarded-host': 'evil.example' },
  ])('mails a link on http://localhost:<PORT> whatever the Host (%o)', async (headers) => {
    const email = `${nextName('host')}@example.com`;
    const member = await makeMember(t, { email });
    const res = await t.call({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({ username: member.username, email }).toString(),
      remoteAddress: nextIp(),
    });
    expect(res.status).toBe(200);
    const mail = await waitForMessage(t, email, 'mail');
    expect(mail.body).toMatch(/http:\/\/localhost:3999\/\?resetToken=[A-Za-z0-9_-]+/);
    expect(mail.body).not.toContain('evil.example');
  });
});
