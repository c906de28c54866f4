// Operators look members up (support), reset a password to a one-time one or disable an account
// (admin). Both writes end the member's sessions and are audited.
import { randomInt } from 'node:crypto';
import type { TMemberSearchField } from '@wps/contracts/account/ops-member-detail';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { hashPassword } from '../../lib/passwords';
import { endMemberSessions } from '../member/member-session';
import { updateMember } from '../member/member.queries';
import { insertAudit } from '../ops/ops.queries';
import { requireOperator } from '../ops/ops.service';
import type { Caller } from '../session/session.service';
import * as q from './ops-members.queries';

export const MEMBERS_PAGE_SIZE = 15;

type Row = NonNullable<Awaited<ReturnType<typeof q.findOpsMember>>>;

export function toOpsMember(row: Row) {
  return {
    id: row.id,
    username: row.username,
    accountType: row.accountType,
    mobile:
      row.dialCode !== null && row.mobileNum !== null ? `+${row.dialCode} ${row.mobileNum}` : null,
    email: row.email,
    upline: row.upline,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

export async function listMembers(
  deps: Deps,
  caller: Caller | null,
  query: {
    page: number;
    username?: string | undefined;
    by?: TMemberSearchField | undefined;
    q?: string | undefined;
  },
) {
  await requireOperator(deps, caller, 'members.read');
  const where = query.q
    ? q.searchCondition(query.by ?? 'username', query.q)
    : q.searchCondition('username', query.username ?? '');
  const [rows, total] = await Promise.all([
    q.findOpsMemberPage(deps.db, where, (query.page - 1) * MEMBERS_PAGE_SIZE, MEMBERS_PAGE_SIZE),
    q.countOpsMembers(deps.db, where),
  ]);
  return { items: rows.map(toOpsMember), totalPages: Math.ceil(total / MEMBERS_PAGE_SIZE) };
}

/** Letters and digits no one misreads when the password is read out (no 0/O, 1/l/I). */
const ONE_TIME_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
/** 12 of 56 characters: about 70 bits. */
export const ONE_TIME_PASSWORD_LENGTH = 12;

export function newOneTimePassword(): string {
  let password = '';
  for (let i = 0; i < ONE_TIME_PASSWORD_LENGTH; i++) {
    password += ONE_TIME_ALPHABET[randomInt(ONE_TIME_ALPHABET.length)];
  }
  return password;
}

/**
 * A random one-time password, answered once to the operator to hand over: only its hash is
 * kept, and nothing logs it. A login with it may only change it (mustChangePassword).
 */
export async function resetMemberPassword(deps: Deps, caller: Caller | null, id: number) {
  const operator = await requireOperator(deps, caller, 'members.edit');
  const oneTimePassword = newOneTimePassword();
  const passwordHash = await hashPassword(oneTimePassword);
  const member = await deps.db.transaction(async (tx) => {
    const updated = await updateMember(tx, id, {
      passwordHash,
      mustChangePassword: true,
      passwordChangedAt: new Date(),
    });
    if (!updated) throw new AppError('NOT_FOUND', `No member ${id}.`, 'params.id');
    await endMemberSessions({ ...deps, db: tx }, id);
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'member.password.reset',
      subject: `member:${id}`,
    });
    return toOpsMember((await q.findOpsMember(tx, id))!);
  });
  return { ...member, oneTimePassword };
}

export async function setMemberStatus(
  deps: Deps,
  caller: Caller | null,
  id: number,
  status: 'active' | 'disabled',
) {
  const operator = await requireOperator(deps, caller, 'members.edit');
  return deps.db.transaction(async (tx) => {
    const updated = await updateMember(tx, id, { status });
    if (!updated) throw new AppError('NOT_FOUND', `No member ${id}.`, 'params.id');
    if (status === 'disabled') await endMemberSessions({ ...deps, db: tx }, id);
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'member.status',
      subject: `member:${id}`,
      detail: { status },
    });
    return toOpsMember((await q.findOpsMember(tx, id))!);
  });
}
