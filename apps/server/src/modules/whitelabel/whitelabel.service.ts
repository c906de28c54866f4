// Whitelabel flags: which ways to register and log in, feature toggles, links and languages.
import type { TWhitelabel } from '@wps/contracts/system/whitelabel';
import type { Deps } from '../../deps';
import { insertAudit } from '../ops/ops.queries';
import { requireOperator } from '../ops/ops.service';
import type { Caller } from '../session/session.service';
import * as q from './whitelabel.queries';

export function getWhitelabel({ db }: Deps): Promise<TWhitelabel> {
  return q.readWhitelabel(db);
}

export async function setWhitelabel(
  deps: Deps,
  caller: Caller | null,
  whitelabel: TWhitelabel,
): Promise<TWhitelabel> {
  const operator = await requireOperator(deps, caller, ['admin']);
  await deps.db.transaction(async (tx) => {
    await q.writeWhitelabel(tx, whitelabel, operator.id);
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'system.whitelabel',
      detail: whitelabel,
    });
  });
  return whitelabel;
}
