// The money workload the stress tests and the wallet benchmark share: players under a few hot
// agents, funded through the ledger; many clients sending mixed money calls, each with its own
// idempotency key and retried (same key, same body) until its outcome is known; and the checks
// afterwards that every acknowledged outcome is in the ledger exactly as answered.
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database, Db } from '../src/db/client';
import { members } from '../src/db/schema/accounts';
import { gameVendors } from '../src/db/schema/content';
import { operators, sessions } from '../src/db/schema/core';
import { ledgerAccounts, ledgerTransactions } from '../src/db/schema/ledger';
import { openAccount } from '../src/ledger/accounts';
import { checkLedger } from '../src/ledger/check';
import { post } from '../src/ledger/post';
import { hashPassword } from '../src/lib/passwords';
import {
  readMoneySettings,
  writeMoneySettings,
} from '../src/modules/money-settings/money-settings.queries';
import { ensureFirstOperator } from '../src/modules/ops/ops.service';
import { hashToken } from '../src/modules/session/session.service';
import { seedDemoData } from '../src/seed/demo';

/** Six digits, as the contract wants. */
export const PAYMENT_PASSWORD = '246802';

export interface CastMember {
  id: number;
  username: string;
  /** A live member session's bearer token. */
  token: string;
  /** The ledger id of the member's main wallet (player_cash). */
  cash: number;
  /** Funded with this at the start. */
  funded: bigint;
}

export interface Cast {
  /** A tag unique to this cast: in every username and client key, so runs never meet. */
  tag: string;
  agents: CastMember[];
  /** players[i]'s upline is agents[i % agents.length]. */
  players: CastMember[];
  /** Codes of transfer-mode vendors (GCS_walletTransfer targets). */
  vendors: string[];
}

export interface CastOptions {
  players?: number;
  agents?: number;
  playerFunds?: bigint;
  agentFunds?: bigint;
}

/**
 * Gives a freshly migrated database what a first server start would: the first operator and
 * the demo data (which holds the transfer-mode vendors). For databases a separate server process
 * will use; in-process tests have createTestApp.
 */
export async function seedSite(database: Database): Promise<void> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    OPS_ADMIN_PASSWORD: 'stress-operator-password',
  });
  const { app, deps } = await buildApp(config, database);
  try {
    await ensureFirstOperator(deps);
    await seedDemoData(deps);
  } finally {
    await app.close();
  }
}

/** Changes the money settings as the first operator, for databases a server process will use. */
export async function changeMoneySettings(
  db: Db,
  patch: Partial<Awaited<ReturnType<typeof readMoneySettings>>>,
): Promise<void> {
  const [operator] = await db.select({ id: operators.id }).from(operators).orderBy(operators.id);
  if (!operator) throw new Error('changeMoneySettings: no operator (seedSite first)');
  await writeMoneySettings(db, { ...(await readMoneySettings(db)), ...patch }, operator.id);
}

/** Session rows live this long: the runs take minutes at most. */
const SESSION_TTL_MS = 12 * 3_600_000;

/**
 * Agents (the hot accounts: every player's upline is one of them) and players, each with a
 * session and a payment password, their main wallets funded from the house in one transaction.
 * Needs a migrated database with at least one transfer-mode vendor (the demo seed has them).
 */
export async function createCast(db: Db, options: CastOptions = {}): Promise<Cast> {
  const { players = 1_000, agents = 5, playerFunds = 200_000n, agentFunds = 5_000_000n } = options;
  const tag = randomBytes(4).toString('hex');
  const vendors = (
    await db
      .select({ code: gameVendors.vassalage })
      .from(gameVendors)
      .where(and(eq(gameVendors.walletMode, 'transfer'), eq(gameVendors.isActive, true)))
      .orderBy(gameVendors.id)
  ).map((v) => v.code);
  if (vendors.length === 0) throw new Error('createCast: no active transfer-mode vendor');
  // One argon2 hash for everyone: hashing 1,000 times would only slow the set-up.
  const paymentPasswordHash = await hashPassword(PAYMENT_PASSWORD);

  const insertMembers = async (
    rows: Array<{ username: string; accountType: number; uplineId: number | null }>,
  ) => {
    const inserted: Array<{ id: number; username: string }> = [];
    for (let i = 0; i < rows.length; i += 500) {
      inserted.push(
        ...(await db
          .insert(members)
          .values(
            rows.slice(i, i + 500).map((r) => ({
              ...r,
              nickname: r.username,
              referralCode: `W${r.username}`.slice(0, 24).toUpperCase(),
              affiliateCode:
                r.accountType === ACCOUNT_TYPE.agent ? `A${r.username}`.toUpperCase() : null,
              paymentPasswordHash,
            })),
          )
          .returning({ id: members.id, username: members.username })),
      );
    }
    return inserted;
  };
  const agentRows = await insertMembers(
    Array.from({ length: agents }, (_, i) => ({
      username: `wa${tag}${i}`,
      accountType: ACCOUNT_TYPE.agent,
      uplineId: null,
    })),
  );
  const playerRows = await insertMembers(
    Array.from({ length: players }, (_, i) => ({
      username: `wp${tag}${i}`,
      accountType: ACCOUNT_TYPE.player,
      uplineId: agentRows[i % agents]!.id,
    })),
  );

  const all = [...agentRows, ...playerRows];
  const tokens = all.map(() => randomBytes(32).toString('base64url'));
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  for (let i = 0; i < all.length; i += 500) {
    await db.insert(sessions).values(
      all.slice(i, i + 500).map((m, j) => ({
        tokenHash: hashToken(tokens[i + j]!),
        subjectKind: 'member' as const,
        subjectId: m.id,
        expiresAt,
        ip: null,
        userAgent: null,
      })),
    );
  }

  const cashIds: number[] = [];
  for (let i = 0; i < all.length; i += 50) {
    const chunk = all.slice(i, i + 50);
    cashIds.push(
      ...(await Promise.all(
        chunk.map(async (m) => (await openAccount(db, 'player_cash', m.id)).id),
      )),
    );
  }
  const fundsOf = (i: number) => (i < agents ? agentFunds : playerFunds);
  const house = await openAccount(db, 'house', null);
  const total = all.reduce((sum, _, i) => sum + fundsOf(i), 0n);
  await post(db, {
    key: `workload-fund-${tag}`,
    kind: 'test.credit',
    entries: [
      { account: house.id, amount: -total },
      ...cashIds.map((account, i) => ({ account, amount: fundsOf(i) })),
    ],
  });

  const castMember = (i: number): CastMember => ({
    id: all[i]!.id,
    username: all[i]!.username,
    token: tokens[i]!,
    cash: cashIds[i]!,
    funded: fundsOf(i),
  });
  return {
    tag,
    agents: agentRows.map((_, i) => castMember(i)),
    players: playerRows.map((_, i) => castMember(agents + i)),
    vendors,
  };
}

// ---------------------------------------------------------------------------------------------
// Operations.

export type MoneyOp =
  | { kind: 'walletIn' | 'walletOut'; key: string; player: number; vendor: string; amount: bigint }
  | { kind: 'upline'; key: string; player: number; amount: bigint }
  | { kind: 'downline'; key: string; agent: number; player: number; amount: bigint };

/** A seeded xorshift generator: a failing run can be repeated with its seed. */
export function generator(seed: number): (n: number) => number {
  let state = seed >>> 0 || 1;
  return (n) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % n;
  };
}

/**
 * `count` mixed operations: 35% into a game wallet, 30% back out, 20% to the upline agent,
 * 15% from an agent to one of its downline players. Amounts are small against the funds but
 * big enough that game wallets often run dry: some operations are refused, as they should be.
 */
export function planOperations(cast: Cast, count: number, seed = 1): MoneyOp[] {
  const random = generator(seed);
  const agents = cast.agents.length;
  return Array.from({ length: count }, (_, i): MoneyOp => {
    const key = `op-${cast.tag}-${i}`;
    const player = random(cast.players.length);
    // From 1.00 (transferMin by default) up to 200.00.
    const amount = BigInt(100 + random(19_901));
    const roll = random(100);
    if (roll < 65) {
      const vendor = cast.vendors[random(cast.vendors.length)]!;
      return { kind: roll < 35 ? 'walletIn' : 'walletOut', key, player, vendor, amount };
    }
    if (roll < 85) return { kind: 'upline', key, player, amount };
    // A downline of agent a is any player p with p % agents === a.
    return { kind: 'downline', key, agent: player % agents, player, amount };
  });
}

export interface MoneyRequest {
  url: string;
  token: string;
  body: Record<string, string>;
}

/** The HTTP call an operation is. */
export function requestOf(cast: Cast, op: MoneyOp): MoneyRequest {
  const amount = op.amount.toString();
  switch (op.kind) {
    case 'walletIn':
    case 'walletOut':
      return {
        url: '/wps/relay/GCS_walletTransfer',
        token: cast.players[op.player]!.token,
        body: {
          idempotencyKey: op.key,
          vendor: op.vendor,
          direction: op.kind === 'walletIn' ? 'IN' : 'OUT',
          amount,
        },
      };
    case 'upline':
      return {
        url: '/wps/member/transfer/upline',
        token: cast.players[op.player]!.token,
        body: { idempotencyKey: op.key, amount, paymentPassword: PAYMENT_PASSWORD },
      };
    case 'downline':
      return {
        url: '/wps/member/transfer/downline',
        token: cast.agents[op.agent]!.token,
        body: {
          idempotencyKey: op.key,
          username: cast.players[op.player]!.username,
          amount,
          paymentPassword: PAYMENT_PASSWORD,
        },
      };
  }
}

// ---------------------------------------------------------------------------------------------
// Running: clients that retry until they know.

export interface Answer {
  status: number;
  /** The response body as text: replays are compared byte for byte. */
  text: string;
}

/** Sends one request; throws when no answer came (refused connection, reset, timeout). */
export type Send = (request: MoneyRequest) => Promise<Answer>;

/**
 * A sender over HTTP to `base` (e.g. http://127.0.0.1:3000), with up to `sockets` keep-alive
 * connections. node:http rather than fetch: it costs the client a third of the CPU per call,
 * which matters when the client shares two cores with the server and the database.
 */
export function httpSend(base: string, { sockets = 64, timeoutMs = 30_000 } = {}): Send {
  const { hostname, port } = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  return ({ url, token, body }) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = request(
        {
          host: hostname,
          port,
          path: url,
          method: 'POST',
          agent,
          timeout: timeoutMs,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            authorization: `Bearer ${token}`,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
          );
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
      req.on('error', reject);
      req.end(payload);
    });
}

export interface Outcome {
  op: MoneyOp;
  /** True for a success envelope; false for a business refusal (4xx). */
  applied: boolean;
  status: number;
  /** The envelope's code ('' on success). */
  code: string;
  text: string;
  /** Sends it took, the answered one included. */
  attempts: number;
  /** Milliseconds from the first send to the answer. */
  ms: number;
}

export interface WorkloadRun {
  outcomes: Outcome[];
  /** Sends that got no answer (connection refused or reset, timeout): retried. */
  unanswered: number;
  /** Answers with a 5xx status (or 429): retried, but a healthy server gives none. */
  serverErrors: Array<{ key: string; status: number; text: string }>;
  ms: number;
}

export interface RunOptions {
  clients: number;
  send: Send;
  /** Called after each outcome is known (the crash test kills the server from here). */
  onOutcome?: (outcome: Outcome, done: number) => void;
  /** Give up on one operation after this long without an answer (a server that never returns). */
  giveUpAfterMs?: number;
}

/**
 * Runs the operations with `clients` concurrent clients. Each sends its operation until it gets
 * an answer that settles it: a success, or a 4xx refusal. No answer, a 5xx or a 429 is sent
 * again, with the same key and body, after a short pause.
 */
export async function runWorkload(
  cast: Cast,
  ops: MoneyOp[],
  { clients, send, onOutcome, giveUpAfterMs = 120_000 }: RunOptions,
): Promise<WorkloadRun> {
  const started = performance.now();
  const outcomes: Outcome[] = new Array(ops.length);
  const serverErrors: WorkloadRun['serverErrors'] = [];
  let unanswered = 0;
  let next = 0;
  let done = 0;

  async function settle(op: MoneyOp): Promise<Outcome> {
    const request = requestOf(cast, op);
    const first = performance.now();
    for (let attempts = 1; ; attempts++) {
      let answer: Answer | null = null;
      try {
        answer = await send(request);
      } catch {
        unanswered += 1;
      }
      if (answer && answer.status < 500 && answer.status !== 429) {
        const envelope = parseEnvelope(answer.text);
        return {
          op,
          applied: answer.status < 300 && envelope.success === true,
          status: answer.status,
          code: envelope.code ?? '',
          text: answer.text,
          attempts,
          ms: performance.now() - first,
        };
      }
      if (answer) serverErrors.push({ key: op.key, status: answer.status, text: answer.text });
      if (performance.now() - first > giveUpAfterMs) {
        // What it got instead (5xx or 429 answers; the rest had none), for whoever reads CI's log.
        const seen = serverErrors
          .filter((e) => e.key === op.key)
          .slice(-3)
          .map((e) => `${e.status} ${e.text.slice(0, 200)}`);
        throw new Error(
          `${op.key}: no settling answer after ${attempts} attempts; last answers: ${seen.join(' | ') || 'none'}`,
        );
      }
      await new Promise((r) => setTimeout(r, 10 + Math.min(attempts, 20) * 10));
    }
  }

  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < ops.length) {
        const index = next++;
        const outcome = await settle(ops[index]!);
        outcomes[index] = outcome;
        done += 1;
        onOutcome?.(outcome, done);
      }
    }),
  );
  return { outcomes, unanswered, serverErrors, ms: performance.now() - started };
}

function parseEnvelope(text: string): { success?: boolean; code?: string } {
  try {
    return JSON.parse(text) as { success?: boolean; code?: string };
  } catch {
    return {};
  }
}

/** Latency quantile (0..1) of the outcomes, in ms. */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Verification.

/** The business refusals a money call may answer in this workload; anything else is a problem. */
const EXPECTED_REFUSALS = new Set(['INSUFFICIENT_FUNDS']);

/**
 * Everything that is wrong after a run, as sentences (empty when all is right):
 *  - the ledger's own invariants (checkLedger);
 *  - every applied operation has exactly one ledger transaction carrying its key, every refused
 *    one none, and no transaction carries a key of this cast that no operation was answered;
 *  - every balance (main wallets, game wallets, agents) equals its funding plus the effects of
 *    the applied operations;
 *  - refusals are only the expected business ones.
 */
export async function verifyWorkload(db: Db, cast: Cast, outcomes: Outcome[]): Promise<string[]> {
  const problems: string[] = [];
  const check = await checkLedger(db);
  problems.push(...check.problems);

  for (const o of outcomes) {
    if (!o) continue;
    if (!o.applied && !EXPECTED_REFUSALS.has(o.code)) {
      problems.push(`${o.op.key} (${o.op.kind}): unexpected answer ${o.status} ${o.text}`);
    }
  }
  const missing = outcomes.length - outcomes.filter(Boolean).length;
  if (missing > 0) problems.push(`${missing} operations have no outcome`);

  // Exactly one transaction per applied key. The services put the client key in the ledger key
  // (scoped by member); the cast's tag makes the pattern match this run only.
  const rows = (await db
    .select({ key: ledgerTransactions.idempotencyKey })
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.idempotencyKey, `%op-${cast.tag}-%`))) as Array<{ key: string }>;
  const perKey = new Map<string, number>();
  const keyPattern = new RegExp(`op-${cast.tag}-\\d+`);
  for (const { key } of rows) {
    const client = keyPattern.exec(key)?.[0];
    if (client) perKey.set(client, (perKey.get(client) ?? 0) + 1);
  }
  const known = new Set<string>();
  for (const o of outcomes) {
    if (!o) continue;
    known.add(o.op.key);
    const n = perKey.get(o.op.key) ?? 0;
    if (o.applied && n !== 1)
      problems.push(`${o.op.key} was acknowledged but has ${n} transactions`);
    if (!o.applied && n !== 0) problems.push(`${o.op.key} was refused but has ${n} transactions`);
  }
  for (const key of perKey.keys()) {
    if (!known.has(key)) problems.push(`${key} has a transaction but no operation was answered`);
  }

  problems.push(...(await compareBalances(db, cast, outcomes)));
  return problems.slice(0, 50);
}

/** Funding plus the applied effects, against the ledger, for every account the cast touches. */
async function compareBalances(db: Db, cast: Cast, outcomes: Outcome[]): Promise<string[]> {
  const expected = new Map<string, bigint>();
  const cashKey = (m: CastMember) => `cash:${m.id}`;
  const gameKey = (m: CastMember, vendor: string) => `game:${m.id}:${vendor}`;
  const add = (key: string, amount: bigint) =>
    expected.set(key, (expected.get(key) ?? 0n) + amount);
  for (const m of [...cast.agents, ...cast.players]) add(cashKey(m), m.funded);
  for (const o of outcomes) {
    if (!o?.applied) continue;
    const { op } = o;
    const player = cast.players[op.player]!;
    switch (op.kind) {
      case 'walletIn':
        add(cashKey(player), -op.amount);
        add(gameKey(player, op.vendor), op.amount);
        break;
      case 'walletOut':
        add(gameKey(player, op.vendor), -op.amount);
        add(cashKey(player), op.amount);
        break;
      case 'upline':
        add(cashKey(player), -op.amount);
        add(cashKey(cast.agents[op.player % cast.agents.length]!), op.amount);
        break;
      case 'downline':
        add(cashKey(cast.agents[op.agent]!), -op.amount);
        add(cashKey(player), op.amount);
        break;
    }
  }

  const ids = [...cast.agents, ...cast.players].map((m) => m.id);
  const actual = new Map<string, bigint>();
  for (let i = 0; i < ids.length; i += 1_000) {
    const rows = await db
      .select({
        kind: ledgerAccounts.kind,
        memberId: ledgerAccounts.memberId,
        ownerKey: ledgerAccounts.ownerKey,
        balance: ledgerAccounts.balance,
      })
      .from(ledgerAccounts)
      .where(
        and(
          inArray(ledgerAccounts.memberId, ids.slice(i, i + 1_000)),
          inArray(ledgerAccounts.kind, ['player_cash', 'player_game']),
        ),
      );
    for (const r of rows) {
      const key =
        r.kind === 'player_cash' ? `cash:${r.memberId}` : `game:${r.memberId}:${r.ownerKey}`;
      actual.set(key, r.balance);
    }
  }
  const problems: string[] = [];
  for (const key of new Set([...expected.keys(), ...actual.keys()])) {
    const want = expected.get(key) ?? 0n;
    const have = actual.get(key) ?? 0n;
    if (want !== have) problems.push(`${key}: balance ${have}, expected ${want}`);
    if (have < 0n) problems.push(`${key}: negative balance ${have}`);
  }
  return problems;
}

/** How many ledger transactions carry this cast's keys (for "nothing moved" checks). */
export async function countCastTransactions(db: Db, cast: Cast): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.idempotencyKey, `%op-${cast.tag}-%`));
  return row!.n;
}
