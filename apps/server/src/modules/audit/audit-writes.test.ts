// Every operator write leaves exactly one audit row, written by that operator and naming the
// member it was about (issue 20). The writes are the app's own routes as Fastify serves them, so
// a write added anywhere (a contract or a plain route) fails this test until it is listed here:
// driven for real, or, where a real call costs a long setup, in `refusedOnly` with the reason.
import { randomBytes } from 'node:crypto';
import { gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import { memberDevices } from '../../db/schema/accounts';
import { agentSettlementRuns } from '../../db/schema/agent-contracts';
import { auditLog } from '../../db/schema/core';
import { realPng } from '../../../test/images';
import { registeredRoutes } from '../../../test/routes';
import { bankDeposit, makePayMember, proofIdOf, type PayMember } from '../../../test/payments-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { insertFeedback } from '../feedback/feedback.queries';
import { totpOf } from '../ops/totp';
import {
  answerReceipt,
  createPlayer,
  opsAction,
  paidWithdrawal,
  proofOf,
  withdraw,
  type Player,
} from '../withdrawals/withdrawal-test-kit';

let t: TestApp;
let admin: string;
let adminId: number;
/** A member most member calls act on. */
let member: PayMember;
/** A member with money and a bank account, for withdrawals. */
let player: Player;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.opsToken();
  adminId = (await t.call({ method: 'GET', url: '/ops/api/me', token: admin })).body.value.id;
  member = await makePayMember(t);
  player = await createPlayer(t);
  finance = await operator('finance');
  const made = await makePayMember(t);
  agent = { id: made.id, username: made.username };
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** How to make one write go through: its URL, body and caller, and whom its row is about. */
interface Drive {
  url: string;
  /** The JSON body; none when left out. */
  payload?: unknown;
  /** A raw body with its headers (an image upload). */
  raw?: { body: Buffer; headers: Record<string, string> };
  /** The caller's token: the admin's when left out. */
  token?: string;
  /** The operator the row must name as its actor: the admin when left out. */
  actorId?: number;
  /** The member the row must name (the viewer's member filter finds it by this). */
  memberId?: number;
  /** Rows the call writes besides its own, by action, when it does more than one thing. */
  alsoWrites?: string[];
}

/**
 * What the writes driven so far answered, by route: later writes act on what earlier made. Any:
 * each holds its own contract's value, read by the one driver that knows which.
 */
const answers = new Map<string, any>();
const answer = (key: string) => {
  const value = answers.get(key);
  if (value === undefined) throw new Error(`${key} has not run yet`);
  return value;
};

const get = async (url: string, token = admin) => {
  const res = await t.call({ method: 'GET', url, token });
  expect(res.status, `GET ${url}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
  return res.body.value;
};

/** A settings write that puts back what its read gives: goes through and changes nothing. */
const putBack =
  (readUrl: string, url = readUrl) =>
  async (): Promise<Drive> => ({
    url,
    payload: await get(readUrl),
  });

const texts = (text: string) => ({ EN: text });
const unique = () => randomBytes(4).toString('hex');

/** An operator of `role`, signed in. */
async function operator(role: string): Promise<{ id: number; token: string }> {
  const username = `${role}_${unique()}`;
  const created = await t.call({
    method: 'POST',
    url: '/ops/api/operators',
    token: admin,
    payload: { username, password: 'a-long-password-1', role },
  });
  expect(created.status).toBe(200);
  return { id: created.body.value.id, token: await opsLogin(username, 'a-long-password-1') };
}

let sampleOperator: { id: number; username: string; password: string };
let twoFactorSecret: string;

async function opsLogin(username: string, password: string): Promise<string> {
  const res = await t.call({
    method: 'POST',
    url: '/ops/api/session',
    payload: { username, password },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value.token as string;
}

const noticeBody = () => ({
  type: 'PL',
  title: texts('Audit test'),
  content: texts('Audit test notice'),
  startsAt: new Date().toISOString(),
  endsAt: null,
  sort: 0,
});
const bannerBody = () => ({
  groupName: 'w_home',
  title: texts('Audit test'),
  image: texts('/assets/banners/home-1.png'),
  linkageType: 0,
  link: null,
  startsAt: new Date().toISOString(),
  endsAt: null,
  sort: 0,
});
const helpBody = () => ({
  tag: 'general',
  sort: 0,
  title: texts('Audit test'),
  content: texts('Audit test help'),
});
const missionBody = () => ({
  title: texts('Audit test'),
  period: 'daily',
  kind: 'rounds',
  target: '5',
  rewardAmount: '100',
});
const channelBody = (code: string) => ({
  code,
  type: 'bank',
  name: 'Audit bank',
  texts: { EN: { name: 'Audit bank', instructions: '' } },
  minAmount: '100',
  maxAmount: '1000000',
  feeFixed: '0',
  feeBps: 0,
  forDeposit: true,
  forWithdrawal: false,
  enabled: false,
  sort: 0,
  bank: { bankName: 'KBZ Bank', accountName: 'Audit', accountNumber: '1234 5678' },
});
const rewardBody = () => ({ kind: 'goods', names: texts('Audit cap'), points: 10, stock: 5 });
const promotionBody = () => ({
  texts: { EN: { title: 'Audit test', body: '' } },
  rules: { type: 'application', amount: '1000' },
});

/** An operator who is not the admin: adjustments are decided by someone other than their maker. */
let finance: { id: number; token: string };
/** A member made an agent, for the tree and contract calls. */
let agent: { id: number; username: string };

/** An adjustment above the approval threshold, made by the admin: pending. */
async function pendingAdjustment(): Promise<number> {
  const { adjustmentApprovalAbove } = await get('/ops/api/system/setting/money');
  const res = await t.call({
    method: 'POST',
    url: `/ops/api/members/${member.id}/adjustments`,
    token: admin,
    payload: {
      wallet: 'cash',
      direction: 'credit',
      amount: String(BigInt(adjustmentApprovalAbove) + 1n),
      reason: 'Audit test, above the threshold',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.value.state).toBe('pending');
  return res.body.value.id as number;
}

let applications = 0;
/** A visitor's agent application, pending. */
async function agentApplication(): Promise<number> {
  applications += 1;
  const res = await t.call({
    method: 'POST',
    url: '/wps/agent/join',
    remoteAddress: `198.51.100.${applications}`,
    payload: {
      name: 'Ma Hla',
      countryDialingCode: '95',
      mobileNum: `9${String(Date.now()).slice(-8)}${applications}`,
      contactApp: 'telegram',
      contactId: '@mahla',
      teamSize: 40,
      remark: '',
      username: `aud${unique()}`,
      password: 'secret123',
      confirmPassword: 'secret123',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value.id as number;
}

/**
 * The writes driven for real, in the order they run (an edit after its create). Each must answer
 * 200 and add exactly one audit row.
 */
const driven: [route: string, drive: () => Promise<Drive>][] = [
  // The site's settings: each put back as read.
  [
    'PUT /ops/api/system/maintenance',
    async () => ({
      url: '/ops/api/system/maintenance',
      payload: { enabled: false, title: 'Audit test', endTime: null, info: '' },
    }),
  ],
  [
    'PUT /ops/api/system/region',
    async () => ({
      url: '/ops/api/system/region',
      payload: { blockedCountries: [], blockedRanges: [] },
    }),
  ],
  ['PUT /ops/api/system/setting/sms', putBack('/ops/api/system/setting/sms')],
  ['PUT /ops/api/system/setting/security', putBack('/ops/api/system/setting/security')],
  ['PUT /ops/api/system/setting/money', putBack('/ops/api/system/setting/money')],
  ['PUT /ops/api/system/setting/contract-flags', putBack('/ops/api/system/setting/contract-flags')],
  ['PUT /ops/api/system/setting/agent-activity', putBack('/ops/api/system/setting/agent-activity')],
  [
    'PUT /ops/api/system/setting/register',
    putBack('/wps/system/setting/register', '/ops/api/system/setting/register'),
  ],
  [
    'PUT /ops/api/system/whitelabel',
    putBack('/wps/system/whitelabel', '/ops/api/system/whitelabel'),
  ],
  [
    'PUT /ops/api/system/country',
    async () => {
      const { countries, offered } = await get('/ops/api/system/country');
      const codes = offered ?? countries.map((c: { countryCode: string }) => c.countryCode);
      return { url: '/ops/api/system/country', payload: { countryCodes: codes } };
    },
  ],
  [
    'PUT /ops/api/system/domainRoute',
    async () => ({
      url: '/ops/api/system/domainRoute',
      payload: { routes: await get('/wps/system/domainRoute') },
    }),
  ],
  ['PUT /ops/api/system/templates', putBack('/ops/api/system/templates')],
  ['PUT /ops/api/risk/settings', putBack('/ops/api/risk/settings')],
  ['PUT /ops/api/agent-settlements/settings', putBack('/ops/api/agent-settlements/settings')],
  [
    'PUT /ops/api/vip/settings',
    async () => {
      const settings = await get('/ops/api/vip/settings');
      // The read counts each rank's members too; the write takes the ranks alone.
      const ranks = settings.ranks.map(({ members: _, ...rank }: { members: unknown }) => rank);
      return { url: '/ops/api/vip/settings', payload: { ...settings, ranks } };
    },
  ],
  ['PUT /ops/api/points/settings', putBack('/ops/api/points/settings')],

  // Operators, roles, sessions and two-factor: on an operator made here.
  [
    'POST /ops/api/operators',
    async () => {
      sampleOperator = {
        id: 0,
        username: `audit_${unique()}`,
        password: 'a-long-password-1',
      };
      return {
        url: '/ops/api/operators',
        payload: { ...sampleOperator, id: undefined, role: 'content' },
      };
    },
  ],
  [
    'POST /ops/api/session',
    async () => {
      sampleOperator.id = answer('POST /ops/api/operators').id;
      return {
        url: '/ops/api/session',
        payload: { username: sampleOperator.username, password: sampleOperator.password },
        token: '',
        actorId: sampleOperator.id,
      };
    },
  ],
  [
    'POST /ops/api/me/two-factor/setup',
    async () => ({
      url: '/ops/api/me/two-factor/setup',
      token: answer('POST /ops/api/session').token,
      actorId: sampleOperator.id,
    }),
  ],
  [
    'POST /ops/api/me/two-factor/confirm',
    async () => {
      twoFactorSecret = answer('POST /ops/api/me/two-factor/setup').secret;
      return {
        url: '/ops/api/me/two-factor/confirm',
        payload: { otp: totpOf(twoFactorSecret, 'x').generate({ timestamp: Date.now() }) },
        token: answer('POST /ops/api/session').token,
        actorId: sampleOperator.id,
      };
    },
  ],
  [
    'POST /ops/api/me/two-factor/disable',
    async () => ({
      url: '/ops/api/me/two-factor/disable',
      // The next window's code: the one just used is spent.
      payload: { otp: totpOf(twoFactorSecret, 'x').generate({ timestamp: Date.now() + 30_000 }) },
      token: answer('POST /ops/api/session').token,
      actorId: sampleOperator.id,
    }),
  ],
  [
    'DELETE /ops/api/session',
    async () => ({
      url: '/ops/api/session',
      token: await opsLogin(sampleOperator.username, sampleOperator.password),
      actorId: sampleOperator.id,
    }),
  ],
  [
    'DELETE /ops/api/operators/:id/sessions/:sessionId',
    async () => {
      const sessions = await get(`/ops/api/operators/${sampleOperator.id}/sessions`);
      const live = (sessions.items ?? sessions.list ?? sessions) as { id: number }[];
      return { url: `/ops/api/operators/${sampleOperator.id}/sessions/${live[0]!.id}` };
    },
  ],
  [
    'PATCH /ops/api/operators/:id',
    async () => ({ url: `/ops/api/operators/${sampleOperator.id}`, payload: { role: 'support' } }),
  ],
  [
    'POST /ops/api/operators/:id/two-factor/reset',
    async () => ({ url: `/ops/api/operators/${sampleOperator.id}/two-factor/reset` }),
  ],
  [
    'PUT /ops/api/roles/:name',
    async () => ({
      url: '/ops/api/roles/audit-sample',
      payload: { permissions: ['content.edit'] },
    }),
  ],

  // Content: made, edited, removed.
  ['POST /ops/api/notices', async () => ({ url: '/ops/api/notices', payload: noticeBody() })],
  [
    'PUT /ops/api/notices/:id',
    async () => ({
      url: `/ops/api/notices/${answer('POST /ops/api/notices').id}`,
      payload: { ...noticeBody(), sort: 1 },
    }),
  ],
  [
    'DELETE /ops/api/notices/:id',
    async () => ({ url: `/ops/api/notices/${answer('POST /ops/api/notices').id}` }),
  ],
  ['POST /ops/api/banners', async () => ({ url: '/ops/api/banners', payload: bannerBody() })],
  [
    'PUT /ops/api/banners/:id',
    async () => ({
      url: `/ops/api/banners/${answer('POST /ops/api/banners').id}`,
      payload: { ...bannerBody(), sort: 1 },
    }),
  ],
  [
    'DELETE /ops/api/banners/:id',
    async () => ({ url: `/ops/api/banners/${answer('POST /ops/api/banners').id}` }),
  ],
  ['POST /ops/api/help', async () => ({ url: '/ops/api/help', payload: helpBody() })],
  [
    'PUT /ops/api/help/:id',
    async () => ({
      url: `/ops/api/help/${answer('POST /ops/api/help').id}`,
      payload: { ...helpBody(), sort: 1 },
    }),
  ],
  [
    'DELETE /ops/api/help/:id',
    async () => ({ url: `/ops/api/help/${answer('POST /ops/api/help').id}` }),
  ],
  [
    'POST /ops/api/content/images',
    async () => ({
      url: '/ops/api/content/images',
      raw: { body: realPng(8, 8), headers: { 'content-type': 'image/png' } },
    }),
  ],
  ['POST /ops/api/missions', async () => ({ url: '/ops/api/missions', payload: missionBody() })],
  [
    'PUT /ops/api/missions/:id',
    async () => ({
      url: `/ops/api/missions/${answer('POST /ops/api/missions').id}`,
      payload: { ...missionBody(), target: '6' },
    }),
  ],
  [
    'POST /ops/api/payment-channels',
    async () => ({ url: '/ops/api/payment-channels', payload: channelBody(`audit-${unique()}`) }),
  ],
  [
    'PUT /ops/api/payment-channels/:id',
    async () => {
      const { id, code } = answer('POST /ops/api/payment-channels');
      const { code: _code, type: _type, ...body } = channelBody(code);
      return { url: `/ops/api/payment-channels/${id}`, payload: { ...body, sort: 1 } };
    },
  ],
  [
    'POST /ops/api/points/rewards',
    async () => ({ url: '/ops/api/points/rewards', payload: rewardBody() }),
  ],
  [
    'PUT /ops/api/points/rewards/:id',
    async () => ({
      url: `/ops/api/points/rewards/${answer('POST /ops/api/points/rewards').id}`,
      payload: { ...rewardBody(), stock: 6 },
    }),
  ],

  // Members: the calls on one member's account.
  [
    'POST /ops/api/members/:id/notes',
    async () => ({
      url: `/ops/api/members/${member.id}/notes`,
      payload: { body: 'Audit test note' },
      memberId: member.id,
    }),
  ],
  [
    'PUT /ops/api/members/:id/labels',
    async () => ({
      url: `/ops/api/members/${member.id}/labels`,
      payload: { labels: [{ name: 'audit', colour: '#112233' }], rankLevel: 1 },
      memberId: member.id,
    }),
  ],
  [
    'POST /ops/api/members/:id/sessions/revoke',
    async () => ({
      url: `/ops/api/members/${member.id}/sessions/revoke`,
      payload: {},
      memberId: member.id,
    }),
  ],
  [
    'POST /ops/api/members/:id/password/reset',
    async () => ({ url: `/ops/api/members/${member.id}/password/reset`, memberId: member.id }),
  ],
  [
    'POST /ops/api/members/:id/status',
    async () => ({
      url: `/ops/api/members/${member.id}/status`,
      payload: { status: 'active' },
      memberId: member.id,
    }),
  ],
  [
    'POST /ops/api/messages',
    async () => ({
      url: '/ops/api/messages',
      payload: {
        audience: 'member',
        username: member.username,
        title: 'Audit',
        body: 'Audit test',
      },
      memberId: member.id,
    }),
  ],

  [
    'POST /ops/api/members/:id/devices/forget',
    async () => {
      const deviceHash = randomBytes(32).toString('hex');
      await t.deps.db.insert(memberDevices).values({ memberId: member.id, deviceHash });
      return {
        url: `/ops/api/members/${member.id}/devices/forget`,
        payload: { deviceHash },
        memberId: member.id,
      };
    },
  ],
  [
    'POST /ops/api/members/:id/account-type',
    async () => ({
      url: `/ops/api/members/${agent.id}/account-type`,
      payload: { accountType: ACCOUNT_TYPE.agent },
      memberId: agent.id,
    }),
  ],
  [
    'POST /ops/api/members/:id/upline',
    async () => ({
      url: `/ops/api/members/${member.id}/upline`,
      payload: { upline: agent.username },
      memberId: member.id,
    }),
  ],
  [
    'POST /ops/api/members/:id/adjustments',
    async () => ({
      url: `/ops/api/members/${member.id}/adjustments`,
      payload: { wallet: 'cash', direction: 'credit', amount: '100', reason: 'Audit test' },
      memberId: member.id,
    }),
  ],
  [
    'POST /ops/api/adjustments/:id/approve',
    async () => ({
      url: `/ops/api/adjustments/${await pendingAdjustment()}/approve`,
      token: finance.token,
      actorId: finance.id,
      memberId: member.id,
    }),
  ],
  [
    'POST /ops/api/adjustments/:id/reject',
    async () => ({
      url: `/ops/api/adjustments/${await pendingAdjustment()}/reject`,
      token: finance.token,
      actorId: finance.id,
      memberId: member.id,
    }),
  ],

  // Agents: applications decided, a contract offered and ended, settlements run.
  [
    'POST /ops/api/agent-applications/:id/approve',
    async () => ({
      url: `/ops/api/agent-applications/${await agentApplication()}/approve`,
      payload: { accountType: 1, upline: null },
      // A visitor's application: approving it opens the member account, registered as any is.
      alsoWrites: ['member.register'],
    }),
  ],
  [
    'POST /ops/api/agent-applications/:id/reject',
    async () => ({
      url: `/ops/api/agent-applications/${await agentApplication()}/reject`,
      payload: { remark: 'Audit test' },
    }),
  ],
  [
    'POST /ops/api/agent-contracts',
    async () => ({
      url: '/ops/api/agent-contracts',
      payload: {
        kind: 'daily_salary',
        periodType: 'D',
        tiers: [{ rateBp: 100 }],
        username: agent.username,
      },
      memberId: agent.id,
    }),
  ],
  [
    'POST /ops/api/agent-contracts/:id/terminate',
    async () => ({
      url: `/ops/api/agent-contracts/${answer('POST /ops/api/agent-contracts').id}/terminate`,
      memberId: agent.id,
    }),
  ],
  [
    'POST /ops/api/agent-settlements/settle',
    async () => ({
      url: '/ops/api/agent-settlements/settle',
      payload: { kind: 'daily_salary' },
    }),
  ],
  [
    'POST /ops/api/agent-settlements/:id/rerun',
    async () => {
      // Runs start with the first accepted contract: one settled yesterday stands in for it.
      const start = new Date(Date.now() - 2 * 86_400_000);
      const [run] = await t.deps.db
        .insert(agentSettlementRuns)
        .values({
          kind: 'daily_salary',
          periodKey: `D:${start.toISOString().slice(0, 10)}`,
          periodType: 'D',
          periodStart: start,
          periodEnd: new Date(start.getTime() + 86_400_000),
          state: 'done',
          finishedAt: new Date(),
        })
        .returning({ id: agentSettlementRuns.id });
      answers.set('run', run!.id);
      return { url: `/ops/api/agent-settlements/${run!.id}/rerun` };
    },
  ],
  [
    'POST /ops/api/agent-settlements/:id/pause',
    async () => ({ url: `/ops/api/agent-settlements/${answer('run')}/pause` }),
  ],

  // Games: vendors, the catalogue, PvP rooms, lotteries.
  [
    'PATCH /ops/api/vendors/:id',
    async () => {
      const { items: vendors }: { items: { id: number; walletMode: string }[] } = await get(
        '/ops/api/vendors?pageSize=100',
      );
      const vendor = vendors.find((v) => v.walletMode === 'seamless') ?? vendors[0]!;
      answers.set('vendor', vendor);
      // Switched off: a vendor's wallet changes only while it takes no bets.
      return { url: `/ops/api/vendors/${vendor.id}`, payload: { isActive: false } };
    },
  ],
  [
    'POST /ops/api/vendors/:id/wallet-mode',
    async () => ({
      url: `/ops/api/vendors/${answer('vendor').id}/wallet-mode`,
      payload: { walletMode: answer('vendor').walletMode === 'seamless' ? 'transfer' : 'seamless' },
    }),
  ],
  [
    'POST /ops/api/vendors/:id/key',
    async () => ({ url: `/ops/api/vendors/${answer('vendor').id}/key` }),
  ],
  ['PUT /ops/api/vendors/ty-ids', putBack('/ops/api/vendors/ty-ids')],
  [
    'POST /ops/api/games',
    async () => ({
      url: '/ops/api/games',
      payload: {
        vendorId: answer('vendor').id,
        gameCode: `AUDIT_${unique().toUpperCase()}`,
        names: texts('Audit game'),
        minBet: '100',
      },
    }),
  ],
  [
    'PATCH /ops/api/games/:id',
    async () => ({
      url: `/ops/api/games/${answer('POST /ops/api/games').id}`,
      payload: { sort: 1 },
    }),
  ],
  [
    'PUT /ops/api/pvp-rooms/:id/bots',
    async () => {
      const [room] = await get('/ops/api/pvp-rooms');
      return {
        url: `/ops/api/pvp-rooms/${room.id}/bots`,
        payload: { botsEnabled: room.botsEnabled },
      };
    },
  ],
  [
    'PUT /ops/api/lotteries/:id/play-types',
    async () => {
      const [lottery] = await get('/ops/api/lotteries');
      const { updatedAt: _, ...playType } = lottery.playTypes[0];
      answers.set('lottery', lottery);
      return { url: `/ops/api/lotteries/${lottery.gameId}/play-types`, payload: playType };
    },
  ],
  [
    'POST /ops/api/lottery-draws/:id/cancel',
    async () => {
      const draws = await get(`/ops/api/lottery-draws?gameId=${answer('lottery').gameId}`);
      const open = draws.items.filter((d: { state: string }) => d.state === 'open');
      return { url: `/ops/api/lottery-draws/${open[open.length - 1].drawId}/cancel` };
    },
  ],

  // Promotions: made, edited, switched on; a member's application decided.
  [
    'POST /ops/api/promotions',
    async () => ({ url: '/ops/api/promotions', payload: promotionBody() }),
  ],
  [
    'PUT /ops/api/promotions/:id',
    async () => ({
      url: `/ops/api/promotions/${answer('POST /ops/api/promotions').id}`,
      payload: { ...promotionBody(), sortOrder: 1 },
    }),
  ],
  [
    'POST /ops/api/promotions/:id/state',
    async () => ({
      url: `/ops/api/promotions/${answer('POST /ops/api/promotions').id}/state`,
      payload: { state: 'active' },
    }),
  ],
  [
    'POST /ops/api/promotion-applications/:id/review',
    async () => {
      const promotionId = answer('POST /ops/api/promotions').id;
      // A member of its own: an active bonus would hold the withdrawals below.
      const applicant = await makePayMember(t);
      const applied = await t.call({
        method: 'POST',
        url: '/wps/promotions/apply',
        token: applicant.token,
        payload: { promotionId, remark: '' },
      });
      expect(applied.status, JSON.stringify(applied.body)).toBe(200);
      const list = await get(`/ops/api/promotions/${promotionId}/applications`);
      const { id } = list.list.find((a: { memberId: number }) => a.memberId === applicant.id);
      return {
        url: `/ops/api/promotion-applications/${id}/review`,
        payload: { decision: 'approve' },
        memberId: applicant.id,
      };
    },
  ],

  // Money: deposits and withdrawals decided.
  [
    'POST /ops/api/deposits/:reference/approve',
    async () => {
      const payer = await makePayMember(t);
      const { reference } = await bankDeposit(t, payer, '100000');
      return { url: `/ops/api/deposits/${reference}/approve`, memberId: payer.id };
    },
  ],
  [
    'POST /ops/api/deposits/:reference/reject',
    async () => {
      const payer = await makePayMember(t);
      const { reference } = await bankDeposit(t, payer, '100000');
      return {
        url: `/ops/api/deposits/${reference}/reject`,
        payload: { reason: 'No such transfer' },
        memberId: payer.id,
      };
    },
  ],
  [
    'POST /ops/api/withdrawals/:reference/approve',
    async () => ({
      url: `/ops/api/withdrawals/${await withdraw(t, player)}/approve`,
      payload: {},
      memberId: player.id,
    }),
  ],
  [
    'POST /ops/api/withdrawals/:reference/mark-paid',
    async () => {
      const reference = await withdraw(t, player);
      expect((await opsAction(t, reference, 'approve')).status).toBe(200);
      return {
        url: `/ops/api/withdrawals/${reference}/mark-paid`,
        payload: { payoutRef: 'BANK-1' },
        memberId: player.id,
      };
    },
  ],
  [
    'POST /ops/api/withdrawals/:reference/reject',
    async () => ({
      url: `/ops/api/withdrawals/${await withdraw(t, player)}/reject`,
      payload: { reason: 'Audit test' },
      memberId: player.id,
    }),
  ],
  [
    'POST /ops/api/withdrawals/:reference/resolve-dispute',
    async () => {
      const reference = await paidWithdrawal(t, player);
      const disputed = await answerReceipt(t, player.token, reference, {
        answer: 'not_received',
        proofIds: [await proofOf(t, player.id)],
      });
      expect(disputed.status).toBe(200);
      return {
        url: `/ops/api/withdrawals/${reference}/resolve-dispute`,
        payload: { resolution: 'paid', reason: 'Bank confirms it arrived' },
        memberId: player.id,
      };
    },
  ],
  [
    'POST /ops/api/kyc/:id/review',
    async () => {
      const applicant = await makePayMember(t);
      const sent = await t.call({
        method: 'POST',
        url: '/wps/member/kyc',
        token: applicant.token,
        payload: {
          documentType: 'national_id',
          documentNumber: '12/ABC(N)123456',
          proofIds: [await proofIdOf(t, applicant.token)],
        },
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const pending = await get('/ops/api/kyc');
      const { id } = pending.items.find((k: { memberId: number }) => k.memberId === applicant.id);
      return {
        url: `/ops/api/kyc/${id}/review`,
        payload: { decision: 'approve' },
        memberId: applicant.id,
      };
    },
  ],

  // Support: feedback handled, a chat answered and closed.
  [
    'POST /ops/api/feedback/:id/handled',
    async () => {
      const { id } = await insertFeedback(t.deps.db, {
        memberId: member.id,
        type: 'other',
        content: 'Audit test',
      });
      return { url: `/ops/api/feedback/${id}/handled` };
    },
  ],
  [
    'POST /ops/api/support/conversations/:id/messages',
    async () => {
      const sent = await t.call({
        method: 'POST',
        url: '/wps/chat/messages',
        token: player.token,
        payload: { text: 'I need help' },
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      answers.set('conversation', sent.body.value.conversationId);
      return {
        url: `/ops/api/support/conversations/${sent.body.value.conversationId}/messages`,
        payload: { text: 'How can I help?' },
      };
    },
  ],
  [
    'POST /ops/api/support/conversations/:id/close',
    async () => ({ url: `/ops/api/support/conversations/${answer('conversation')}/close` }),
  ],

  // The ledger check and the audit chain's own check.
  [
    'POST /ops/api/reports/reconciliation',
    async () => ({ url: '/ops/api/reports/reconciliation' }),
  ],
  ['POST /ops/api/audit/verify', async () => ({ url: '/ops/api/audit/verify' })],
];

/**
 * Writes not driven here, each for its reason: called as admin on ids nobody has with an empty
 * body, they must be refused and leave no row. Adding a write to the app means adding it to
 * `driven` above, or here with why.
 */
const refusedOnly: Record<string, string> = {
  'POST /ops/api/promotions/:id/draw':
    "a raffle's draw needs a raffle promotion whose period has ended with tickets earned by " +
    'deposits and bets: promotions.test.ts draws one and finds its one audit row',
  'POST /ops/api/points/redemptions/:id/review':
    'a goods redemption needs points earned from settled bets through a vendor wallet: ' +
    'points.test.ts reviews two and finds one audit row for each',
};

/** The app's write routes under /ops/api, as Fastify serves them. */
function opsWrites(): string[] {
  return registeredRoutes(t.app).filter((r) => /^(POST|PUT|PATCH|DELETE) \/ops\/api\//.test(r));
}

async function maxAuditId(): Promise<number> {
  const res = (await t.deps.db.execute(
    sql`SELECT coalesce(max(id), 0)::int AS n FROM audit_log`,
  )) as unknown as { rows: { n: number }[] };
  return res.rows[0]!.n;
}

describe('every operator write leaves one audit row', () => {
  it('every write route is driven or listed as refused-only, and no list names a route the app lacks', () => {
    const writes = opsWrites();
    expect(writes.length).toBeGreaterThan(80);
    const listed = [...driven.map(([key]) => key), ...Object.keys(refusedOnly)];
    expect(
      writes.filter((w) => !listed.includes(w)),
      'write routes in neither list',
    ).toEqual([]);
    expect(
      listed.filter((k) => !writes.includes(k)),
      'listed but not served',
    ).toEqual([]);
    expect(listed.length, 'a route in both lists, or twice').toBe(new Set(listed).size);
  });

  it('driven for real: 200 and exactly one new row, by the caller, naming the member', async () => {
    const failures: string[] = [];
    for (const [key, drive] of driven) {
      let request: Drive;
      try {
        request = await drive();
      } catch (error) {
        failures.push(`${key}: its setup failed: ${String(error).slice(0, 300)}`);
        continue;
      }
      const [method] = key.split(' ') as ['POST' | 'PUT' | 'PATCH' | 'DELETE'];
      const before = await maxAuditId();
      const res = await t.call({
        method,
        url: request.url,
        token: request.token === undefined ? admin : request.token || undefined,
        ...(request.raw
          ? { payload: request.raw.body, headers: request.raw.headers }
          : request.payload === undefined
            ? {}
            : { payload: request.payload as object }),
      });
      const rows = await t.deps.db.select().from(auditLog).where(gt(auditLog.id, before));
      if (res.status !== 200) {
        failures.push(`${key}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        continue;
      }
      answers.set(key, res.body.value);
      const others = rows.filter((r) => request.alsoWrites?.includes(r.action));
      const own = rows.filter((r) => !others.includes(r));
      if (own.length !== 1 || others.length !== (request.alsoWrites?.length ?? 0)) {
        failures.push(`${key}: audit rows ${JSON.stringify(rows.map((r) => r.action))}`);
        continue;
      }
      const [row] = own;
      const expected = {
        actorKind: 'operator',
        actorId: request.actorId ?? adminId,
        ...(request.memberId === undefined ? {} : { memberId: request.memberId }),
      };
      const actual = {
        actorKind: row!.actorKind,
        actorId: row!.actorId,
        ...(request.memberId === undefined ? {} : { memberId: row!.memberId }),
      };
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        failures.push(`${key}: row ${row!.action} ${JSON.stringify(actual)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it('refused-only: refused (a 4xx) and no row', async () => {
    for (const key of Object.keys(refusedOnly)) {
      const [method, path] = key.split(' ') as ['POST' | 'PUT' | 'PATCH' | 'DELETE', string];
      const before = await maxAuditId();
      const res = await t.call({
        method,
        url: path.replace(':reference', 'D00000001').replace(/:[a-zA-Z]+/g, '999999'),
        token: admin,
        payload: {},
      });
      expect(res.status, key).toBeGreaterThanOrEqual(400);
      expect(res.status, key).toBeLessThan(500);
      expect(await maxAuditId(), `${key} refused with ${res.status}`).toBe(before);
    }
  });
});
