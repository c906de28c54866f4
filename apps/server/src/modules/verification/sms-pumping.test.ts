// SMS pumping and listing mobile numbers (issue 15, holes 7 and 8): offered dial codes and valid
// lengths only, the hourly caps per number, address, prefix and site with their alarm in /ops,
// the human check by default, and no "taken" answer past the per-address limits.
import { gt } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { members as membersTable, outbox, smsCodes } from '../../db/schema/accounts';
import { countRows } from '../../../test/db-rows';
import { expectValidationRefused } from '../../../test/expect-refused';
import { createOperatorToken } from '../../../test/operators';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  ACCOUNT_SECURITY_KEY,
  defaultAccountSecurity,
} from '../account-settings/account-settings.queries';
import { COUNTRIES_KEY } from '../country/country.queries';
import { insertMember } from '../member/member.queries';
import { writeSetting } from '../settings/settings.queries';
import { WHITELABEL_KEY, readWhitelabel } from '../whitelabel/whitelabel.queries';
import { issueChallenge, solveChallengeForTest } from './challenge.service';
import { SMS_LIMITS_KEY, defaultSmsLimits } from './sms-limits.queries';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await t.opsToken();
  const flags = await readWhitelabel(t.deps.db);
  await writeSetting(
    t.deps.db,
    WHITELABEL_KEY,
    { ...flags, MOBILENUMREG3: true, MOBILEVERCODELOGIN3: true, DIRECTREG3: true },
    null,
  );
  await writeSetting(t.deps.db, COUNTRIES_KEY, { countryCodes: ['MM', 'TH', 'US', 'AS'] }, null);
});
afterAll(() => t.close());

beforeEach(async () => {
  await writeSetting(t.deps.db, SMS_LIMITS_KEY, defaultSmsLimits, null);
  await writeSetting(t.deps.db, ACCOUNT_SECURITY_KEY, defaultAccountSecurity, null);
});
afterEach(() => {
  vi.useRealTimers();
});

/** The test clock: Date only, so the per-second limit is passed without waiting. */
function useTestClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date());
  return () => vi.setSystemTime(new Date(Date.now() + 1_100));
}

let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `10.77.${ipCounter >> 8}.${ipCounter & 255}`;
};

const solved = async () => solveChallengeForTest(await issueChallenge(t.deps));

type Way = 'register' | 'login' | 'reset';
const urls: Record<Way, string> = {
  register: '/wps/verification/sms/register',
  login: '/wps/verification/sms/noLogin',
  reset: '/wps/member/password/sms',
};

/** One code request; a solved challenge unless `challenge` is given (null: none at all). */
async function request(
  way: Way,
  dial: string,
  mobile: string,
  ip: string,
  challenge: object | null | undefined = undefined,
) {
  const number =
    way === 'register'
      ? { countryDialingCode: dial, mobileNo: mobile }
      : { countryDialingCode: dial, mobileNum: mobile };
  const human = challenge === null ? {} : { challenge: challenge ?? (await solved()) };
  return t.call({
    method: 'POST',
    url: urls[way],
    payload: { ...number, ...human },
    remoteAddress: ip,
  });
}

async function setLimits(patch: Partial<typeof defaultSmsLimits>) {
  await writeSetting(t.deps.db, SMS_LIMITS_KEY, { ...defaultSmsLimits, ...patch }, null);
}

const alarms = async () =>
  (await t.call({ method: 'GET', url: '/ops/api/system/sms/alarms', token: admin })).body.value
    .alarms as { cap: string; limit: number; key: string | null }[];

const tooMany = { success: false, code: 'TOO_MANY_REQUESTS' };

describe('only numbers the site offers', () => {
  it.each<[string, string, string, string]>([
    ['+882 (international networks, not a country)', '882', '123456789', 'body.countryDialingCode'],
    ['+9999 (no such dial code)', '9999', '12345678', 'body.countryDialingCode'],
    ['+44, a country the site does not offer', '44', '7400123456', 'body.countryDialingCode'],
    ['+95 with a number too short for Myanmar', '95', '91234', 'body.mobile'],
    ['+95 with a number too long for Myanmar', '95', '912345678901234', 'body.mobile'],
    ['+66 with a number too long for Thailand', '66', '81234567890', 'body.mobile'],
  ])(
    'refuses %s on every call (400 INVALID_PHONE_NUMBER), sending nothing',
    async (_n, dial, mobile, field) => {
      const codes = await countRows(t, smsCodes);
      const sent = await countRows(t, outbox);
      for (const way of ['register', 'login', 'reset'] as const) {
        const res = await request(way, dial, mobile, freshIp());
        expect(res.status, way).toBe(400);
        expect(res.body.code, way).toBe('INVALID_PHONE_NUMBER');
        expect(res.body.field, way).toMatch(new RegExp(`^${field.replace('.', '\\.')}`));
      }
      expect(await countRows(t, smsCodes)).toBe(codes);
      expect(await countRows(t, outbox)).toBe(sent);
    },
  );

  it('takes valid lengths of offered countries, a trunk 0, and a territory dial code', async () => {
    for (const [dial, mobile] of [
      ['95', '912345001'],
      ['95', '0912345002'],
      ['66', '812345003'],
      ['1', '2025550104'],
      ['1684', '2580105'],
    ] as const) {
      const res = await request('register', dial, mobile, freshIp());
      expect(res.status, `+${dial} ${mobile}`).toBe(200);
    }
  });

  it('refuses the dial code of a country the region rules block', async () => {
    const rules = { blockedCountries: ['TH'], blockedRanges: [] };
    const put = await t.call({
      method: 'PUT',
      url: '/ops/api/system/region',
      token: admin,
      payload: rules,
    });
    expect(put.status).toBe(200);
    const res = await request('register', '66', '812345106', freshIp());
    expect(res.body).toMatchObject({
      code: 'INVALID_PHONE_NUMBER',
      field: 'body.countryDialingCode',
    });
    await t.call({
      method: 'PUT',
      url: '/ops/api/system/region',
      token: admin,
      payload: { blockedCountries: [], blockedRanges: [] },
    });
  });

  it('registration refuses an unoffered dial code too, making no account', async () => {
    const members = await t.deps.db.$count(membersTable);
    const res = await t.call({
      method: 'POST',
      url: '/wps/member/register/mobile',
      remoteAddress: freshIp(),
      payload: {
        countryDialingCode: '882',
        mobileNum: '123456789',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        challenge: await solved(),
        domain: 'localhost',
        registerUrl: 'http://localhost/register',
        registerMethod: 'WEB',
        termsAccepted: true,
        login: false,
      },
    });
    expect(res.body).toMatchObject({
      code: 'INVALID_PHONE_NUMBER',
      field: 'body.countryDialingCode',
    });
    expect(res.status).toBe(400);
    expect(await t.deps.db.$count(membersTable)).toBe(members);
  });
});

describe('the human check', () => {
  it('is required by default: no, a wrong or a reused solution is refused, nothing sent', async () => {
    const sent = await countRows(t, outbox);
    for (const way of ['register', 'login', 'reset'] as const) {
      const res = await request(way, '95', '912345201', freshIp(), null);
      expect(res.status, way).toBe(400);
      expect(res.body.code, way).toBe('CHALLENGE_FAILED');
    }
    const solution = await solved();
    const wrong = { ...solution, number: solution.number + 1 };
    expect((await request('register', '95', '912345202', freshIp(), wrong)).body.code).toBe(
      'CHALLENGE_FAILED',
    );
    expect((await request('register', '95', '912345203', freshIp(), solution)).status).toBe(200);
    expect((await request('register', '95', '912345204', freshIp(), solution)).body.code).toBe(
      'CHALLENGE_FAILED',
    );
    expect(await countRows(t, outbox)).toBe(sent + 1);
  });

  it('is not asked once operators turn it off', async () => {
    await setLimits({ humanCheck: false });
    expect((await request('register', '95', '912345205', freshIp(), null)).status).toBe(200);
  });
});

describe('the hourly caps', () => {
  it('per address: the cap-th request passes, the next is 429 with the spec text and an alarm', async () => {
    await setLimits({ perAddressPerHour: 3 });
    const tick = useTestClock();
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      expect((await request('register', '95', `91234530${i}`, ip)).status).toBe(200);
      tick();
    }
    const refused = await request('login', '95', '912345310', ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject(tooMany);
    expect(refused.body.message).toContain('retry in 5 minutes');
    // Another address is not held back.
    expect((await request('register', '95', '912345311', freshIp())).status).toBe(200);
    expect(await alarms()).toContainEqual(
      expect.objectContaining({ cap: 'address', limit: 3, key: ip }),
    );
  });

  it('per address: IPv6 addresses of one /64 (one subscriber) share the cap', async () => {
    await setLimits({ perAddressPerHour: 2 });
    expect((await request('register', '95', '912345320', '2001:db8:77:1::a')).status).toBe(200);
    expect((await request('register', '95', '912345321', '2001:db8:77:1::b')).status).toBe(200);
    const refused = await request('register', '95', '912345322', '2001:db8:77:1:ffff::c');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject(tooMany);
    // Another /64 is another subscriber.
    expect((await request('register', '95', '912345323', '2001:db8:77:2::a')).status).toBe(200);
  });

  it('per prefix: numbers sharing the dial code and first digits, however written', async () => {
    await setLimits({ perPrefixPerHour: 3, prefixDigits: 4 });
    expect((await request('register', '95', '947770001', freshIp())).status).toBe(200);
    expect((await request('login', '95', '947770002', freshIp())).status).toBe(200);
    // The trunk zero does not make it another prefix.
    expect((await request('reset', '95', '0947770003', freshIp())).status).toBe(200);
    const refused = await request('register', '95', '947770004', freshIp());
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject(tooMany);
    expect(refused.body.message).toContain('retry in 5 minutes');
    expect((await request('register', '95', '947870005', freshIp())).status).toBe(200);
    expect(await alarms()).toContainEqual(
      expect.objectContaining({ cap: 'prefix', limit: 3, key: '+959477' }),
    );
  });

  it('per number: the account security cap answers QUOTA_EXCEEDED (429) and raises an alarm', async () => {
    await writeSetting(
      t.deps.db,
      ACCOUNT_SECURITY_KEY,
      { ...defaultAccountSecurity, smsSendsPerNumberPerHour: 2 },
      null,
    );
    // Two purposes, so the countdown of one code does not answer first.
    expect((await request('login', '95', '935550001', freshIp())).status).toBe(200);
    expect((await request('reset', '95', '935550001', freshIp())).status).toBe(200);
    const refused = await request('register', '95', '935550001', freshIp());
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('QUOTA_EXCEEDED');
    expect(await alarms()).toContainEqual(
      expect.objectContaining({ cap: 'number', limit: 2, key: '+95 935550001' }),
    );
  });

  it('site-wide: holds across 50 addresses, and raises one alarm however often it trips', async () => {
    const hourAgo = new Date(Date.now() - 3_600_000);
    const already = await t.deps.db.$count(smsCodes, gt(smsCodes.createdAt, hourAgo));
    await setLimits({ perHour: already + 20 });
    const answers = [];
    for (let i = 0; i < 50; i++) {
      // Every number its own prefix and every request its own address: only the site cap binds.
      const way = (['register', 'login', 'reset'] as const)[i % 3]!;
      answers.push(await request(way, '95', `9${String(100 + i)}00001`, freshIp()));
    }
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(30);
    for (const res of refused) {
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject(tooMany);
    }
    expect(answers.slice(20).every((a) => a.status === 429)).toBe(true);
    const site = (await alarms()).filter((a) => a.cap === 'site');
    expect(site).toEqual([
      expect.objectContaining({ cap: 'site', limit: already + 20, key: null }),
    ]);
  });
});

describe('listing registered numbers (MOBILE_TAKEN)', () => {
  let member = 0;
  async function registeredNumbers(n: number) {
    const numbers: string[] = [];
    for (let i = 0; i < n; i++) {
      member += 1;
      const mobile = `96${String(1_000_000 + member)}`;
      await insertMember(t.deps.db, {
        username: `listed_${member}`,
        nickname: `listed_${member}`,
        referralCode: `LISTED${member}`,
        dialCode: '95',
        mobileNum: mobile,
      });
      numbers.push(mobile);
    }
    return numbers;
  }

  it('a burst of 30 look-ups from one address is refused before the end, saying nothing', async () => {
    // The clock stands still: the whole burst falls in one second, however slow the machine.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date());
    const ip = freshIp();
    const answers = [];
    for (const mobile of await registeredNumbers(30)) {
      answers.push(await request('register', '95', mobile, ip));
    }
    const taken = answers.filter((a) => a.body.code === 'MOBILE_TAKEN');
    const refused = answers.filter((a) => a.status === 429);
    expect(taken.length).toBeLessThan(30);
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.at(-1)!.status).toBe(429);
    // A refused look-up of a free number answers the same as one of a taken number.
    const free = await request('register', '95', '969999999', ip);
    for (const res of refused) expect(res.body).toEqual(free.body);
  });

  it('paced at one a second, the per-address cap stops it at perAddressPerHour', async () => {
    const tick = useTestClock();
    const ip = freshIp();
    const answers = [];
    for (const mobile of await registeredNumbers(30)) {
      answers.push(await request('register', '95', mobile, ip));
      tick();
    }
    const taken = answers.filter((a) => a.body.code === 'MOBILE_TAKEN');
    expect(taken).toHaveLength(defaultSmsLimits.perAddressPerHour);
    const refused = answers.slice(defaultSmsLimits.perAddressPerHour);
    expect(refused.every((a) => a.status === 429)).toBe(true);
    const free = await request('register', '95', '969999998', ip);
    for (const res of refused) expect(res.body).toEqual(free.body);
  });
});

describe('the ops calls', () => {
  const url = '/ops/api/system/setting/sms';
  const changed = {
    humanCheck: false,
    perAddressPerHour: 7,
    perPrefixPerHour: 9,
    prefixDigits: 3,
    perHour: 321,
  };

  it('an admin reads the defaults and replaces them, audited; others are refused', async () => {
    expect((await t.call({ method: 'GET', url, token: admin })).body.value).toEqual(
      defaultSmsLimits,
    );
    const put = await t.call({ method: 'PUT', url, token: admin, payload: changed });
    expect(put.status).toBe(200);
    expect((await t.call({ method: 'GET', url, token: admin })).body.value).toEqual(changed);
    const support = await createOperatorToken(t, 'support');
    expect((await t.call({ method: 'GET', url, token: support })).status).toBe(403);
    expect(
      (await t.call({ method: 'PUT', url, token: support, payload: defaultSmsLimits })).status,
    ).toBe(403);
    expect(
      (await t.call({ method: 'GET', url: '/ops/api/system/sms/alarms', token: support })).status,
    ).toBe(403);
    expect((await t.call({ method: 'GET', url: '/ops/api/system/sms/alarms' })).status).toBe(401);
  });

  it.each<[string, object, string]>([
    ['no sends per address', { perAddressPerHour: 0 }, 'body.perAddressPerHour'],
    ['a fractional prefix cap', { perPrefixPerHour: 2.5 }, 'body.perPrefixPerHour'],
    ['a 9-digit prefix', { prefixDigits: 9 }, 'body.prefixDigits'],
    ['a site cap as a string', { perHour: '500' }, 'body.perHour'],
    ['the human check as a string', { humanCheck: 'no' }, 'body.humanCheck'],
    ['an unknown field', { perCountryPerHour: 3 }, 'body.perCountryPerHour'],
  ])('refuses %s', async (_name, patch, field) => {
    await expectValidationRefused(
      t,
      { method: 'PUT', url, token: admin, payload: { ...defaultSmsLimits, ...patch } },
      field,
    );
  });
});
