// The commission wallet (agent_commission): settlements pay into it instead of the main wallet
// when the operators set payoutWallet 'commission' (settlement settings); the agent moves it to
// the main wallet with collect, through the ledger under its own key.
import type { TCommissionWallet, TCollectCommission } from '@wps/contracts/agent/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { openAccount } from '../../ledger/accounts';
import { post } from '../../ledger/post';
import { withKeyLock } from '../../lib/key-lock';
import { type RateLimiter, takeOrRefuse } from '../../lib/rate-limit';
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
 * calls at once move it once (the second finds it empty). Copies of one key take turns on the
 * key's lock: a copy in flight waits for the first and answers what it moved, as the same key
 * sent later does. Every call counts against the agent's limit first (120 a minute).
 */
export async function collectCommission(
  deps: Deps,
  limiter: RateLimiter,
  caller: Caller | null,
  idempotencyKey: string,
): Promise<TCollectCommission> {
  const agent = await requireAgent(deps, caller);
  await takeOrRefuse(limiter, String(agent.id), 'Too many collections: wait a minute.');
  const key = collectKey(agent.id, idempotencyKey);
  return withKeyLock(deps.db, key, async (tx) => {
    const [done] = await rowsOf<{ moved: string }>(
      tx,
      sql`SELECT e.amount::text AS moved
            FROM ledger_transactions t
            JOIN ledger_entries e ON e.transaction_id = t.id
            JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'player_cash'
           WHERE t.idempotency_key = ${key}`,
    );
    if (done) return { moved: done.moved };
    const commission = await openAccount(tx, 'agent_commission', agent.id);
    const cash = await openAccount(tx, 'player_cash', agent.id);
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
