// The member page (support reads; admin acts): the profile with balances and labels, the paged
// histories, and the actions that are not money: labels and VIP rank, notes, sessions, devices.
// Every write is audited with subject member:<id>, which is what the page's audit trail lists.
import type { TOpsMemberDetail } from '@wps/contracts/account/ops-member-detail';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { endMemberSessions } from '../member/member-session';
import { updateMember } from '../member/member.queries';
import { insertAudit } from '../ops/ops.queries';
import { requireOperator } from '../ops/ops.service';
import { revokeSessions, type Caller } from '../session/session.service';
import * as q from './member-detail.queries';

export const HISTORY_PAGE_SIZE = 20;

const iso = (d: Date | null) => d?.toISOString() ?? null;
const pages = (total: number) => Math.ceil(total / HISTORY_PAGE_SIZE);
const offsetOf = (page: number) => (page - 1) * HISTORY_PAGE_SIZE;

export async function loadMemberDetail(db: Db, id: number): Promise<TOpsMemberDetail> {
  const row = await q.findMemberProfile(db, id);
  if (!row) throw new AppError('NOT_FOUND', `No member ${id}.`, 'params.id');
  const m = row.member;
  const [accounts, banks, live, devices, notes, kyc] = await Promise.all([
    q.findMemberAccounts(db, id),
    q.findBankAccounts(db, id),
    q.findLiveSessions(db, id),
    q.findDevices(db, id),
    q.findNotes(db, id),
    q.latestKycState(db, id),
  ]);
  const sum = (kind: string) =>
    accounts
      .filter((a) => a.kind === kind)
      .reduce((total, a) => total + a.balance, 0n)
      .toString();
  return {
    id: m.id,
    username: m.username,
    nickname: m.nickname,
    accountType: m.accountType,
    status: m.status,
    mobile: m.dialCode !== null && m.mobileNum !== null ? `+${m.dialCode} ${m.mobileNum}` : null,
    email: m.email,
    payeeName: m.payeeName,
    birthday: m.birthday,
    language: m.language,
    upline: row.upline,
    registerIp: m.registerIp,
    registerMethod: m.registerMethod,
    domain: m.domain,
    createdAt: m.createdAt.toISOString(),
    lastLoginAt: iso(m.lastLoginAt),
    labels: m.labels,
    clubLabel: { labelName: `VIP ${m.rankLevel}`, rankLevel: m.rankLevel },
    kyc: kyc ?? 'none',
    balances: {
      cash: sum('player_cash'),
      bonus: sum('player_bonus'),
      held: sum('player_held'),
      commission: sum('agent_commission'),
      points: sum('player_points'),
      gameWallets: accounts
        .filter((a) => a.kind === 'player_game')
        .map((a) => ({ vendor: a.ownerKey, balance: a.balance.toString() })),
    },
    bankAccounts: banks.map((b) => ({
      id: b.id,
      bankName: b.bankName,
      accountName: b.accountName,
      accountNumber: b.accountNumber,
      createdAt: b.createdAt.toISOString(),
      removedAt: iso(b.removedAt),
    })),
    sessions: live.map((s) => ({
      id: s.id,
      ip: s.ip,
      userAgent: s.userAgent,
      createdAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
    })),
    devices: devices.map((d) => ({
      deviceHash: d.deviceHash,
      createdAt: d.createdAt.toISOString(),
      lastSeenAt: d.lastSeenAt.toISOString(),
    })),
    notes: notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
  };
}

export async function getMemberDetail(deps: Deps, caller: Caller | null, id: number) {
  await requireOperator(deps, caller, 'members.read');
  return loadMemberDetail(deps.db, id);
}

async function requireMember(db: Db, id: number) {
  if (!(await q.findMemberProfile(db, id))) {
    throw new AppError('NOT_FOUND', `No member ${id}.`, 'params.id');
  }
}

export async function listMemberLedger(
  deps: Deps,
  caller: Caller | null,
  id: number,
  page: number,
) {
  await requireOperator(deps, caller, 'members.read');
  await requireMember(deps.db, id);
  const [rows, total] = await Promise.all([
    q.findLedgerPage(deps.db, id, offsetOf(page), HISTORY_PAGE_SIZE),
    q.countLedger(deps.db, id),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      transactionId: r.transactionId,
      kind: r.kind,
      account: r.ownerKey && r.account === 'player_game' ? `player_game:${r.ownerKey}` : r.account,
      amount: r.amount.toString(),
      balanceAfter: r.balanceAfter.toString(),
      createdAt: r.createdAt.toISOString(),
    })),
    totalPages: pages(total),
  };
}

export async function listMemberPayments(
  deps: Deps,
  caller: Caller | null,
  id: number,
  query: { page: number; direction: 'deposit' | 'withdrawal' },
) {
  await requireOperator(deps, caller, 'members.read');
  await requireMember(deps.db, id);
  const { rows, total } = await q.findPaymentPage(
    deps.db,
    id,
    query.direction,
    offsetOf(query.page),
    HISTORY_PAGE_SIZE,
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      direction: query.direction,
      reference: r.reference,
      amount: r.amount.toString(),
      fee: r.fee.toString(),
      state: r.state,
      createdAt: r.createdAt.toISOString(),
    })),
    totalPages: pages(total),
  };
}

export async function listMemberRounds(
  deps: Deps,
  caller: Caller | null,
  id: number,
  page: number,
) {
  await requireOperator(deps, caller, 'members.read');
  await requireMember(deps.db, id);
  const { rows, total } = await q.findRoundPage(deps.db, id, offsetOf(page), HISTORY_PAGE_SIZE);
  return {
    items: rows.map((r) => ({
      id: r.id,
      vendor: r.vendor,
      gameCode: r.gameCode ?? r.roundRef,
      bet: (r.bet - r.refund).toString(),
      win: r.win.toString(),
      state: r.state,
      createdAt: r.startedAt.toISOString(),
    })),
    totalPages: pages(total),
  };
}

export async function listMemberAudit(deps: Deps, caller: Caller | null, id: number, page: number) {
  await requireOperator(deps, caller, 'members.read');
  await requireMember(deps.db, id);
  const { rows, total } = await q.findAuditPage(deps.db, id, offsetOf(page), HISTORY_PAGE_SIZE);
  return {
    items: rows.map((r) => ({
      id: r.id,
      operator: r.operator,
      action: r.action,
      detail: (r.detail ?? {}) as Record<string, unknown>,
      createdAt: r.createdAt.toISOString(),
    })),
    totalPages: pages(total),
  };
}

export async function setMemberLabels(
  deps: Deps,
  caller: Caller | null,
  id: number,
  input: { labels: Array<{ name: string; colour: string }>; rankLevel: number },
) {
  const operator = await requireOperator(deps, caller, 'members.edit');
  return deps.db.transaction(async (tx) => {
    const before = await q.findMemberProfile(tx, id);
    if (!before) throw new AppError('NOT_FOUND', `No member ${id}.`, 'params.id');
    const labels = input.labels.map((l) => ({ name: l.name, colour: l.colour.toLowerCase() }));
    await updateMember(tx, id, { labels, rankLevel: input.rankLevel });
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'member.labels',
      subject: `member:${id}`,
      detail: {
        from: { labels: before.member.labels, rankLevel: before.member.rankLevel },
        to: { labels, rankLevel: input.rankLevel },
      },
    });
    return loadMemberDetail(tx, id);
  });
}

export async function addMemberNote(deps: Deps, caller: Caller | null, id: number, body: string) {
  // Support writes notes too: a note changes nothing about the member.
  const operator = await requireOperator(deps, caller, 'members.read');
  return deps.db.transaction(async (tx) => {
    await requireMember(tx, id);
    await q.insertNote(tx, { memberId: id, operatorId: operator.id, body });
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'member.note',
      subject: `member:${id}`,
      detail: { body },
    });
    return loadMemberDetail(tx, id);
  });
}

export async function revokeMemberSessions(
  deps: Deps,
  caller: Caller | null,
  id: number,
  sessionId: number | undefined,
) {
  const operator = await requireOperator(deps, caller, 'members.edit');
  await requireMember(deps.db, id);
  if (sessionId === undefined) {
    await endMemberSessions(deps, id);
  } else {
    const tokenHash = await q.findSessionHash(deps.db, id, sessionId);
    if (!tokenHash) throw new AppError('NOT_FOUND', `No session ${sessionId}.`, 'body.sessionId');
    await revokeSessions(deps, { tokenHash });
  }
  await insertAudit(deps.db, {
    actorKind: 'operator',
    actorId: operator.id,
    action: 'member.sessions.revoke',
    subject: `member:${id}`,
    detail: { sessionId: sessionId ?? 'all' },
  });
  return loadMemberDetail(deps.db, id);
}

export async function forgetMemberDevice(
  deps: Deps,
  caller: Caller | null,
  id: number,
  deviceHash: string,
) {
  const operator = await requireOperator(deps, caller, 'members.edit');
  return deps.db.transaction(async (tx) => {
    await requireMember(tx, id);
    if (!(await q.deleteDevice(tx, id, deviceHash))) {
      throw new AppError('NOT_FOUND', 'No such device for this member.', 'body.deviceHash');
    }
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'member.device.forget',
      subject: `member:${id}`,
      detail: { deviceHash },
    });
    return loadMemberDetail(tx, id);
  });
}
