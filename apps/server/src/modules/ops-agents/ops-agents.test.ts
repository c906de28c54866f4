// The agents section of /ops through HTTP: applications (support reads, admin decides), promote
// and demote, moving a member to another upline; every refusal changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/accounts';
import { agentApplications } from '../../db/schema/agent-join';
import { auditRows, countRows } from '../../../test/db-rows';
import { createOperatorToken } from '../../../test/operators';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createMember } from '../member/member-create';
import { findMemberById, findMemberByUsername } from '../member/member.queries';
import { createSession } from '../session/session.service';

let t: TestApp;
let admin: string;
let support: string;
let content: string;
let agentId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.opsToken();
  support = await createOperatorToken(t, 'support');
  content = await createOperatorToken(t, 'content');
  agentId = (await findMemberByUsername(t.deps.db, 'agent01'))!.id;
});
afterAll(() => t.close());

let lastIp = 0;
const nextIp = () => `10.32.${Math.floor(lastIp / 250)}.${(lastIp++ % 250) + 1}`;
let lastMobile = 0;
const nextMobile = () => `97${String(++lastMobile).padStart(7, '0')}`;
let lastName = 0;
const nextName = () => `opsag${++lastName}x${process.pid % 1000}`;

const sessionOf = (id: number) =>
  createSession({ db: t.deps.db, ttlHours: 1 }, { kind: 'member', id, ip: null, userAgent: null });

async function newMember(accountType = 0, uplineId: number | null = null) {
  const username = nextName();
  const member = await createMember(
    t.deps.db,
    { username, nickname: username, passwordHash: null, accountType, uplineId },
    { actorKind: 'system', action: 'member.test' },
  );
  return { id: member.id, username };
}

const form = () => ({
  name: 'Ma Hla',
  countryDialingCode: '95',
  mobileNum: nextMobile(),
  contactApp: 'telegram',
  contactId: '@mahla',
  teamSize: 40,
  remark: '',
});

async function visitorApplication() {
  const username = nextName();
  const res = await t.call({
    method: 'POST',
    url: '/wps/agent/join',
    remoteAddress: nextIp(),
    payload: { ...form(), username, password: 'secret123', confirmPassword: 'secret123' },
  });
  expect(res.status).toBe(200);
  return { id: res.body.value.id as number, username };
}

async function memberApplication(memberId: number) {
  const res = await t.call({
    method: 'POST',
    url: '/wps/agent/join',
    remoteAddress: nextIp(),
    token: await sessionOf(memberId),
    payload: form(),
  });
  expect(res.status).toBe(200);
  return res.body.value.id as number;
}

const approve = (id: number, payload: unknown, token = admin) =>
  t.call({
    method: 'POST',
    url: `/ops/api/agent-applications/${id}/approve`,
    token,
    payload: payload as object,
  });
const reject = (id: number, payload: unknown, token = admin) =>
  t.call({
    method: 'POST',
    url: `/ops/api/agent-applications/${id}/reject`,
    token,
    payload: payload as object,
  });
const setType = (id: number | string, payload: unknown, token = admin) =>
  t.call({
    method: 'POST',
    url: `/ops/api/members/${id}/account-type`,
    token,
    payload: payload as object,
  });
const move = (id: number | string, payload: unknown, token = admin) =>
  t.call({
    method: 'POST',
    url: `/ops/api/members/${id}/upline`,
    token,
    payload: payload as object,
  });

async function applicationRow(id: number) {
  const [row] = await t.deps.db
    .select()
    .from(agentApplications)
    .where(eq(agentApplications.id, id));
  return row!;
}

describe('agent applications', () => {
  it('lists applications newest first for support, filtered by state', async () => {
    const { id, username } = await visitorApplication();
    const res = await t.call({
      method: 'GET',
      url: '/ops/api/agent-applications?status=pending',
      token: support,
    });
    expect(res.status).toBe(200);
    expect(res.body.value.items[0]).toMatchObject({
      id,
      kind: 'visitor',
      username,
      memberId: null,
      mobile: expect.stringMatching(/^\+95 97/),
      contactApp: 'telegram',
      teamSize: 40,
      status: 'pending',
    });
    const approved = await t.call({
      method: 'GET',
      url: '/ops/api/agent-applications?status=approved',
      token: support,
    });
    expect(
      approved.body.value.items.every((a: { status: string }) => a.status === 'approved'),
    ).toBe(true);
    const bad = await t.call({
      method: 'GET',
      url: '/ops/api/agent-applications?status=PENDING',
      token: support,
    });
    expect(bad.status).toBe(400);
  });

  it("approves a visitor's application: the account is made as an agent under the upline, and it can log in", async () => {
    const { id, username } = await visitorApplication();
    const res = await approve(id, { accountType: 1, upline: 'AGENT01', remark: 'Welcome' });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      status: 'approved',
      upline: 'agent01',
      decisionRemark: 'Welcome',
    });
    const member = (await findMemberByUsername(t.deps.db, username))!;
    expect(member).toMatchObject({ accountType: 1, uplineId: agentId, registerMethod: 'JOIN' });
    expect(member.affiliateCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(await applicationRow(id)).toMatchObject({ memberId: member.id, passwordHash: null });
    const login = await t.call({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: nextIp(),
      payload: { type: 'username', username, password: 'secret123' },
    });
    expect(login.status).toBe(200);
    const links = await t.call({
      method: 'GET',
      url: '/wps/agent/affiliate/links',
      token: login.body.value.token,
    });
    expect(links.body.value.items[0].code).toBe(member.affiliateCode);
    const audit = await auditRows(t, 'agent.application.approve');
    expect(audit.at(-1)).toMatchObject({ subject: `agent-application:${id}` });
    expect(audit.at(-1)!.detail).toMatchObject({
      member: member.id,
      accountType: 1,
      upline: agentId,
    });
  });

  it("approves a member's application at the top level with the type chosen", async () => {
    const player = await newMember(0, agentId);
    const id = await memberApplication(player.id);
    const res = await approve(id, { accountType: 42, upline: null });
    expect(res.status).toBe(200);
    expect(await findMemberById(t.deps.db, player.id)).toMatchObject({
      accountType: 42,
      uplineId: null,
    });
  });

  it('rejects with a reason, which the applicant sees; a decided application cannot be decided again', async () => {
    const player = await newMember();
    const id = await memberApplication(player.id);
    const res = await reject(id, { remark: 'Team too small for now' });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      status: 'rejected',
      decisionRemark: 'Team too small for now',
    });
    const mine = await t.call({
      method: 'GET',
      url: '/wps/agent/join',
      token: await sessionOf(player.id),
    });
    expect(mine.body.value.application).toMatchObject({
      status: 'rejected',
      decisionRemark: 'Team too small for now',
    });
    expect(await findMemberById(t.deps.db, player.id)).toMatchObject({ accountType: 0 });
    const again = await approve(id, { accountType: 1, upline: null });
    expect([again.status, again.body.code]).toEqual([409, 'APPLICATION_DECIDED']);
    expect(await findMemberById(t.deps.db, player.id)).toMatchObject({ accountType: 0 });
    // After a rejection the member may apply again.
    expect(await memberApplication(player.id)).toBeGreaterThan(id);
  });

  it('lets only admin decide; members, support and content are refused and nothing changes', async () => {
    const player = await newMember();
    const id = await memberApplication(player.id);
    const memberToken = await sessionOf(player.id);
    // A member cannot approve its own application: the console's calls refuse member sessions.
    for (const token of [memberToken, support, content, 'x'.repeat(40)]) {
      const res = await approve(id, { accountType: 1, upline: null }, token);
      expect(res.status, token.slice(0, 8)).toBeGreaterThanOrEqual(401);
      expect(res.status).toBeLessThanOrEqual(403);
      expect((await reject(id, { remark: 'no' }, token)).status).toBeGreaterThanOrEqual(401);
    }
    expect(
      (await t.call({ method: 'GET', url: '/ops/api/agent-applications', token: memberToken }))
        .status,
    ).toBe(401);
    expect(
      (await t.call({ method: 'GET', url: '/ops/api/agent-applications', token: content })).status,
    ).toBe(403);
    expect(await applicationRow(id)).toMatchObject({ status: 'pending', decidedBy: null });
    expect(await findMemberById(t.deps.db, player.id)).toMatchObject({ accountType: 0 });
  });

  it.each([
    ['a player type', { accountType: 0, upline: null }, 'body.accountType'],
    ['the trial type', { accountType: 4, upline: null }, 'body.accountType'],
    ['a type as text', { accountType: '1', upline: null }, 'body.accountType'],
    ['no upline field', { accountType: 1 }, 'body.upline'],
    ['an upline with odd letters', { accountType: 1, upline: "agent01' --" }, 'body.upline'],
    ['a player as upline', { accountType: 1, upline: 'player01' }, 'body.upline'],
    ['an unknown upline', { accountType: 1, upline: 'nobody_here' }, 'body.upline'],
    ['a remark over 140', { accountType: 1, upline: null, remark: 'x'.repeat(141) }, 'body.remark'],
    ['an unknown field', { accountType: 1, upline: null, memberId: 1 }, 'body.memberId'],
  ])('refuses %s and changes nothing', async (_label, payload, field) => {
    const { id } = await visitorApplication();
    const before = await countRows(t, members);
    const res = await approve(id, payload);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(await applicationRow(id)).toMatchObject({ status: 'pending' });
    expect(await countRows(t, members)).toBe(before);
  });

  it('approves once when two operators approve at the same moment', async () => {
    const { id, username } = await visitorApplication();
    const answers = await Promise.all([
      approve(id, { accountType: 1, upline: null }),
      approve(id, { accountType: 2, upline: null }),
      reject(id, { remark: 'duplicate' }),
    ]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const member = await findMemberByUsername(t.deps.db, username);
    const row = await applicationRow(id);
    if (row.status === 'approved') expect(member).not.toBeNull();
    else expect(member).toBeNull();
    expect(answers.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual([
      'APPLICATION_DECIDED',
      'APPLICATION_DECIDED',
    ]);
  });

  it('answers 404 for an unknown application and 400 for a bad id', async () => {
    expect((await approve(999_999, { accountType: 1, upline: null })).status).toBe(404);
    expect((await reject(999_999, { remark: 'x' })).status).toBe(404);
    expect((await approve(-1 as number, { accountType: 1, upline: null })).status).toBe(400);
    expect((await reject(1, { remark: '' })).status).toBe(400);
  });
});

describe('promote and demote', () => {
  it('promotes a player with a code and demotes an agent without downlines, audited', async () => {
    const player = await newMember();
    const up = await setType(player.id, { accountType: 2, remark: 'Good results' });
    expect(up.status).toBe(200);
    expect(up.body.value.accountType).toBe(2);
    expect((await findMemberById(t.deps.db, player.id))!.affiliateCode).toMatch(/^[A-Z0-9]{8}$/);
    const down = await setType(player.id, { accountType: 0 });
    expect(down.body.value.accountType).toBe(0);
    const audit = await auditRows(t, 'agent.accountType');
    expect(audit.at(-1)).toMatchObject({
      subject: `member:${player.id}`,
      detail: { from: 2, to: 0, remark: '' },
    });
  });

  it('refuses to demote an agent with downlines, trial accounts, and other roles', async () => {
    const agent = await newMember(1);
    await newMember(0, agent.id);
    const res = await setType(agent.id, { accountType: 0 });
    expect([res.status, res.body.code]).toEqual([409, 'AGENT_HAS_DOWNLINE']);
    const trial = await newMember(4);
    expect((await setType(trial.id, { accountType: 1 })).body.code).toBe('TRIAL_ACCOUNT');
    expect((await setType(agent.id, { accountType: 4 })).status).toBe(400);
    expect((await setType(agent.id, { accountType: 0 }, support)).status).toBe(403);
    expect((await setType('abc', { accountType: 0 })).status).toBe(400);
    expect((await setType(999_999, { accountType: 1 })).status).toBe(404);
    expect(await findMemberById(t.deps.db, agent.id)).toMatchObject({ accountType: 1 });
    expect(await findMemberById(t.deps.db, trial.id)).toMatchObject({ accountType: 4 });
  });
});

describe('moving a member to another upline', () => {
  it('moves a member under another agent and to the top level, audited', async () => {
    const a = await newMember(1);
    const b = await newMember(1);
    const player = await newMember(0, a.id);
    const res = await move(player.id, { upline: b.username.toUpperCase(), remark: 'asked by b' });
    expect(res.status).toBe(200);
    expect(res.body.value.upline).toBe(b.username);
    expect(await findMemberById(t.deps.db, player.id)).toMatchObject({ uplineId: b.id });
    const audit = await auditRows(t, 'agent.upline.move');
    expect(audit.at(-1)).toMatchObject({
      subject: `member:${player.id}`,
      detail: { from: a.id, to: b.id, remark: 'asked by b' },
    });
    expect((await move(player.id, { upline: null })).body.value.upline).toBeNull();
  });

  it('refuses a cycle: under itself or under anyone in its own team', async () => {
    const top = await newMember(1);
    const middle = await newMember(1, top.id);
    const bottom = await newMember(1, middle.id);
    for (const upline of [top.username, middle.username, bottom.username]) {
      const res = await move(top.id, { upline });
      expect([res.status, res.body.code], upline).toEqual([409, 'UPLINE_CYCLE']);
    }
    expect(await findMemberById(t.deps.db, top.id)).toMatchObject({ uplineId: null });
  });

  it('refuses players as uplines, other roles, and crossing moves never make a loop', async () => {
    const a = await newMember(1);
    const b = await newMember(1);
    expect((await move(a.id, { upline: 'player01' })).body.code).toBe('UPLINE_INVALID');
    expect((await move(a.id, { upline: b.username }, support)).status).toBe(403);
    expect((await move(a.id, { upline: b.username }, await sessionOf(a.id))).status).toBe(401);
    // a under b and b under a at once: one wins, the other sees the loop.
    const answers = await Promise.all([
      move(a.id, { upline: b.username }),
      move(b.id, { upline: a.username }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const rowA = (await findMemberById(t.deps.db, a.id))!;
    const rowB = (await findMemberById(t.deps.db, b.id))!;
    expect(rowA.uplineId === b.id && rowB.uplineId === b.id).toBe(false);
    expect([rowA.uplineId, rowB.uplineId].filter((u) => u !== null)).toHaveLength(1);
  });
});
