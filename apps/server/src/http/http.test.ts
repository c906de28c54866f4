// The envelope, the error handler and hostile input, through HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('envelope and errors', () => {
  it('answers an unknown API path with 404 and a code', async () => {
    const res = await t.call({ method: 'GET', url: '/wps/does/not/exist' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
  });

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/ops/api/session',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin", ',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('MALFORMED_JSON');
  });

  it('answers an oversized body with 413 BODY_TOO_LARGE', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/ops/api/session',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('BODY_TOO_LARGE');
  });

  it('names an unknown field', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/ops/api/session',
      payload: { username: 'admin', password: 'x', isAdmin: true },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body.isAdmin' });
  });

  it('names a wrongly typed field', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/ops/api/session',
      payload: { username: 42, password: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body.username' });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/ops/api/session',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('never shows a stack trace', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/ops/api/session',
      headers: { 'content-type': 'application/json' },
      payload: '[',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('gives every response a request id', async () => {
    const res = await t.call({ method: 'GET', url: '/wps/system/status' });
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('sets security headers with a CSP that allows no inline script', async () => {
    const res = await t.call({ method: 'GET', url: '/wps/system/status' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-inline');
    // Google's reCAPTCHA and Identity Toolkit only with PHONE_AUTH_PROVIDER=firebase.
    expect(csp).not.toContain('google');
    // Payment proofs are fetched with a token and shown as object URLs.
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('operators', () => {
  it('logs in, reads itself, and logs out revoking the token', async () => {
    const token = await t.opsToken();
    const me = await t.call({ method: 'GET', url: '/ops/api/me', token });
    expect(me.body.value).toMatchObject({ username: 'admin', role: 'admin' });
    const out = await t.call({ method: 'DELETE', url: '/ops/api/session', token });
    expect(out.status).toBe(200);
    const after = await t.call({ method: 'GET', url: '/ops/api/me', token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('SESSION_EXPIRED');
  });

  it('gives the same answer for a wrong password and an unknown username', async () => {
    const wrong = await t.call({
      method: 'POST',
      url: '/ops/api/session',
      payload: { username: 'admin', password: 'nope' },
    });
    const unknown = await t.call({
      method: 'POST',
      url: '/ops/api/session',
      payload: { username: 'ghost', password: 'nope' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses the operators API without a token', async () => {
    const res = await t.call({ method: 'GET', url: '/ops/api/operators' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('NOT_LOGGED_IN');
  });

  it('lets an admin create a content operator who may not manage operators', async () => {
    const admin = await t.call({
      method: 'POST',
      url: '/ops/api/session',
      payload: { username: 'admin', password: 'test-operator-password' },
    });
    const token = admin.body.value.token;
    const created = await t.call({
      method: 'POST',
      url: '/ops/api/operators',
      token,
      payload: { username: 'editor', password: 'editor-password-1', role: 'content' },
    });
    expect(created.body.value).toMatchObject({ username: 'editor', role: 'content' });
    const dup = await t.call({
      method: 'POST',
      url: '/ops/api/operators',
      token,
      payload: { username: 'editor', password: 'editor-password-1', role: 'content' },
    });
    expect(dup.status).toBe(409);
    const editor = await t.call({
      method: 'POST',
      url: '/ops/api/session',
      payload: { username: 'editor', password: 'editor-password-1' },
    });
    const list = await t.call({
      method: 'GET',
      url: '/ops/api/operators',
      token: editor.body.value.token,
    });
    expect(list.status).toBe(403);
    expect(list.body.code).toBe('FORBIDDEN');
  });
});
