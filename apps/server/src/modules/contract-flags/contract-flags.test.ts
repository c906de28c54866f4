// The contract flags: a settings document admins read and replace, every change audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditRows } from '../../../test/db-rows';
import { createOperatorToken } from '../../../test/operators';
import { makeMoneyMember } from '../../../test/money-members';
import { defaultContractFlags, readContractFlags } from './contract-flags.queries';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/ops/api/system/setting/contract-flags';
const flags = {
  dailysalreqtype: true,
  divtypereq: true,
  contracthoursalreqtype: false,
  realtimesalreqtype: true,
};

describe('/ops/api/system/setting/contract-flags', () => {
  it('starts with every contract off, then answers what an admin saved, audited', async () => {
    const token = await t.opsToken();
    expect((await t.call({ method: 'GET', url: URL, token })).body.value).toEqual(
      defaultContractFlags,
    );
    const put = await t.call({ method: 'PUT', url: URL, token, payload: flags });
    expect(put.status).toBe(200);
    expect(put.body.value).toEqual(flags);
    expect((await t.call({ method: 'GET', url: URL, token })).body.value).toEqual(flags);
    const audit = await auditRows(t, 'system.contractFlags');
    expect(audit.at(-1)).toMatchObject({ actorKind: 'operator', detail: flags });
  });

  it.each([
    [{ ...flags, divtypereq: 1 }, 'body.divtypereq'],
    [{ ...flags, divtypereq: 'true' }, 'body.divtypereq'],
    [
      { dailysalreqtype: true, divtypereq: true, contracthoursalreqtype: true },
      'body.realtimesalreqtype',
    ],
    [{ ...flags, extra: true }, 'body.extra'],
  ])('refuses %o and keeps the saved flags', async (payload, field) => {
    const before = await readContractFlags(t.deps.db);
    const res = await t.call({ method: 'PUT', url: URL, token: await t.opsToken(), payload });
    expect([res.status, res.body.code, res.body.field]).toEqual([400, 'VALIDATION_FAILED', field]);
    expect(await readContractFlags(t.deps.db)).toEqual(before);
  });

  it('is for admins only', async () => {
    const before = await readContractFlags(t.deps.db);
    const content = await createOperatorToken(t, 'content');
    const member = await makeMoneyMember(t);
    const auditBefore = (await auditRows(t, 'system.contractFlags')).length;
    const cases: Array<[string | undefined, number, string]> = [
      [undefined, 401, 'NOT_LOGGED_IN'],
      [content, 403, 'FORBIDDEN'],
      [member.token, 401, 'SESSION_EXPIRED'],
    ];
    for (const [token, status, code] of cases) {
      const put = await t.call({
        method: 'PUT',
        url: URL,
        token,
        payload: { ...flags, divtypereq: false },
      });
      expect([put.status, put.body.code], code).toEqual([status, code]);
      const read = await t.call({ method: 'GET', url: URL, token });
      expect([read.status, read.body.code], code).toEqual([status, code]);
    }
    expect(await readContractFlags(t.deps.db)).toEqual(before);
    expect((await auditRows(t, 'system.contractFlags')).length).toBe(auditBefore);
  });
});
