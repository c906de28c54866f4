// Demo agent contracts (seed step 20, issue 17): the site offers every kind of contract, and the
// demo agent agent01 sits in a small believable chain, master agent00 -> agent01 -> agent02, so
// its dividend and salary pages have something to show on a fresh site:
// - agent00 holds the platform's contracts (set as an operator would), and offered agent01 a
//   dividend, a daily and an hourly salary, all agreed; its real-time salary offer waits for
//   agent01's answer (the consolidated flag realtimesalreqtype);
// - agent01 gave its sub-agent agent02 a daily salary, agreed;
// - player01 (under agent01) and player02 (under agent02) played rounds over the last two weeks
//   through the seamless-wallet rules (the ledger and the activity facts as any round), and the
//   periods that ended since were settled by the settlement service, statements and payments.
// Every step goes through the services the pages and the console use; only two things are set by
// hand, as the demo needs a past: the contracts' agreement instants (moved back so the past
// periods find them in force) and the instants the rounds' facts are recorded at (the activity
// clock). A database whose demo accounts were skipped or changed gets none of it.
import { randomBytes } from 'node:crypto';
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import type { TContractKind, TContractTier } from '@wps/contracts/agent/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Deps } from '../deps';
import { openAccount } from '../ledger/accounts';
import { post } from '../ledger/post';
import { setActivityClock } from '../modules/activity/zone';
import * as contracts from '../modules/agent-contracts/agent-contracts.service';
import { ensureRuns, settleNextBatch } from '../modules/agent-contracts/settlement.service';
import { lockTreeMoves } from '../modules/agent-join/agent-join.queries';
import { writeContractFlags } from '../modules/contract-flags/contract-flags.queries';
import { launchGame } from '../modules/launch/launch.service';
import { createMember } from '../modules/member/member-create';
import {
  findMemberByMobile,
  findMemberByUsername,
  updateMember,
} from '../modules/member/member.queries';
import { insertAudit } from '../modules/ops/ops.queries';
import type { Caller } from '../modules/session/session.service';
import { credit, debit } from '../modules/vendor-wallet/vendor-wallet.service';
import { DEMO_AGENT, DEMO_PLAYER } from './accounts';

export const DEMO_MASTER = { username: 'agent00', password: 'agent1234', affiliateCode: 'AGENT00' };
export const DEMO_SUB_AGENT = {
  username: 'agent02',
  password: 'agent1234',
  affiliateCode: 'AGENT02',
};
export const DEMO_SUB_PLAYER = { username: 'player02', password: 'player1234' };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The vendor and game the demo rounds are played on (a seamless-wallet slot). */
const DEMO_VENDOR = 'ROYALSLOTS';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const memberCaller = (id: number): Caller => ({ kind: 'member', id, tokenHash: 'seed' });
const tier = (rateBp: number, extra: Partial<TContractTier> = {}): TContractTier => ({
  minValidBet: '0',
  minLoss: '0',
  minBetAmount: '0',
  minActive: 0,
  rateBp,
  ...extra,
});

/** The platform's contracts with agent00; each offer down the chain stays within them. */
const TOP: Array<{
  kind: TContractKind;
  periodType: string;
  tiers: TContractTier[];
  /** How long ago it was set: a little before agent01's (the past periods to settle). */
  setAgo: number;
}> = [
  {
    kind: 'dividend',
    periodType: 'W',
    tiers: [tier(2000), tier(3000, { minValidBet: '5000000', minActive: 3 })],
    setAgo: 16 * DAY,
  },
  {
    kind: 'daily_salary',
    periodType: 'D',
    tiers: [tier(150), tier(200, { minBetAmount: '2000000', minActive: 3 })],
    setAgo: 2 * DAY + HOUR,
  },
  { kind: 'hourly_salary', periodType: 'HR', tiers: [tier(50)], setAgo: 4 * HOUR },
  // From now: no past 5-minute periods to settle (they would be hundreds, all empty).
  { kind: 'realtime_salary', periodType: 'R5', tiers: [tier(30)], setAgo: 0 },
];

/** agent00's offers to agent01: agreed `agreedAgo` ms ago, or (null) still waiting. */
const TO_AGENT01: Array<{
  kind: TContractKind;
  periodType: string;
  tiers: TContractTier[];
  agreedAgo: number | null;
}> = [
  {
    kind: 'dividend',
    periodType: 'W',
    tiers: [tier(1500), tier(2500, { minValidBet: '5000000', minActive: 3 })],
    agreedAgo: 15 * DAY,
  },
  {
    kind: 'daily_salary',
    periodType: 'D',
    tiers: [tier(100), tier(150, { minBetAmount: '2000000', minActive: 3 })],
    agreedAgo: 2 * DAY,
  },
  { kind: 'hourly_salary', periodType: 'HR', tiers: [tier(40)], agreedAgo: 3 * HOUR },
  { kind: 'realtime_salary', periodType: 'R5', tiers: [tier(20)], agreedAgo: null },
];

/** agent01's daily salary for agent02 (agreed with agent01's own). */
const TO_AGENT02 = { kind: 'daily_salary' as const, periodType: 'D', tiers: [tier(60)] };

/**
 * The demo rounds: [member, how long ago, stake, win] in minor units. Two weeks of losing and
 * winning days (a week's dividend and the last days' salaries have something to pay), and the
 * last hours (the hourly salary). Few rounds: each is two money calls on a first start.
 */
function demoRounds(player01: number, player02: number): Array<[number, number, bigint, bigint]> {
  const hourAgo = (days: number, hours: number) => days * DAY + hours * HOUR;
  return [
    [player01, hourAgo(13, 5), 60_000n, 20_000n],
    [player02, hourAgo(12, 7), 45_000n, 15_000n],
    [player01, hourAgo(9, 5), 40_000n, 0n],
    [player02, hourAgo(8, 3), 30_000n, 45_000n],
    [player01, hourAgo(6, 5), 20_000n, 12_000n],
    [player02, hourAgo(4, 3), 50_000n, 10_000n],
    [player01, hourAgo(2, 5), 60_000n, 36_000n],
    [player02, hourAgo(2, 6), 30_000n, 0n],
    [player01, hourAgo(1, 5), 20_000n, 5_000n],
    [player02, hourAgo(1, 7), 45_000n, 20_000n],
    [player01, hourAgo(0, 2) - 10 * 60_000, 25_000n, 10_000n],
    [player02, hourAgo(0, 1) + 20 * 60_000, 30_000n, 0n],
  ];
}

/** The first operator: the one the platform's contracts are set by. */
async function firstOperatorId(db: Db): Promise<number | null> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`SELECT id FROM operators ORDER BY id LIMIT 1`),
  );
  return row?.id ?? null;
}

async function createDemoMember(
  db: Db,
  m: { username: string; passwordHash: string; affiliateCode?: string },
  accountType: number,
  uplineId: number | null,
  mobileNum: string,
) {
  return createMember(
    db,
    {
      username: m.username,
      nickname: m.username,
      passwordHash: m.passwordHash,
      accountType,
      affiliateCode: m.affiliateCode ?? null,
      uplineId,
      registerMethod: 'SEED',
      registerUrl: null,
      domain: null,
      registerIp: null,
      language: 'MY',
      dialCode: '95',
      mobileNum,
    },
    { actorKind: 'system', action: 'member.seed' },
  );
}

/** Plays one round through the seamless-wallet rules: the stake, then the win (0: a loss). */
async function playRound(
  deps: Deps,
  vendor: { vendorId: number; vassalage: string },
  launch: { token: string; gameCode: string },
  memberId: number,
  stake: bigint,
  win: bigint,
) {
  const calling = { ...vendor, walletMode: 'seamless' as const };
  const ref = `demo-${randomBytes(6).toString('hex')}`;
  const common = { playerId: memberId, roundId: ref, gameCode: launch.gameCode };
  const bet = await debit(deps, calling, {
    ...common,
    token: launch.token,
    txId: `${ref}-b`,
    amount: stake.toString(),
  });
  if (bet.code !== 'OK') throw new Error(`demo round refused: ${bet.code}`);
  const paid = await credit(deps, calling, { ...common, txId: `${ref}-w`, amount: win.toString() });
  if (paid.code !== 'OK') throw new Error(`demo win refused: ${paid.code}`);
}

async function run(deps: Deps): Promise<void> {
  const { db } = deps;
  const agent01 = await findMemberByUsername(db, DEMO_AGENT.username);
  const player01 = await findMemberByUsername(db, DEMO_PLAYER.username);
  const operatorId = await firstOperatorId(db);
  // An upgraded database whose demo accounts were skipped or changed, or none to act as: none.
  if (
    !agent01 ||
    agent01.registerMethod !== 'SEED' ||
    agent01.uplineId !== null ||
    !player01 ||
    player01.uplineId !== agent01.id ||
    !agent01.passwordHash ||
    !player01.passwordHash ||
    operatorId === null
  ) {
    return;
  }
  for (const [name, mobile] of [
    [DEMO_MASTER.username, '9700000003'],
    [DEMO_SUB_AGENT.username, '9700000004'],
    [DEMO_SUB_PLAYER.username, '9700000005'],
  ] as const) {
    if ((await findMemberByUsername(db, name)) || (await findMemberByMobile(db, '95', mobile))) {
      return;
    }
  }
  const [game] = rowsOf<{ vendor_id: number; game_code: string }>(
    await db.execute(sql`
      SELECT g.vendor_id, g.game_code FROM games g JOIN game_vendors v ON v.id = g.vendor_id
       WHERE v.vassalage = ${DEMO_VENDOR} AND v.wallet_mode = 'seamless' AND g.is_active
       ORDER BY g.id LIMIT 1`),
  );
  if (!game) return;

  await writeContractFlags(
    db,
    {
      dailysalreqtype: true,
      divtypereq: true,
      contracthoursalreqtype: true,
      realtimesalreqtype: true,
    },
    operatorId,
  );

  // The chain: agent00 on top, agent01 moved under it (as an operator moves one, audited).
  // The same passwords as agent01 and player01 (README): their hashes serve (a hash costs a
  // noticeable part of a second, and the first start waits for it).
  const agentHash = { passwordHash: agent01.passwordHash };
  const agent00 = await createDemoMember(
    db,
    { ...DEMO_MASTER, ...agentHash },
    ACCOUNT_TYPE.agent,
    null,
    '9700000003',
  );
  await lockTreeMoves(db);
  await updateMember(db, agent01.id, { uplineId: agent00.id });
  await insertAudit(db, {
    actorKind: 'system',
    actorId: null,
    action: 'agent.upline.move',
    subject: `member:${agent01.id}`,
    detail: { from: null, to: agent00.id, remark: 'demo data' },
  });
  const agent02 = await createDemoMember(
    db,
    { ...DEMO_SUB_AGENT, ...agentHash },
    ACCOUNT_TYPE.agent,
    agent01.id,
    '9700000004',
  );
  const player02 = await createDemoMember(
    db,
    { ...DEMO_SUB_PLAYER, passwordHash: player01.passwordHash },
    ACCOUNT_TYPE.player,
    agent02.id,
    '9700000005',
  );
  const house = await openAccount(db, 'house', null);
  const cash = await openAccount(db, 'player_cash', player02.id);
  await post(db, {
    key: `seed:${DEMO_SUB_PLAYER.username}:opening`,
    kind: 'adjustment',
    entries: [
      { account: house.id, amount: -1_000_000n },
      { account: cash.id, amount: 1_000_000n },
    ],
    metadata: { reference: 'demo opening balance' },
  });

  // The contracts, through the services; the agreed ones then moved back to when they were agreed.
  const agreedAt = new Map<number, number>();
  for (const { setAgo, ...top } of TOP) {
    const c = await contracts.setTopContract(
      deps,
      { kind: 'operator', id: operatorId },
      { ...top, username: DEMO_MASTER.username },
    );
    if (setAgo > 0) agreedAt.set(c.id, setAgo);
  }
  const offer = (from: number, to: string, o: (typeof TO_AGENT01)[number] | typeof TO_AGENT02) =>
    contracts.offerContract(deps, memberCaller(from), {
      kind: o.kind,
      periodType: o.periodType,
      tiers: o.tiers,
      username: to,
      idempotencyKey: `seed-${o.kind}-${to}`,
    });
  const accept = (by: number, id: number, kind: TContractKind) =>
    contracts.processContract(deps, memberCaller(by), kind, { contractId: id, action: 'accept' });
  for (const o of TO_AGENT01) {
    const c = await offer(agent00.id, DEMO_AGENT.username, o);
    if (o.agreedAgo === null) continue;
    await accept(agent01.id, c.id, o.kind);
    agreedAt.set(c.id, o.agreedAgo);
  }
  const sub = await offer(agent01.id, DEMO_SUB_AGENT.username, TO_AGENT02);
  await accept(agent02.id, sub.id, TO_AGENT02.kind);
  agreedAt.set(sub.id, 2 * DAY);
  const now = Date.now();
  for (const [id, ago] of agreedAt) {
    const at = new Date(now - ago).toISOString();
    await db.execute(sql`
      UPDATE agent_contracts SET created_at = ${at}::timestamptz, accepted_at = ${at}::timestamptz
       WHERE id = ${id}`);
  }

  // Two weeks of play, each round's facts at its own past instant.
  const vendor = { vendorId: game.vendor_id, vassalage: DEMO_VENDOR };
  const launches = new Map<number, { token: string; gameCode: string }>();
  for (const m of [player01.id, player02.id]) {
    const launched = await launchGame(deps, memberCaller(m), { gameCode: game.game_code });
    const token = new URL(launched.url, 'http://localhost').searchParams.get('token')!;
    launches.set(m, { token, gameCode: game.game_code });
  }
  try {
    for (const [memberId, ago, stake, win] of demoRounds(player01.id, player02.id)) {
      setActivityClock(() => new Date(now - ago));
      await playRound(deps, vendor, launches.get(memberId)!, memberId, stake, win);
    }
  } finally {
    setActivityClock(null);
  }

  // The periods that ended since, settled as the jobs settle them.
  const timeZone = deps.config.SITE_TIME_ZONE;
  const settledAt = new Date(now);
  for (const { kind } of TOP) {
    await ensureRuns(db, kind, settledAt, timeZone);
    while ((await settleNextBatch(db, kind, settledAt, timeZone)).runId !== null) {
      /* the next run */
    }
  }
}

/** Seed step 20 (after the accounts of step 3, the money of step 5 and the games of step 6). */
export const agentsSeed = { version: 20, run };
