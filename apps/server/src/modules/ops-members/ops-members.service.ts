// Operators look members up (support), reset a password to the default or disable an account
// (admin). Both writes end the member's sessions and are audited.
import { DEFAULT_PASSWORD } from '@wps/contracts/account/accounts';
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

function toOpsMember(row: Row) {
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
  query: { page: number; username?: string | undefined },
) {
  await requireOperator(deps, caller, ['support']);
  const prefix = query.username || undefined;
  const [rows, total] = await Promise.all([
    q.findOpsMemberPage(deps.db, prefix, (query.page - 1) * MEMBERS_PAGE_SIZE, MEMBERS_PAGE_SIZE),
    q.countOpsMembers(deps.db, prefix),
  ]);
  return { items: rows.map(toOpsMember), totalPages: Math.ceil(total / MEMBERS_PAGE_SIZE) };
}

export async function resetMemberPassword(deps: Deps, caller: Caller | null, id: number) {
  const operator = await requireOperator(deps, caller, ['admin']);
  const passwordHash = await hashPassword(DEFAULT_PASSWORD);
  return deps.db.transaction(async (tx) => {
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
}

export async function setMemberStatus(
  deps: Deps,
  caller: Caller | null,
  id: number,
  status: 'active' | 'disabled',
) {
  const operator = await requireOperator(deps, caller, ['admin']);
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
