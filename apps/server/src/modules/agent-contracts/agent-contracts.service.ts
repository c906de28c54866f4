// Agent contracts: an upline offers a direct downline agent a contract (a new version), the
// downline accepts or rejects it, either side terminates it; operators set the platform's
// contract with each top agent. Every change is one transaction under the (agent, kind) lock,
// with compare-and-set state moves and an audit row.
import { isAgentType } from '@wps/contracts/account/accounts';
import type {
  TAgentContract,
  TContractAction,
  TContractKind,
  TContractTier,
} from '@wps/contracts/agent/contracts';
import { ZContractTier } from '@wps/contracts/agent/contracts';
import type { TContractFlags } from '@wps/contracts/wallet/contract-flags';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { fingerprintOf } from '../../ledger/post';
import { readContractFlags } from '../contract-flags/contract-flags.queries';
import { requireRealMember } from '../member/member.service';
import { insertAudit } from '../ops/ops.queries';
import type { Caller } from '../session/session.service';
import { checkTerms, contractsToTerminate, maxRateOf } from './contract-rules';
import * as q from './agent-contracts.queries';
import type { ContractKind } from './settlement-math';
import { writeSiteMessage } from '../messages/messages.service';

/** Which site flag offers which kind. */
export const flagOfKind: Record<ContractKind, keyof TContractFlags> = {
  dividend: 'divtypereq',
  daily_salary: 'dailysalreqtype',
  hourly_salary: 'contracthoursalreqtype',
  realtime_salary: 'realtimesalreqtype',
};

type Actor = { kind: 'member' | 'operator'; id: number };

export function contractView(c: q.ContractWithNames): TAgentContract {
  return {
    id: c.id,
    kind: c.kind,
    version: c.version,
    state: c.state,
    periodType: c.periodType as TAgentContract['periodType'],
    tiers: ZContractTier.array().parse(c.tiers),
    maxRateBp: c.maxRateBp,
    agent: c.agentName,
    upline: c.uplineName,
    createdAt: c.createdAt.toISOString(),
    acceptedAt: c.acceptedAt?.toISOString() ?? null,
    endedAt: c.endedAt?.toISOString() ?? null,
    endReason: c.endReason,
  };
}

async function viewOf(db: Db, id: number): Promise<TAgentContract> {
  const c = await q.findNamedContract(db, id);
  if (!c) throw new AppError('NOT_FOUND', 'No such contract.');
  return contractView(c);
}

async function requireAgent(deps: Deps, caller: Caller | null) {
  const member = await requireRealMember(deps, caller);
  if (!isAgentType(member.accountType)) {
    throw new AppError('NOT_AN_AGENT', 'Only agents have contracts.');
  }
  return member;
}

/**
 * Ends the contracts `agentId` gave of `kind` that pay above `rateBp` (all of them at rate -1):
 * active ones are terminated, waiting offers withdrawn, and each ended agent's own given
 * contracts follow (it has no rate left to pass on). Iterative: a chain may be deep.
 */
async function endGivenAbove(
  tx: Db,
  agentId: number,
  kind: ContractKind,
  rateBp: number,
  reason: string,
): Promise<number[]> {
  const ended: number[] = [];
  const work: Array<{ agentId: number; rateBp: number }> = [{ agentId, rateBp }];
  while (work.length > 0) {
    const next = work.pop()!;
    const given = await q.contractsGivenBy(tx, next.agentId, kind);
    const ids = new Set(contractsToTerminate(next.rateBp, given));
    for (const c of given.filter((g) => ids.has(g.id))) {
      const isActive = c.state === 'active';
      // Below the first level the reason is that the upline's own contract ended.
      const why = next.rateBp === -1 && next.agentId !== agentId ? 'upline_contract_ended' : reason;
      const changed = await q.changeState(
        tx,
        c.id,
        c.state,
        isActive ? 'terminated' : 'withdrawn',
        {
          reason: why,
          by: 'system',
        },
      );
      if (!changed) continue;
      ended.push(c.id);
      if (isActive) work.push({ agentId: c.agentId, rateBp: -1 });
    }
  }
  return ended;
}

/** Supersedes the agent's contract of `kind` in force, before a new one is put in force. */
async function supersedeActive(tx: Db, agentId: number, kind: ContractKind, by: string) {
  const previous = await q.findAgentContract(tx, agentId, kind, 'active');
  if (previous) {
    await q.changeState(tx, previous.id, 'active', 'superseded', { reason: 'superseded', by });
  }
  return previous;
}

/** A contract just put in force: the contracts its agent gave above its rate end. */
function endGivenAboveNewRate(tx: Db, contract: q.ContractRow): Promise<number[]> {
  return endGivenAbove(
    tx,
    contract.agentId,
    contract.kind,
    contract.maxRateBp,
    'upline_rate_lower',
  );
}

// ---------------------------------------------------------------------------------------------
// Members (agents)

export async function offerContract(
  deps: Deps,
  caller: Caller | null,
  body: {
    kind: TContractKind;
    periodType: string;
    tiers: TContractTier[];
    username: string;
    idempotencyKey: string;
  },
): Promise<TAgentContract> {
  const upline = await requireAgent(deps, caller);
  const periodType = checkTerms(body.kind, body.periodType, body.tiers);
  const maxRateBp = maxRateOf(body.tiers);
  const requestKey = `${body.idempotencyKey}:${fingerprintOf({
    kind: body.kind,
    periodType,
    tiers: body.tiers,
    username: body.username.toLowerCase(),
  }).slice(0, 16)}`;
  const replay = await replayOffer(deps.db, upline.id, body.idempotencyKey, requestKey);
  if (replay) return replay;

  const flags = await readContractFlags(deps.db);
  if (!flags[flagOfKind[body.kind]]) {
    throw new AppError('OPERATION_NOT_ALLOWED', 'The site does not offer this kind of contract.');
  }
  const target = await q.findMemberIdentity(deps.db, body.username);
  // An unknown name answers like a stranger's, so names cannot be probed.
  if (!target || target.uplineId !== upline.id || !isAgentType(target.accountType)) {
    throw new AppError(
      'NOT_A_DOWNLINE',
      'No agent of that name directly under you.',
      'body.username',
    );
  }
  if (target.status !== 'active') {
    throw new AppError('INVALID_STATE', 'That account is disabled.', 'body.username');
  }
  try {
    const id = await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await q.lockAgentKind(tx, target.id, body.kind);
      const own = await q.findAgentContract(tx, upline.id, body.kind, 'active');
      if (!own || own.maxRateBp < maxRateBp) {
        throw new AppError(
          'CONTRACT_RATE_TOO_HIGH',
          own
            ? `Your own highest rate of this kind is ${own.maxRateBp} basis points.`
            : 'You have no contract of this kind to offer from.',
          'body.tiers',
        );
      }
      if (own.periodType !== periodType) {
        // The level difference needs one period down a chain.
        throw new AppError(
          'VALIDATION_FAILED',
          `Your own contract settles by ${own.periodType}: offer the same period.`,
          'body.periodType',
        );
      }
      const waiting = await q.findAgentContract(tx, target.id, body.kind, 'pending');
      if (waiting) {
        await q.changeState(tx, waiting.id, 'pending', 'withdrawn', {
          reason: 'new_version',
          by: 'upline',
        });
      }
      const created = await q.insertContract(tx, {
        kind: body.kind,
        agentId: target.id,
        uplineId: upline.id,
        operatorId: null,
        state: 'pending',
        periodType,
        tiers: body.tiers,
        maxRateBp,
        requestKey,
      });
      await insertAudit(tx, {
        actorKind: 'member',
        actorId: upline.id,
        action: 'agentContract.offer',
        subject: `member:${target.id}`,
        detail: { contractId: created.id, kind: body.kind, periodType, maxRateBp },
      });
      await writeSiteMessage(tx, target.id, 'contractOffered', {
        kind: body.kind,
        upline: upline.username,
      });
      return created.id;
    });
    deps.socialEvents.publish(`member:${target.id}`);
    // The downline also hears of it at once: the header's notice, through its live balance
    // stream (the message above waits in the inbox for a downline who is away).
    deps.balanceEvents.publish([target.id], {
      kind: 'contractOffered',
      reference: body.kind,
      amount: '0',
    });
    return viewOf(deps.db, id);
  } catch (error) {
    // Two calls with one key at once: the loser's insert hits the unique key.
    const replayed = await replayOffer(deps.db, upline.id, body.idempotencyKey, requestKey);
    if (replayed) return replayed;
    throw error;
  }
}

async function replayOffer(
  db: Db,
  uplineId: number,
  key: string,
  requestKey: string,
): Promise<TAgentContract | null> {
  const same = await q.findContractByRequestKey(db, uplineId, requestKey);
  if (same) return viewOf(db, same.id);
  // The key with other terms: listed under any fingerprint.
  if (await q.isRequestKeyUsed(db, uplineId, key)) {
    throw new AppError(
      'CONFLICT',
      'This key was already used for a different offer.',
      'body.idempotencyKey',
    );
  }
  return null;
}

/**
 * accept / reject / terminate through the spec's call of the kind. A contract of another kind,
 * or one the caller is not party to, answers NOT_FOUND (as for an id that does not exist).
 */
export async function processContract(
  deps: Deps,
  caller: Caller | null,
  kind: ContractKind,
  body: TContractAction,
): Promise<TAgentContract> {
  const agent = await requireAgent(deps, caller);
  const found = await q.findContract(deps.db, body.contractId);
  const notFound = () => new AppError('NOT_FOUND', 'No such contract of yours.', 'body.contractId');
  if (!found || found.kind !== kind) throw notFound();
  const isMine = found.agentId === agent.id;
  const isGivenByMe = found.uplineId === agent.id;
  if (!isMine && !(isGivenByMe && body.action === 'terminate')) throw notFound();

  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await q.lockAgentKind(tx, found.agentId, kind);
    const c = await q.findContract(tx, found.id);
    if (!c) throw notFound();
    const invalid = (what: string) =>
      new AppError('INVALID_STATE', `This contract is ${c.state}: it cannot be ${what}.`);
    let ended: number[] = [];
    if (body.action === 'accept' || body.action === 'reject') {
      if (c.state !== 'pending') throw invalid(`${body.action}ed`);
      if (body.action === 'reject') {
        await q.changeState(tx, c.id, 'pending', 'rejected', { reason: 'rejected', by: 'agent' });
      } else {
        await checkOfferStillValid(tx, c);
        await supersedeActive(tx, c.agentId, kind, 'agent');
        await q.changeState(tx, c.id, 'pending', 'active');
        ended = await endGivenAboveNewRate(tx, c);
      }
    } else {
      const by = isMine ? 'agent' : 'upline';
      if (c.state === 'active') {
        await q.changeState(tx, c.id, 'active', 'terminated', {
          reason: `terminated_by_${by}`,
          by,
        });
        ended = await endGivenAbove(tx, c.agentId, kind, -1, 'upline_contract_ended');
      } else if (c.state === 'pending' && !isMine) {
        // The offerer takes back an offer not yet answered.
        await q.changeState(tx, c.id, 'pending', 'withdrawn', { reason: 'withdrawn', by });
      } else {
        throw invalid('terminated');
      }
    }
    await insertAudit(tx, {
      actorKind: 'member',
      actorId: agent.id,
      action: `agentContract.${body.action}`,
      subject: `contract:${c.id}`,
      memberId: agent.id,
      detail: { kind, ended },
    });
  });
  return viewOf(deps.db, found.id);
}

/** An offer may only be accepted while its upline still is the upline and still has the rate. */
async function checkOfferStillValid(tx: Db, c: q.ContractRow): Promise<void> {
  if (c.uplineId === null) return;
  const own = await q.findAgentContract(tx, c.uplineId, c.kind, 'active');
  if (
    !own ||
    own.maxRateBp < c.maxRateBp ||
    own.periodType !== c.periodType ||
    (await q.uplineIdOf(tx, c.agentId)) !== c.uplineId
  ) {
    throw new AppError(
      'INVALID_STATE',
      'This offer is no longer valid: ask your upline for a new one.',
    );
  }
}

export async function listMyContracts(deps: Deps, caller: Caller | null, kind: ContractKind) {
  const agent = await requireAgent(deps, caller);
  const all = (await q.contractsOfAgent(deps.db, agent.id, kind)).map(contractView);
  return {
    active: all.find((c) => c.state === 'active') ?? null,
    pending: all.find((c) => c.state === 'pending') ?? null,
    history: all.filter((c) => c.state !== 'active' && c.state !== 'pending'),
  };
}

export async function listGivenContracts(
  deps: Deps,
  caller: Caller | null,
  query: { kind: ContractKind; state?: q.ContractRow['state']; username?: string; pageNo: number },
) {
  const agent = await requireAgent(deps, caller);
  const { items, total } = await q.listContracts(
    deps.db,
    { kind: query.kind, state: query.state, username: query.username, uplineId: agent.id },
    query.pageNo,
  );
  return { items: items.map(contractView), total, totalPages: Math.ceil(total / 15) };
}

/** The funds call's flags: a pending offer of that kind waits for the caller. */
export async function pendingContractFlags(db: Db, memberId: number): Promise<TContractFlags> {
  const kinds = await q.pendingKindsOf(db, memberId);
  return {
    dailysalreqtype: kinds.has('daily_salary'),
    divtypereq: kinds.has('dividend'),
    contracthoursalreqtype: kinds.has('hourly_salary'),
    realtimesalreqtype: kinds.has('realtime_salary'),
  };
}

// ---------------------------------------------------------------------------------------------
// Operators

export async function setTopContract(
  deps: Deps,
  actor: Actor,
  body: { kind: TContractKind; periodType: string; tiers: TContractTier[]; username: string },
): Promise<TAgentContract> {
  const periodType = checkTerms(body.kind, body.periodType, body.tiers);
  const target = await q.findMemberIdentity(deps.db, body.username);
  if (!target || !isAgentType(target.accountType)) {
    throw new AppError('NOT_AN_AGENT', 'No agent of that name.', 'body.username');
  }
  if (target.uplineId !== null) {
    throw new AppError(
      'INVALID_STATE',
      'This agent has an upline: its contracts come from its upline.',
      'body.username',
    );
  }
  const id = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await q.lockAgentKind(tx, target.id, body.kind);
    const waiting = await q.findAgentContract(tx, target.id, body.kind, 'pending');
    if (waiting) {
      await q.changeState(tx, waiting.id, 'pending', 'withdrawn', {
        reason: 'new_version',
        by: 'operator',
      });
    }
    const current = await supersedeActive(tx, target.id, body.kind, 'operator');
    if (current && current.periodType !== periodType) {
      // Every contract under it settles by the old period: they end with it.
      await endGivenAbove(tx, target.id, body.kind, -1, 'upline_contract_ended');
    }
    const created = await q.insertContract(tx, {
      kind: body.kind,
      agentId: target.id,
      uplineId: null,
      operatorId: actor.id,
      state: 'active',
      periodType,
      tiers: body.tiers,
      maxRateBp: maxRateOf(body.tiers),
      requestKey: null,
    });
    const ended = await endGivenAboveNewRate(tx, created);
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: actor.id,
      action: 'agentContract.setTop',
      subject: `member:${target.id}`,
      detail: { contractId: created.id, kind: body.kind, periodType, tiers: body.tiers, ended },
    });
    return created.id;
  });
  return viewOf(deps.db, id);
}

export async function terminateByOperator(deps: Deps, actor: Actor, id: number) {
  const found = await q.findContract(deps.db, id);
  if (!found) throw new AppError('NOT_FOUND', 'No such contract.');
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await q.lockAgentKind(tx, found.agentId, found.kind);
    const c = await q.findContract(tx, id);
    let ended: number[] = [];
    if (c?.state === 'active') {
      await q.changeState(tx, id, 'active', 'terminated', {
        reason: 'terminated_by_operator',
        by: 'operator',
      });
      ended = await endGivenAbove(tx, c.agentId, c.kind, -1, 'upline_contract_ended');
    } else if (c?.state === 'pending') {
      await q.changeState(tx, id, 'pending', 'withdrawn', { reason: 'withdrawn', by: 'operator' });
    } else {
      throw new AppError('INVALID_STATE', `This contract is ${c?.state}: it cannot be terminated.`);
    }
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: actor.id,
      action: 'agentContract.terminate',
      subject: `contract:${id}`,
      memberId: found.agentId,
      detail: { ended },
    });
  });
  return viewOf(deps.db, id);
}

export async function listOpsContracts(
  deps: Deps,
  query: {
    kind?: ContractKind;
    state?: q.ContractRow['state'];
    username?: string;
    topLevel?: 'true' | 'false';
    pageNo: number;
  },
) {
  const { items, total } = await q.listContracts(
    deps.db,
    {
      kind: query.kind,
      state: query.state,
      username: query.username,
      topLevel: query.topLevel === undefined ? undefined : query.topLevel === 'true',
    },
    query.pageNo,
  );
  return { items: items.map(contractView), total, totalPages: Math.ceil(total / 15) };
}
