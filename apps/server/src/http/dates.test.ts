// Every date a request can carry is bounded by the contracts: edge days (year 0, year 9999, a
// day that does not exist, empty, garbage, huge) are 400 VALIDATION_FAILED on every endpoint
// that takes one, never a 500 from the database. The endpoints are found from the registered
// contracts (their schemas' date and date-time formats), so a new one is covered too.
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contract } from '@wps/contracts/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMember } from '../modules/auth/test-helpers';
import { startMemberSession } from '../modules/member/member-session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Part = 'query' | 'body';
interface DateField {
  contract: Contract;
  part: Part;
  path: string[];
  format: 'date' | 'date-time';
}

/** Paths of the date and date-time strings in a JSON schema (objects, optional and nullable). */
function datePaths(
  schema: unknown,
  path: string[] = [],
): { path: string[]; format: 'date' | 'date-time' }[] {
  const s = schema as Record<string, unknown>;
  if (!s || typeof s !== 'object') return [];
  if (s.format === 'date' || s.format === 'date-time') return [{ path, format: s.format }];
  const found: { path: string[]; format: 'date' | 'date-time' }[] = [];
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const sub of (s[key] as unknown[] | undefined) ?? []) found.push(...datePaths(sub, path));
  }
  for (const [name, sub] of Object.entries((s.properties as Record<string, unknown>) ?? {})) {
    found.push(...datePaths(sub, [...path, name]));
  }
  return found;
}

function dateFields(contracts: readonly Contract[]): DateField[] {
  const fields: DateField[] = [];
  for (const contract of contracts) {
    for (const part of ['query', 'body'] as const) {
      const schema = contract[part];
      if (!schema) continue;
      const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
      for (const { path, format } of datePaths(json)) fields.push({ contract, part, path, format });
    }
  }
  return fields;
}

const DAY = '2025-06-01';
const TIME = '2025-06-01T00:00:00Z';
const EARLIER = '2025-05-01T00:00:00Z';

/**
 * A request each date-taking endpoint accepts, which a test then spoils in one date field. A new
 * endpoint with a required field other than its dates needs its line here (the test says so).
 */
const validInput: Record<
  string,
  { query?: Record<string, unknown>; body?: Record<string, unknown> }
> = {
  'GET /wps/agent/contracts/statements': { query: { kind: 'daily_salary' } },
  'POST /ops/api/promotions': {
    body: {
      texts: { EN: { title: 'Dates', body: 'Dates.', image: null } },
      rules: { type: 'signup', amount: '1' },
      startsAt: EARLIER,
    },
  },
  'PUT /ops/api/promotions/:id': {
    body: {
      texts: { EN: { title: 'Dates', body: 'Dates.', image: null } },
      rules: { type: 'signup', amount: '1' },
      startsAt: EARLIER,
    },
  },
  'GET /wps/agent/report/overview': { query: { startDate: DAY, endDate: DAY } },
  'GET /wps/agent/report/downline': { query: { startDate: DAY, endDate: DAY } },
  'GET /wps/agent/report/betting': { query: { startDate: DAY, endDate: DAY } },
  'GET /wps/agent/report/profit-loss': { query: { startDate: DAY, endDate: DAY } },
  'GET /wps/agent/report/income': { query: { startDate: DAY, endDate: DAY } },
  'GET /wps/agent/report/transactions': { query: { startDate: DAY, endDate: DAY } },
  'POST /ops/api/agent-settlements/settle': { body: { kind: 'daily_salary' } },
  'POST /ops/api/messages': {
    body: {
      audience: 'segment',
      segment: { registeredFrom: DAY, registeredTo: DAY },
      title: 'Hello',
      body: 'A message to the members who registered that day.',
    },
  },
  'POST /ops/api/notices': {
    body: {
      type: 'PL',
      title: { EN: 'Dates' },
      content: { EN: 'Dates.' },
      startsAt: EARLIER,
      endsAt: null,
      sort: 1,
    },
  },
  'PUT /ops/api/notices/:id': {
    body: {
      type: 'PL',
      title: { EN: 'Dates' },
      content: { EN: 'Dates.' },
      startsAt: EARLIER,
      endsAt: null,
      sort: 1,
    },
  },
  'POST /ops/api/banners': {
    body: {
      groupName: 'w_vip',
      title: { EN: 'Dates' },
      image: { EN: '/banners/w_vip-1.svg' },
      linkageType: 1,
      link: '/vip',
      startsAt: EARLIER,
      endsAt: null,
      sort: 1,
    },
  },
  'PUT /ops/api/banners/:id': {
    body: {
      groupName: 'w_vip',
      title: { EN: 'Dates' },
      image: { EN: '/banners/w_vip-1.svg' },
      linkageType: 1,
      link: '/vip',
      startsAt: EARLIER,
      endsAt: null,
      sort: 1,
    },
  },
  'PUT /ops/api/system/maintenance': {
    body: { enabled: false, title: '', endTime: null, info: '' },
  },
  'GET /wps/member/bet-records': { query: { startDate: DAY, endDate: DAY } },
  'GET /ops/api/reports/dashboard': { query: { from: DAY, to: DAY } },
  'GET /ops/api/reports/daily': { query: { from: DAY, to: DAY } },
  'GET /ops/api/reports/channels': { query: { from: DAY, to: DAY } },
  'GET /wps/member/profit-loss': { query: { startDate: DAY, endDate: DAY } },
};

const badDays = [
  '0000-01-01',
  '9999-12-31',
  '1999-12-31',
  '2101-01-01',
  '2025-02-30',
  '2023-02-29',
  '2025-13-01',
  '2025-6-1',
  '',
  ' ',
  'garbage',
  '2025-06-01T00:00:00Z',
  '-2025-06-01',
  '+275760-09-13',
  '2025-06-01\u0000',
  '1'.repeat(4000),
];
const badTimes = [
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '1999-12-31T23:59:59Z',
  '2101-01-01T00:00:00Z',
  '2025-02-30T00:00:00Z',
  '2025-06-01T24:00:00Z',
  '2025-06-01',
  '',
  'garbage',
  '+275760-09-13T00:00:00Z',
  '2025-06-01T00:00:00',
  '1'.repeat(4000),
];

function withValue(input: Record<string, unknown>, path: string[], value: unknown) {
  const copy = structuredClone(input);
  let at: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    at[key] = { ...((at[key] as Record<string, unknown>) ?? {}) };
    at = at[key] as Record<string, unknown>;
  }
  at[path[path.length - 1]!] = value;
  return copy;
}

describe('dates in requests', () => {
  it('are bounded on every endpoint that takes one: 400 VALIDATION_FAILED, never a 500', async () => {
    const fields = dateFields(t.router.contracts);
    // The endpoints known today; a new one joins the test by itself (found from its schema).
    expect(
      new Set(fields.map((f) => `${f.contract.method} ${f.contract.path}`)).size,
    ).toBeGreaterThanOrEqual(10);
    const member = await makeMember(t);
    const tokens = {
      member: (await startMemberSession(t.deps, member, { ip: '203.0.113.77', userAgent: null }))
        .token,
      operator: await t.opsToken(),
      public: undefined,
    };
    for (const field of fields) {
      const { contract, part, path, format } = field;
      const name = `${contract.method} ${contract.path}`;
      const base = validInput[name] ?? {};
      const url = contract.path.replace(/:[A-Za-z]+/g, '1');
      const send = (value: unknown) => {
        const input = withValue(base[part] ?? {}, path, value);
        return t.call({
          method: contract.method,
          url,
          token: tokens[contract.access],
          ...(part === 'query' ? { query: input as Record<string, string> } : { payload: input }),
        });
      };
      // The valid request is not refused for its dates (a missing line in validInput shows here).
      const fine = await send(format === 'date' ? DAY : TIME);
      expect(
        fine.status,
        `${name}: add a valid request for it to validInput: ${JSON.stringify(fine.body)}`,
      ).not.toBe(400);
      expect(fine.status, name).toBeLessThan(500);
      for (const value of format === 'date' ? badDays : badTimes) {
        const res = await send(value);
        const what = `${name} ${part}.${path.join('.')}=${String(value).slice(0, 30)}`;
        expect(res.status, what).toBe(400);
        expect(res.body, what).toMatchObject({
          code: 'VALIDATION_FAILED',
          field: `${part}.${path.join('.')}`,
        });
      }
      if (part === 'body') {
        const res = await send(20250601);
        expect(res.body.code, name).toBe('VALIDATION_FAILED');
      }
    }
  });
});
