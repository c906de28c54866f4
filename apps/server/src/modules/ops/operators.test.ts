// Managing operators through HTTP: the paged list, roles (built-in and custom), disabling and
// enabling, their sessions, and the two rules that keep the console governable: no operator
// changes their own account, and the last active admin stays one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATORS_PAGE_SIZE } from '@wps/contracts/ops/operators';
import { auditRows } from '../../../test/db-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;
let addresses = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await t.opsToken();
});
afterAll(async () => {
  await t.close();
});

/** Each login from an address of its own, below the login guard's burst limit. */
function login(username: string, password: string) {
  addresses += 1;
  return t.call({
    method: 'POST',
    url: '/ops/api/session',
    remoteAddress: `10.43.${addresses >> 8}.${addresses & 255}`,
    payload: { username, password },
  });
}

async function createOperator(username: string, role: string) {
  const password = `${username}-password`;
  const res = await t.call({
    method: 'POST',
    url: '/ops/api/operators',
    token: admin,
    payload: { username, password, role },
  });
  expect(res.status).toBe(200);
  const signedIn = await login(username, password);
  expect(signedIn.status).toBe(200);
  return { id: res.body.value.id as number, password, token: signedIn.body.value.token as string };
}

function update(token: string, id: number, payload: object) {
  return t.call({ method: 'PATCH', url: `/ops/api/operators/${id}`, token, payload });
}

async function adminId(): Promise<number> {
  const me = await t.call({ method: 'GET', url: '/ops/api/me', token: admin });
  return me.body.value.id as number;
}

describe('operators', () => {
  it('lists operators a page at a time', async () => {
    for (let i = 0; i < OPERATORS_PAGE_SIZE; i++) {
      await t.call({
        method: 'POST',
        url: '/ops/api/operators',
        token: admin,
        payload: { username: `pager_${i}`, password: 'pager-password-1', role: 'support' },
      });
    }
    const first = await t.call({ method: 'GET', url: '/ops/api/operators', token: admin });
    expect(first.status).toBe(200);
    expect(first.body.value.items).toHaveLength(OPERATORS_PAGE_SIZE);
    expect(first.body.value.items[0].username).toBe('admin');
    const second = await t.call({ method: 'GET', url: '/ops/api/operators?page=2', token: admin });
    expect(second.body.value.totalPages).toBeGreaterThanOrEqual(2);
    const names = second.body.value.items.map((o: { username: string }) => o.username);
    expect(names).toContain(`pager_${OPERATORS_PAGE_SIZE - 1}`);
    expect(names).not.toContain('admin');
    for (const bad of ['0', '-1', 'x', '10001']) {
      const res = await t.call({
        method: 'GET',
        url: `/ops/api/operators?page=${bad}`,
        token: admin,
      });
      expect([bad, res.status]).toEqual([bad, 400]);
    }
  });

  it('disables an operator: their session ends and the login is refused; enabling lets them in', async () => {
    const op = await createOperator('off_bob', 'support');
    const off = await update(admin, op.id, { active: false });
    expect(off.status).toBe(200);
    expect(off.body.value).toMatchObject({ username: 'off_bob', active: false });
    const me = await t.call({ method: 'GET', url: '/ops/api/me', token: op.token });
    expect(me.status).toBe(401);
    expect((await login('off_bob', op.password)).status).toBe(401);

    expect((await update(admin, op.id, { active: true })).body.value.active).toBe(true);
    expect((await login('off_bob', op.password)).status).toBe(200);
    const audit = await auditRows(t, 'ops.operator.update');
    expect(audit.filter((r) => r.subject === 'off_bob')).toHaveLength(2);
  });

  it('refuses to let an operator change their own account', async () => {
    const id = await adminId();
    for (const change of [{ active: false }, { role: 'content' }]) {
      const res = await update(admin, id, change);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    const me = await t.call({ method: 'GET', url: '/ops/api/me', token: admin });
    expect(me.body.value).toMatchObject({ role: 'admin', active: true });
  });

  it('never removes the last active admin, by role or by disabling', async () => {
    // A second admin may try to take the first one's role away; first the first is the only one.
    const second = await createOperator('second_admin', 'admin');
    const first = await adminId();
    // With two admins, the second admin may demote the first ...
    const demoted = await update(second.token, first, { role: 'finance' });
    expect(demoted.status).toBe(200);
    // ... and now the second is the last one: neither disabling nor demoting it is allowed, not
    // even by another operator who holds operators.manage through a custom role.
    await t.call({
      method: 'PUT',
      url: '/ops/api/roles/operator-desk',
      token: second.token,
      payload: { permissions: ['operators.manage'] },
    });
    const desk = await createOperatorAs(second.token, 'desk_carol', 'operator-desk');
    for (const change of [{ active: false }, { role: 'support' }]) {
      const res = await update(desk.token, second.id, change);
      expect([change, res.status, res.body.code]).toEqual([change, 409, 'LAST_ADMIN']);
    }
    const stillAdmin = await t.call({ method: 'GET', url: '/ops/api/me', token: second.token });
    expect(stillAdmin.body.value).toMatchObject({ role: 'admin', active: true });
    // A disabled admin does not count: enabling the first one as admin again makes two.
    expect((await update(second.token, first, { role: 'admin' })).status).toBe(200);
    expect((await update(desk.token, second.id, { active: false })).status).toBe(200);
    expect((await update(admin, second.id, { active: true })).status).toBe(200);
  });

  it('builds a custom role, gives it, and the operator holds exactly its permissions', async () => {
    const put = await t.call({
      method: 'PUT',
      url: '/ops/api/roles/notices-only',
      token: admin,
      payload: { permissions: ['content.edit', 'audit.read', 'content.edit'] },
    });
    expect(put.status).toBe(200);
    expect(put.body.value).toEqual({
      name: 'notices-only',
      builtIn: false,
      permissions: ['content.edit', 'audit.read'],
    });
    const op = await createOperator('custom_dan', 'support');
    expect((await update(admin, op.id, { role: 'notices-only' })).status).toBe(200);
    const me = await t.call({ method: 'GET', url: '/ops/api/me', token: op.token });
    expect(me.body.value).toMatchObject({
      role: 'notices-only',
      permissions: ['content.edit', 'audit.read'],
    });
    const roles = await t.call({ method: 'GET', url: '/ops/api/roles', token: admin });
    expect(roles.body.value.map((r: { name: string }) => r.name)).toEqual([
      'admin',
      'finance',
      'risk',
      'content',
      'support',
      'agent-manager',
      'notices-only',
      'operator-desk',
    ]);
    for (const [url, body] of [
      ['/ops/api/roles/admin', { permissions: [] }],
      ['/ops/api/roles/Bad%20Name', { permissions: [] }],
      ['/ops/api/roles/fine-name', { permissions: ['root.everything'] }],
    ] as const) {
      const res = await t.call({ method: 'PUT', url, token: admin, payload: body });
      expect([url, res.status]).toEqual([url, 400]);
    }
    const unknown = await update(admin, op.id, { role: 'no-such-role' });
    expect(unknown.status).toBe(400);
  });

  it("lists an operator's sessions and revokes one", async () => {
    const op = await createOperator('sessions_eve', 'support');
    const other = await login('sessions_eve', op.password);
    const list = await t.call({
      method: 'GET',
      url: `/ops/api/operators/${op.id}/sessions`,
      token: admin,
    });
    expect(list.status).toBe(200);
    expect(list.body.value).toHaveLength(2);
    expect(JSON.stringify(list.body.value)).not.toContain(op.token);
    const [firstSession] = list.body.value;
    const revoked = await t.call({
      method: 'DELETE',
      url: `/ops/api/operators/${op.id}/sessions/${firstSession.id}`,
      token: admin,
    });
    expect(revoked.status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/ops/api/me', token: op.token })).status).toBe(401);
    const stillIn = await t.call({
      method: 'GET',
      url: '/ops/api/me',
      token: other.body.value.token,
    });
    expect(stillIn.status).toBe(200);
    // Another operator's session id under this operator's path is not found, and nothing ends.
    const adminSessions = await t.call({
      method: 'GET',
      url: `/ops/api/operators/${await adminId()}/sessions`,
      token: admin,
    });
    const wrongPath = await t.call({
      method: 'DELETE',
      url: `/ops/api/operators/${op.id}/sessions/${adminSessions.body.value[0].id}`,
      token: admin,
    });
    expect(wrongPath.status).toBe(404);
    expect((await t.call({ method: 'GET', url: '/ops/api/me', token: admin })).status).toBe(200);
  });
});

/** Creates an operator as `token`'s operator and signs it in. */
async function createOperatorAs(token: string, username: string, role: string) {
  const password = `${username}-password`;
  const res = await t.call({
    method: 'POST',
    url: '/ops/api/operators',
    token,
    payload: { username, password, role },
  });
  expect(res.status).toBe(200);
  const signedIn = await login(username, password);
  return { id: res.body.value.id as number, token: signedIn.body.value.token as string };
}
