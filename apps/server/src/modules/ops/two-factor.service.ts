// Operators' two-factor: enrolment (a QR code, confirmed by a code), turning it off with a
// code, and an admin's reset for an operator who lost the app. Every change is audited.
import QRCode from 'qrcode';
import type { TOperator, TOpsMe } from '@wps/contracts/ops/session';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { revokeSessions, type Caller } from '../session/session.service';
import * as q from './ops.queries';
import { getOperatorMe, requireOperator, requireOperatorSession } from './ops.service';
import { acceptCode, newTotpSecret, totpOf } from './totp';

async function enrolledRow(deps: Deps, id: number) {
  const row = await q.findOperatorById(deps.db, id);
  if (!row?.totpSecret) throw new AppError('INVALID_STATE', 'Two-factor is not set up.');
  return { ...row, totpSecret: row.totpSecret };
}

/**
 * A new secret for the caller, while two-factor is off (starting again replaces the last one).
 * Once on, the secret is never shown again: turn it off first.
 */
export async function startEnrolment(deps: Deps, caller: Caller | null) {
  const operator = await requireOperatorSession(deps, caller);
  const secret = newTotpSecret();
  if (!(await q.setPendingTotpSecret(deps.db, operator.id, secret))) {
    throw new AppError('INVALID_STATE', 'Two-factor is on already; turn it off first.');
  }
  // A new secret replaces a pending one: audited like the other changes (the secret is not).
  await q.insertAudit(deps.db, {
    actorKind: 'operator',
    actorId: operator.id,
    action: 'ops.2fa.setup',
    subject: operator.username,
  });
  const uri = totpOf(secret, operator.username).toString();
  // Drawn here: the secret goes to no other site (no QR service, no CDN).
  const qrCode = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { secret, uri, qrCode };
}

export async function confirmEnrolment(
  deps: Deps,
  caller: Caller | null,
  otp: string,
): Promise<TOpsMe> {
  const operator = await requireOperatorSession(deps, caller);
  const row = await enrolledRow(deps, operator.id);
  if (row.totpEnabledAt !== null) throw new AppError('INVALID_STATE', 'Two-factor is on already.');
  await acceptCode(deps, row, otp);
  if (await q.enableTotp(deps.db, operator.id)) {
    await q.insertAudit(deps.db, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'ops.2fa.enable',
      subject: operator.username,
    });
  }
  return getOperatorMe(deps, caller);
}

export async function disableOwn(deps: Deps, caller: Caller | null, otp: string) {
  const operator = await requireOperatorSession(deps, caller);
  const row = await enrolledRow(deps, operator.id);
  if (row.totpEnabledAt === null) throw new AppError('INVALID_STATE', 'Two-factor is off.');
  await acceptCode(deps, row, otp);
  await q.clearTotp(deps.db, operator.id);
  await q.insertAudit(deps.db, {
    actorKind: 'operator',
    actorId: operator.id,
    action: 'ops.2fa.disable',
    subject: operator.username,
  });
  return getOperatorMe(deps, caller);
}

/**
 * An admin turns another operator's two-factor off (a lost phone) and ends their sessions: they
 * sign in again with the password alone and enrol anew. One's own needs a code (disableOwn).
 */
export async function resetOperator(
  deps: Deps,
  caller: Caller | null,
  id: number,
): Promise<TOperator> {
  const actor = await requireOperator(deps, caller, 'operators.manage');
  if (id === actor.id) {
    throw new AppError('FORBIDDEN', 'Turn your own two-factor off with a current code.');
  }
  const target = await q.findOperatorById(deps.db, id);
  if (!target) throw new AppError('NOT_FOUND', `No operator ${id}.`, 'params.id');
  await deps.db.transaction(async (tx) => {
    await q.clearTotp(tx, id);
    await q.insertAudit(tx, {
      actorKind: 'operator',
      actorId: actor.id,
      action: 'ops.operator.2fa.reset',
      subject: target.username,
    });
  });
  await revokeSessions(deps, { kind: 'operator', id });
  return { ...q.toPublic(target), twoFactorEnabled: false };
}
