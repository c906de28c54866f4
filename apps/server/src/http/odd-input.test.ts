// Every registered call, sent what an attacker or a broken client sends: odd path parameters,
// bodies of the wrong shape, prototype keys, oversized strings, odd query spellings. Each answer is
// a 4xx (or the call's own success), never a 5xx, and no request pollutes the process. The calls
// are taken from the router's contract list, so a new one is covered by itself. Each is made as
// the caller its access names (a member, the admin operator, or nobody), so the input reaches the
// validation and the service, not only the login check.
import type { Contract } from '@wps/contracts/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMember } from '../modules/auth/test-helpers';
import { startMemberSession } from '../modules/member/member-session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ODD_PARAMS = ['0', '-1', '99999999999999999999', '1.5', 'abc', '%E2%80%AE1', "1'--", '1e3'];
const LONG = 'x'.repeat(70_000);
/** Raw request bodies (JSON text, some of it broken). */
const ODD_BODIES: string[] = [
  '[]',
  '"text"',
  'null',
  '{"a":',
  '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}',
  JSON.stringify({
    id: -1,
    amount: '-1',
    page: 0,
    size: 1e9,
    username: LONG,
    password: LONG,
    language: 'XX',
  }),
  JSON.stringify({
    amount: '1e309',
    id: '1; DROP TABLE members',
    page: 'İ',
    size: null,
    enabled: 'yes',
  }),
];
const ODD_QUERIES: Record<string, string | string[]>[] = [
  { page: '-1', size: '999999999', language: 'zz-ZZ', sort: '__proto__' },
  { page: ['1', '2'], startDate: '0000-01-01', endDate: '9999-12-31', q: LONG.slice(0, 5000) },
];

interface OddRequest {
  url: string;
  payload?: string;
  query?: Record<string, string | string[]>;
}

/** Sessions end last: a logout half-way would turn the rest of the calls into 401s. */
const endsSession = (c: Contract) => /logout|session|password/i.test(c.path);

describe('odd input on every call', () => {
  it('answers 4xx or success, never 5xx, and pollutes nothing', async () => {
    const member = await makeMember(t);
    const tokens = {
      member: (await startMemberSession(t.deps, member, { ip: '203.0.113.78', userAgent: null }))
        .token,
      operator: await t.opsToken(),
      public: undefined,
    };
    const contracts = t.router.contracts
      .filter((c) => !c.stream)
      .sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
    expect(contracts.length).toBeGreaterThan(250);
    const failures: string[] = [];
    let sent = 0;
    /** Answers past the login check, by access: proof the input reached validation and services. */
    const reached = { member: 0, operator: 0, public: 0 };
    for (const contract of contracts) {
      const hasParams = contract.path.includes(':');
      const urls = hasParams
        ? ODD_PARAMS.map((p) => contract.path.replace(/:[A-Za-z]+/g, p))
        : [contract.path];
      const inputs: Omit<OddRequest, 'url'>[] =
        contract.method === 'GET'
          ? ODD_QUERIES.map((query) => ({ query }))
          : ODD_BODIES.map((payload) => ({ payload }));
      // Every odd id once (with the first input), every input on the first odd id.
      const requests: OddRequest[] = [
        ...urls.map((url) => ({ url, ...inputs[0] })),
        ...inputs.slice(1).map((input) => ({ url: urls[0]!, ...input })),
      ];
      for (const request of requests) {
        const res = await t.call({
          method: contract.method,
          token: tokens[contract.access],
          url: request.url,
          ...(request.payload === undefined
            ? { query: request.query }
            : { payload: request.payload }),
          headers: { 'content-type': 'application/json' },
        });
        sent += 1;
        if (res.status !== 401 && res.status !== 403) reached[contract.access] += 1;
        if (res.status >= 500) {
          failures.push(
            `${contract.method} ${request.url} ${(request.payload ?? JSON.stringify(request.query)).slice(0, 80)} -> ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
    expect(reached.member).toBeGreaterThan(300);
    expect(reached.operator).toBeGreaterThan(500);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 600_000);
});
