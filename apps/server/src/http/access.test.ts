// Who may call, over the app's whole route list, before what was sent is read: every member call refuses a visitor, a made-up
// token, a session that has ended and an operator; every operator call refuses a visitor, a
// made-up token and a member. None of those refusals changes anything. The calls come from the
// router's contract list, so a new call is covered by itself. (An operator without the call's
// permission: modules/ops/ops-permissions.test.ts.)
import { randomBytes } from 'node:crypto';
import type { Contract } from '@wps/contracts/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableFingerprints } from '../../test/db-rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMember } from '../modules/auth/test-helpers';
import { endMemberSessions, startMemberSession } from '../modules/member/member-session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A concrete URL for a contract's path: every parameter filled with something plausible. */
const urlOf = (contract: Contract) =>
  contract.path.replace(':reference', 'D00000001').replace(/:[a-zA-Z]+/g, '1');

/** The refusal a caller should get. */
type Refusal = { status: number; codes: string[] };

/** The calls that did not answer `refusal` to `token`, as `METHOD path -> status code`. */
async function notRefused(contracts: Contract[], token: string | undefined, refusal: Refusal) {
  const wrong: string[] = [];
  for (const contract of contracts) {
    const res = await t.call({
      method: contract.method,
      url: urlOf(contract),
      token,
      ...(contract.method === 'GET' ? {} : { payload: {} }),
    });
    if (res.status !== refusal.status || !refusal.codes.includes(res.body?.code)) {
      wrong.push(`${contract.method} ${contract.path} -> ${res.status} ${res.body?.code}`);
    }
  }
  return wrong;
}

describe('who may call, on every call', () => {
  it('member calls refuse visitors, made-up and ended sessions and operators, and change nothing', async () => {
    const member = await makeMember(t);
    const session = { ip: '203.0.113.91', userAgent: null };
    const ended = (await startMemberSession(t.deps, member, session)).token;
    await endMemberSessions(t.deps, member.id);
    const callers = [
      { who: 'visitor', token: undefined, refusal: { status: 401, codes: ['NOT_LOGGED_IN'] } },
      {
        who: 'made-up token',
        token: randomBytes(32).toString('base64url'),
        refusal: { status: 401, codes: ['SESSION_EXPIRED'] },
      },
      { who: 'ended session', token: ended, refusal: { status: 401, codes: ['SESSION_EXPIRED'] } },
      {
        who: 'operator',
        token: await t.opsToken(),
        refusal: { status: 403, codes: ['NOT_A_MEMBER'] },
      },
    ];
    const contracts = t.router.contracts.filter((c) => c.access === 'member');
    expect(contracts.length).toBeGreaterThan(80);
    const before = await tableFingerprints(t);
    for (const { who, token, refusal } of callers) {
      const wrong = await notRefused(contracts, token, refusal);
      expect(wrong, who).toEqual([]);
    }
    expect(await tableFingerprints(t)).toEqual(before);
  }, 180_000);

  it('operator calls refuse visitors, made-up tokens and members, and change nothing', async () => {
    const member = await makeMember(t);
    const token = (
      await startMemberSession(t.deps, member, { ip: '203.0.113.92', userAgent: null })
    ).token;
    const callers = [
      { who: 'visitor', token: undefined, codes: ['NOT_LOGGED_IN'] },
      {
        who: 'made-up token',
        token: randomBytes(32).toString('base64url'),
        codes: ['SESSION_EXPIRED'],
      },
      { who: 'member', token, codes: ['SESSION_EXPIRED', 'NOT_LOGGED_IN'] },
    ];
    const contracts = t.router.contracts.filter((c) => c.access === 'operator');
    expect(contracts.length).toBeGreaterThan(90);
    const before = await tableFingerprints(t);
    for (const { who, token: bearer, codes } of callers) {
      const wrong = await notRefused(contracts, bearer, { status: 401, codes });
      expect(wrong, who).toEqual([]);
    }
    expect(await tableFingerprints(t)).toEqual(before);
  }, 180_000);
});
