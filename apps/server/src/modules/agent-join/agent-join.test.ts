// The /join application, affiliate links and the account centre, through HTTP: who may call
// each, what a refusal leaves unchanged, the per-address and per-agent limits, and which link
// brought whom.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/accounts';
import { affiliateLinks, agentApplications } from '../../db/schema/agent-join';
import { verifyPassword } from '../../lib/passwords';
import { auditRows, countRows } from '../../../test/db-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createMember } from '../member/member-create';
import { findMemberById, findMemberByUsername } from '../member/member.queries';
import { createSession } from '../session/session.service';

let t: TestApp;
let agentToken: string;
let agentId: number;
let playerToken: string;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://www.royalwin.example' } });
  agentId = (await findMemberByUsername(t.deps.db, 'agent01'))!.id;
  agentToken = await sessionOf(agentId);
  playerToken = await sessionOf((await findMemberByUsername(t.deps.db, 'player01'))!.id);
});
afterAll(() => t.close());

let lastIp = 0;
const nextIp = () => `10.31.${Math.floor(lastIp / 250)}.${(lastIp++ % 250) + 1}`;
let lastMobile = 0;
const nextMobile = () => `97${String(++lastMobile).padStart(7, '0')}`;
let lastName = 0;
const nextName = () => `joiner${++lastName}x${process.pid % 1000}`;

const sessionOf = (id: number) =>
  createSession({ db: t.deps.db, ttlHours: 1 }, { kind: 'member', id, ip: null, userAgent: null });

async function newPlayer(accountType = 0) {
  const username = nextName();
  const member = await createMember(
    t.deps.db,
    { username, nickname: username, passwordHash: null, accountType },
    { actorKind: 'system', action: 'member.test' },
  );
  return { id: member.id, username, token: await sessionOf(member.id) };
}

const visitorForm = (extra: Record<string, unknown> = {}) => ({
  name: 'Aung Aung',
  countryDialingCode: '95',
  mobileNum: nextMobile(),
  contactApp: 'viber',
  contactId: '+95 9 123 4567',
  teamSize: 25,
  remark: 'I run a tea shop with many regulars.',
  username: nextName(),
  password: 'secret123',
  confirmPassword: 'secret123',
  ...extra,
});

const memberForm = (extra: Record<string, unknown> = {}) => {
  const { username: _u, password: _p, confirmPassword: _c, ...form } = visitorForm();
  return { ...form, ...extra };
};

function apply(payload: unknown, options: { token?: string; ip?: string } = {}) {
  return t.call({
    method: 'POST',
    url: '/wps/agent/join',
    payload: payload as object,
    remoteAddress: options.ip ?? nextIp(),
    ...(options.token ? { token: options.token } : {}),
  });
}

describe('POST /wps/agent/join', () => {
  it("keeps a visitor's application with the password only as a hash, and makes no account", async () => {
    const form = visitorForm();
    const before = await countRows(t, members);
    const res = await apply(form);
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ status: 'pending', decidedAt: null });
    expect(await countRows(t, members)).toBe(before);
    const [row] = await t.deps.db
      .select()
      .from(agentApplications)
      .where(eq(agentApplications.id, res.body.value.id));
    expect(row).toMatchObject({ memberId: null, username: form.username, teamSize: 25 });
    expect(row!.passwordHash).not.toContain('secret123');
    expect(await verifyPassword(row!.passwordHash!, 'secret123')).toBe(true);
    const audit = await auditRows(t, 'agent.application.submit');
    expect(audit.at(-1)).toMatchObject({ subject: `agent-application:${row!.id}` });
  });

  it("links a member's application to the account and shows it back to the member", async () => {
    const player = await newPlayer();
    const res = await apply(memberForm(), { token: player.token });
    expect(res.status).toBe(200);
    const mine = await t.call({ method: 'GET', url: '/wps/agent/join', token: player.token });
    expect(mine.body.value).toEqual({ isAgent: false, application: res.body.value });
    const [row] = await t.deps.db
      .select()
      .from(agentApplications)
      .where(eq(agentApplications.id, res.body.value.id));
    expect(row).toMatchObject({ memberId: player.id, username: null, passwordHash: null });
  });

  it('allows one open application per member, mobile number and wanted username', async () => {
    const player = await newPlayer();
    expect((await apply(memberForm(), { token: player.token })).status).toBe(200);
    const again = await apply(memberForm(), { token: player.token });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('AGENT_APPLICATION_OPEN');

    const first = visitorForm();
    expect((await apply(first)).status).toBe(200);
    const sameMobile = await apply(visitorForm({ mobileNum: first.mobileNum }));
    expect(sameMobile.body.code).toBe('AGENT_APPLICATION_OPEN');
    // The same name in other letters' case is the same name.
    const sameName = await apply(visitorForm({ username: first.username.toUpperCase() }));
    expect(sameName.body.code).toBe('AGENT_APPLICATION_OPEN');
  });

  it('refuses agents, trial accounts, taken names and numbers, and mismatched passwords', async () => {
    const before = await countRows(t, agentApplications);
    const asAgent = await apply(memberForm(), { token: agentToken });
    expect([asAgent.status, asAgent.body.code]).toEqual([409, 'ALREADY_AN_AGENT']);
    const trial = await newPlayer(4);
    const asTrial = await apply(memberForm(), { token: trial.token });
    expect([asTrial.status, asTrial.body.code]).toEqual([403, 'TRIAL_ACCOUNT']);
    const taken = await apply(visitorForm({ username: 'PLAYER01' }));
    expect([taken.status, taken.body.code]).toEqual([409, 'USERNAME_TAKEN']);
    const takenMobile = await apply(visitorForm({ mobileNum: '9700000002' }));
    expect([takenMobile.status, takenMobile.body.code]).toEqual([409, 'MOBILE_TAKEN']);
    const mismatch = await apply(visitorForm({ confirmPassword: 'other123' }));
    expect([mismatch.status, mismatch.body.code]).toEqual([400, 'PASSWORDS_DO_NOT_MATCH']);
    // A member's application is for the member: it names no other account.
    const player = await newPlayer();
    const named = await apply(memberForm({ username: 'someone' }), { token: player.token });
    expect([named.status, named.body.field]).toEqual([400, 'body.username']);
    expect(await countRows(t, agentApplications)).toBe(before);
  });

  it.each([
    ['a visitor without a username', { username: undefined }, 'body.username'],
    ['a remark over 140 characters', { remark: 'x'.repeat(141) }, 'body.remark'],
    ['a team of none', { teamSize: 0 }, 'body.teamSize'],
    ['a team as text', { teamSize: '25' }, 'body.teamSize'],
    ['a team too large', { teamSize: 1e9 }, 'body.teamSize'],
    ['an unknown contact app', { contactApp: 'icq' }, 'body.contactApp'],
    ['a name with a line break', { name: 'Aung\nAung' }, 'body.name'],
    ['an empty name', { name: '   ' }, 'body.name'],
    ['letters in the number', { mobileNum: '97abc1234' }, 'body.mobileNum'],
    ['a dial code no country has', { countryDialingCode: '999' }, 'body.countryDialingCode'],
    ['a name outside the username letters', { username: 'ádmin' }, 'body.username'],
    ['markup as a username', { username: '<script>' }, 'body.username'],
    ['an unknown field', { accountType: 1 }, 'body.accountType'],
  ])('refuses %s with a 4xx naming the field and stores nothing', async (_label, patch, field) => {
    const before = await countRows(t, agentApplications);
    const res = await apply(visitorForm(patch));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(String(res.body.field)).toMatch(new RegExp(`^${field.replace('.', '\\.')}`));
    expect(await countRows(t, agentApplications)).toBe(before);
  });

  it('keeps one of two applications sent at once for the same number', async () => {
    const mobileNum = nextMobile();
    const answers = await Promise.all([
      apply(visitorForm({ mobileNum })),
      apply(visitorForm({ mobileNum })),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await t.deps.db
      .select()
      .from(agentApplications)
      .where(eq(agentApplications.mobileNum, mobileNum));
    expect(rows).toHaveLength(1);
  });

  it('takes a 140-character Burmese remark', async () => {
    const res = await apply(visitorForm({ remark: 'မ'.repeat(140) }));
    expect(res.status).toBe(200);
  });

  it('answers 5 applications an hour per address, then 429 and stores nothing', async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < 5; i++) expect((await apply(visitorForm(), { ip })).status).toBe(200);
    const before = await countRows(t, agentApplications);
    const res = await apply(visitorForm(), { ip });
    expect([res.status, res.body.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(await countRows(t, agentApplications)).toBe(before);
  });

  it('shows a member its latest application only with a session', async () => {
    const res = await t.call({ method: 'GET', url: '/wps/agent/join' });
    expect(res.status).toBe(401);
  });
});

describe('affiliate links', () => {
  const links = (token: string) =>
    t.call({ method: 'GET', url: '/wps/agent/affiliate/links', token });
  const create = (token: string, domain: unknown) =>
    t.call({ method: 'POST', url: '/wps/agent/affiliate/links', token, payload: { domain } });

  it("lists the agent's invitation code as its first link, on the site's address", async () => {
    const res = await links(agentToken);
    expect(res.status).toBe(200);
    expect(res.body.value.domains[0]).toBe('https://www.royalwin.example');
    expect(res.body.value.items[0]).toMatchObject({
      code: 'AGENT01',
      domain: 'https://www.royalwin.example',
      url: 'https://www.royalwin.example/register?affiliateCode=AGENT01',
    });
    // The link for the agent's own code is made once; later looks only read.
    const before = await countRows(t, affiliateLinks);
    expect((await links(agentToken)).body.value.items).toHaveLength(res.body.value.items.length);
    expect(await countRows(t, affiliateLinks)).toBe(before);
  });

  it('counts the registrations each link brought, whatever case the code was typed in', async () => {
    const made = await create(agentToken, 'HTTPS://WWW.royalwin.example/');
    expect(made.status).toBe(200);
    expect(made.body.value).toMatchObject({
      registrations: 0,
      domain: 'https://www.royalwin.example',
    });
    const code: string = made.body.value.code;
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    for (const typed of [code.toLowerCase(), code]) {
      const res = await t.call({
        method: 'POST',
        url: '/wps/member/register',
        remoteAddress: nextIp(),
        payload: {
          username: nextName(),
          password: 'secret123',
          confirmPassword: 'secret123',
          affiliateCode: typed,
          domain: 'www.royalwin.example',
          registerUrl: 'https://www.royalwin.example/register',
          registerMethod: 'WEB',
          termsAccepted: true,
          login: false,
        },
      });
      expect(res.status).toBe(200);
      const member = await findMemberById(t.deps.db, res.body.value.id);
      expect(member).toMatchObject({ uplineId: agentId, affiliateLinkId: made.body.value.id });
    }
    const after = (await links(agentToken)).body.value.items;
    expect(after.find((l: { id: number }) => l.id === made.body.value.id).registrations).toBe(2);
  });

  it('refuses players, domains the site does not have, and more than 20 links', async () => {
    expect((await links(playerToken)).body.code).toBe('NOT_AN_AGENT');
    expect((await create(playerToken, 'https://www.royalwin.example')).status).toBe(403);
    expect((await t.call({ method: 'GET', url: '/wps/agent/affiliate/links' })).status).toBe(401);
    const before = await countRows(t, affiliateLinks);
    for (const domain of ['https://evil.example', 'javascript:alert(1)', 'not a url', '', 7]) {
      const res = await create(agentToken, domain);
      expect([res.status, res.body.field], String(domain)).toEqual([400, 'body.domain']);
    }
    expect(await countRows(t, affiliateLinks)).toBe(before);
    const sub = await newPlayer(1);
    for (let i = 0; i < 19; i++) {
      expect((await create(sub.token, 'https://www.royalwin.example')).status).toBe(200);
    }
    // The 20th is its own code's link, made on its first look.
    expect((await links(sub.token)).body.value.items).toHaveLength(20);
    const full = await create(sub.token, 'https://www.royalwin.example');
    expect([full.status, full.body.code]).toEqual([409, 'AFFILIATE_LINKS_FULL']);
  });
});

describe('POST /wps/agent/downline', () => {
  const open = (token: string, payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: '/wps/agent/downline', token, payload });

  it('opens a player and a sub-agent under the agent; the sub-agent gets its own code', async () => {
    const player = await open(agentToken, {
      kind: 'player',
      username: nextName(),
      password: 'secret123',
      confirmPassword: 'secret123',
    });
    expect(player.status).toBe(200);
    expect(player.body.value.affiliateCode).toBeNull();
    expect(await findMemberById(t.deps.db, player.body.value.id)).toMatchObject({
      uplineId: agentId,
      accountType: 0,
    });
    const sub = await open(agentToken, {
      kind: 'agent',
      username: nextName(),
      password: 'secret123',
      confirmPassword: 'secret123',
    });
    expect(sub.status).toBe(200);
    const row = await findMemberById(t.deps.db, sub.body.value.id);
    expect(row).toMatchObject({ uplineId: agentId, accountType: 1 });
    expect(row!.affiliateCode).toBe(sub.body.value.affiliateCode);
    const audit = await auditRows(t, 'agent.downline.register');
    expect(audit.at(-1)).toMatchObject({ actorId: agentId, subject: `member:${row!.id}` });
  });

  it('refuses players, taken names and bad input, and opens nothing', async () => {
    const before = await countRows(t, members);
    const form = {
      kind: 'player',
      username: nextName(),
      password: 'secret123',
      confirmPassword: 'secret123',
    };
    expect((await open(playerToken, form)).body.code).toBe('NOT_AN_AGENT');
    expect((await open(agentToken, { ...form, username: 'Player01' })).body.code).toBe(
      'USERNAME_TAKEN',
    );
    expect((await open(agentToken, { ...form, kind: 'operator' })).status).toBe(400);
    expect((await open(agentToken, { ...form, confirmPassword: 'x' })).body.code).toBe(
      'PASSWORDS_DO_NOT_MATCH',
    );
    expect((await open(agentToken, { ...form, uplineId: 1 })).status).toBe(400);
    expect((await open(agentToken, { ...form, username: 'a b' })).status).toBe(400);
    expect(await countRows(t, members)).toBe(before);
  });

  it('opens at most 30 accounts an hour per agent', async () => {
    const sub = await newPlayer(1);
    const form = () => ({
      kind: 'player',
      username: nextName(),
      password: 'secret123',
      confirmPassword: 'secret123',
    });
    for (let i = 0; i < 30; i++) expect((await open(sub.token, form())).status).toBe(200);
    const res = await open(sub.token, form());
    expect([res.status, res.body.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
  });
});
