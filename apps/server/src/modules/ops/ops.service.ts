// Operator accounts: login, role checks and the first admin created at first start.
import { randomBytes } from 'node:crypto';
import { OPERATORS_PAGE_SIZE } from '@wps/contracts/ops/operators';
import type { TOpsPermission } from '@wps/contracts/ops/permissions';
import type { TOperator, TOperatorRole, TOpsMe } from '@wps/contracts/ops/session';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { accountKey, operatorLoginGuardOf } from '../auth/login-guard';
import { usernameKey } from '../member/username';
import { createSession, revokeSessions, type Caller } from '../session/session.service';
import { assertRoleExists } from './operators.service';
import * as q from './ops.queries';
import { checkLoginCode, mustEnrolTwoFactor } from './totp';

/**
 * The active operator with this name and password, under the member login's limits (per account
 * and per address, the growing delay; login-guard.ts) counted apart from members'. A failure is
 * audited with the address and the name tried, the same whether or not the name exists.
 */
async function checkOperatorPassword(
  deps: Deps,
  input: { username: string; password: string; ip: string },
) {
  const guard = operatorLoginGuardOf(deps);
  await guard.throttleIp(input.ip);
  const row = await q.findOperatorByUsername(deps.db, usernameKey(input.username));
  const slot = await guard.reserve(accountKey(row, input.username), input.ip);
  let ok: boolean;
  try {
    ok = await verifyPassword(row?.isActive === 1 ? row.passwordHash : null, input.password);
  } catch (error) {
    await slot.giveBack();
    throw error;
  }
  if (!row || !ok) {
    await slot.countFailure();
    await q.insertAudit(deps.db, {
      actorKind: 'operator',
      actorId: null,
      action: 'ops.login.failed',
      detail: { ip: input.ip, username: input.username },
    });
    throw new AppError('BAD_CREDENTIALS', 'Username or password incorrect.');
  }
  await slot.giveBack();
  return row;
}

export async function loginOperator(
  deps: Deps,
  input: {
    username: string;
    password: string;
    otp?: string | undefined;
    ip: string;
    userAgent: string | null;
  },
): Promise<{ token: string; operator: TOpsMe }> {
  const { db, config } = deps;
  const row = await checkOperatorPassword(deps, input);
  await checkLoginCode(deps, row, input.otp);
  const token = await createSession(
    { db, ttlHours: config.SESSION_TTL_HOURS },
    { kind: 'operator', id: row.id, ip: input.ip, userAgent: input.userAgent },
  );
  await q.markOperatorLogin(db, row.id);
  await q.insertAudit(db, { actorKind: 'operator', actorId: row.id, action: 'ops.login' });
  return { token, operator: meOf(config, q.toPublic(row)) };
}

export async function logoutOperator(deps: Deps, caller: Caller): Promise<void> {
  await revokeSessions(deps, { tokenHash: caller.tokenHash });
  // As the login is: who was in the console when is the log's to answer.
  await q.insertAudit(deps.db, { actorKind: 'operator', actorId: caller.id, action: 'ops.logout' });
}

function meOf(config: Deps['config'], operator: TOperator): TOpsMe {
  return { ...operator, mustEnrolTwoFactor: mustEnrolTwoFactor(config, operator) };
}

/**
 * The caller must be an active operator, enrolled or not: only for the calls an operator who
 * must enrol in two-factor may still make (who am I, the enrolment). Others: requireOperator.
 */
export async function requireOperatorSession(
  { db }: Deps,
  caller: Caller | null,
): Promise<TOperator> {
  if (caller?.kind !== 'operator') throw new AppError('NOT_LOGGED_IN');
  const operator = await q.findActiveOperator(db, caller.id);
  if (!operator) throw new AppError('SESSION_EXPIRED');
  return operator;
}

export async function getOperatorMe(deps: Deps, caller: Caller | null): Promise<TOpsMe> {
  return meOf(deps.config, await requireOperatorSession(deps, caller));
}

/**
 * The access check every operator service starts with: the caller must be an active operator,
 * enrolled in two-factor when OPS_REQUIRE_2FA asks it of their permissions, and hold `need`
 * when given (its role grants it: ops/permissions.ts, or the custom role's row).
 */
export async function requireOperator(
  deps: Deps,
  caller: Caller | null,
  need?: TOpsPermission,
): Promise<TOperator> {
  const operator = await requireOperatorSession(deps, caller);
  if (mustEnrolTwoFactor(deps.config, operator)) {
    throw new AppError(
      'TWO_FACTOR_ENROLMENT_REQUIRED',
      'Turn two-factor on (Two-factor in the console) before anything else.',
    );
  }
  if (need !== undefined && !operator.permissions.includes(need)) {
    throw new AppError('FORBIDDEN', `This needs the permission ${need}.`);
  }
  return operator;
}

export async function listOperatorAccounts(deps: Deps, caller: Caller | null, page: number) {
  await requireOperator(deps, caller, 'operators.manage');
  const [items, total] = await Promise.all([
    q.listOperators(deps.db, (page - 1) * OPERATORS_PAGE_SIZE, OPERATORS_PAGE_SIZE),
    q.countOperators(deps.db),
  ]);
  return { items, totalPages: Math.max(1, Math.ceil(total / OPERATORS_PAGE_SIZE)) };
}

export async function createOperatorAccount(
  deps: Deps,
  caller: Caller | null,
  input: { username: string; password: string; role: TOperatorRole },
): Promise<TOperator> {
  const actor = await requireOperator(deps, caller, 'operators.manage');
  await assertRoleExists(deps.db, input.role);
  const created = await q.insertOperator(deps.db, {
    username: input.username,
    passwordHash: await hashPassword(input.password),
    role: input.role,
  });
  if (!created) throw new AppError('CONFLICT', 'That username is taken.', 'body.username');
  await q.insertAudit(deps.db, {
    actorKind: 'operator',
    actorId: actor.id,
    action: 'ops.operator.create',
    subject: created.username,
  });
  return created;
}

/** On the first start there is no operator: create the admin, with a generated password if none is configured. */
export async function ensureFirstOperator({ db, config, log }: Deps): Promise<void> {
  if ((await q.countOperators(db)) > 0) return;
  const generated = config.OPS_ADMIN_PASSWORD === undefined;
  const password = config.OPS_ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  await q.insertOperator(db, {
    username: config.OPS_ADMIN_USERNAME,
    passwordHash: await hashPassword(password),
    role: 'admin',
  });
  if (generated) {
    // Printed once, on purpose to stdout and not the structured log, so it is not shipped to log storage.
    process.stdout.write(
      `\n  First operator created: username "${config.OPS_ADMIN_USERNAME}", password "${password}"\n` +
        '  Sign in at /ops. This password is shown only now; set OPS_ADMIN_PASSWORD to choose it yourself.\n\n',
    );
  } else {
    log.info(
      { username: config.OPS_ADMIN_USERNAME },
      'first operator created from OPS_ADMIN_PASSWORD',
    );
  }
}
