// An operator replaces a settings document: the permission check, then the write and its audit row in
// one transaction (every settings module's PUT is this).
import type { TOpsPermission } from '@wps/contracts/ops/permissions';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { insertAudit } from '../ops/ops.queries';
import { requireOperator } from '../ops/ops.service';
import type { Caller } from '../session/session.service';

export async function replaceSettings<T>(
  deps: Deps,
  caller: Caller | null,
  options: {
    /** The permission it needs (requireOperator). */
    permission: TOpsPermission;
    /** The audit action, e.g. 'system.money'. */
    action: string;
    value: T;
    write: (tx: Db, value: T, operatorId: number) => Promise<void>;
  },
): Promise<T> {
  const operator = await requireOperator(deps, caller, options.permission);
  await deps.db.transaction(async (tx) => {
    await options.write(tx, options.value, operator.id);
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: options.action,
      detail: options.value,
    });
  });
  return options.value;
}
