// The commission wallet (agent_commission): settlements pay into it instead of the main wallet
// when the operators set payoutWallet 'commission' (settlement settings); the agent moves it to
// the main wallet with collect, through the ledger under its own key.
import type { TCommissionWallet, TCollectCommission } from '@wps/contracts/agent/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { openAccount } from '../../ledger/accounts';
import { post } from '../../ledger/post';
import { requireAgent } from '../agent-reports/agent-reports.service';
import type { Caller } from '../session/session.service';
import { readSettlementSettings } from './settlement-settings';

export const COLLECT_KIND = 'agent_commission_collect';
const collectKey = (agentId: number, key: string) => `agent-collect:${agentId}:${key}`;

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function getCommissionWallet(
  deps: Deps,
  caller: Caller | null,
): Promise<TCommissionWallet> {
  const agent = await requireAgent(deps, caller);
  const [[row], settings] = await Promise.all([
    rowsOf<{ balance: string }>(
      deps.db,
      sql`SELECT balance::text AS balance FROM ledger_accounts
           WHERE kind = 'agent_commission' AND member_id = ${agent.id}`,
    ),
    readSettlementSettings(deps.db),
  ]);
  return { balance: row?.balance ?? '0', payoutWallet: settings.payoutWallet };
}

/**
 * Moves the whole commission wallet to the main wallet. The wallet's row is locked first, so two
 * calls at once move it once (the second finds it empty); the same key again answers what the
 * first call moved.
 */
export async function collectCommission(
  deps: Deps,
  caller: Caller | null,
  idempotencyKey: string,
): Promise<TCollectCommission> {
  const agent = await requireAgent(deps, caller);
  const key = collectKey(agent.id, idempotencyKey);
  const done = async () => {
    const [row] = await rowsOf<{ moved: string }>(
      deps.db,
      sql`SELECT e.amount::text AS moved
            FROM ledger_transactions t
            JOIN ledger_entries e ON e.transaction_id = t.id
            JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'player_cash'
           WHERE t.idempotency_key = ${key}`,
    );
    return row ? { moved: row.moved } : null;
  };
  const before = await done();
  if (before) return before;
  const commission = await openAccount(deps.db, 'agent_commission', agent.id);
  const cash = await openAccount(deps.db, 'player_cash', agent.id);
  return deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await rowsOf<{ balance: string }>(
      tx,
      sql`SELECT balance::text AS balance FROM ledger_accounts
           WHERE id = ${commission.id} FOR UPDATE`,
    );
    const amount = BigInt(row?.balance ?? '0');
    if (amount <= 0n) return { moved: '0' };
    await post(tx, {
      key,
      kind: COLLECT_KIND,
      entries: [
        { account: commission.id, amount: -amount },
        { account: cash.id, amount },
      ],
      metadata: { reference: idempotencyKey },
    });
    return { moved: amount.toString() };
  });
}
