// The agent reports' own reads: the downline list and the downline's money movements. Figures
// (valid bet, P&L, active members) come from modules/activity's readers instead.
import { sql, type SQL } from 'drizzle-orm';
import { AGENT_ACCOUNT_TYPES } from '@wps/contracts/account/accounts';
import type { TDownlineQuery } from '@wps/contracts/agent/reports';
import type { Db } from '../../db/client';

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** ILIKE pattern for "contains", with the pattern's own characters escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const agentTypes = sql.raw(AGENT_ACCOUNT_TYPES.join(', '));

export interface DownlineRow {
  memberId: number;
  username: string;
  nickname: string;
  level: number;
  accountType: number;
  upline: string | null;
  balance: string;
  status: 'active' | 'disabled';
  registeredAt: Date;
  lastLoginAt: Date | null;
  directDownlines: number;
  remark: string;
}

function downlineWhere(agentId: number, q: TDownlineQuery): { where: SQL; needsMember: boolean } {
  const parts: SQL[] = [sql`t.ancestor_id = ${agentId}`];
  parts.push(q.level === undefined ? sql`t.depth > 0` : sql`t.depth = ${q.level}`);
  let needsMember = false;
  if (q.username !== undefined) {
    parts.push(sql`m.username ILIKE ${containsPattern(q.username)}`);
    needsMember = true;
  }
  if (q.status !== undefined) {
    parts.push(sql`m.status = ${q.status}`);
    needsMember = true;
  }
  if (q.kind !== undefined) {
    parts.push(
      q.kind === 'agent'
        ? sql`m.account_type IN (${agentTypes})`
        : sql`m.account_type NOT IN (${agentTypes})`,
    );
    needsMember = true;
  }
  return { where: sql.join(parts, sql` AND `), needsMember };
}

const orderOf: Record<TDownlineQuery['sort'], SQL> = {
  level: sql`t.depth, t.descendant_id`,
  registered: sql`m.created_at DESC, t.descendant_id`,
  lastLogin: sql`m.last_login_at DESC NULLS LAST, t.descendant_id`,
  balance: sql`coalesce(a.balance, 0) DESC, t.descendant_id`,
};

/**
 * The agent's downline (every level, or one), filtered, one page. The page is chosen on
 * member_tree (and members when filtered or sorted by its columns) before the other columns are
 * joined, so the first page of a 100,000-member team reads 15 rows.
 */
export async function findDownline(
  db: Db,
  agentId: number,
  q: TDownlineQuery,
): Promise<{ rows: DownlineRow[]; total: number }> {
  const { where, needsMember } = downlineWhere(agentId, q);
  const sortNeedsMember = q.sort === 'registered' || q.sort === 'lastLogin';
  const joinMember = needsMember || sortNeedsMember;
  // One statement: the count, and the page chosen on member_tree before the rest is joined.
  const rows = await rowsOf<
    Omit<DownlineRow, 'registeredAt' | 'lastLoginAt'> & {
      total: number;
      registeredAt: string | null;
      lastLoginAt: string | null;
    }
  >(
    db,
    sql`
    WITH total AS (
      ${
        // The whole team, unfiltered: its size is the sum of its registrations in the team
        // rollup (a move carries them along), a few rows a day where counting the tree reads
        // every member of a top agent's team.
        needsMember || q.level !== undefined
          ? sql`SELECT count(*)::int AS n FROM member_tree t
                  ${needsMember ? sql`JOIN members m ON m.id = t.descendant_id` : sql``}
                 WHERE ${where}`
          : sql`SELECT coalesce(sum(registrations), 0)::int AS n
                  FROM activity_team_daily WHERE agent_id = ${agentId}`
      }),
    page AS (
      SELECT t.descendant_id AS id, t.depth, row_number() OVER () AS k FROM (
        SELECT t.descendant_id, t.depth
          FROM member_tree t
          ${joinMember ? sql`JOIN members m ON m.id = t.descendant_id` : sql``}
          ${
            q.sort === 'balance'
              ? sql`LEFT JOIN ledger_accounts a
                      ON a.kind = 'player_cash' AND a.member_id = t.descendant_id
                     AND a.owner_key = ''`
              : sql``
          }
         WHERE ${where}
         ORDER BY ${orderOf[q.sort]}
         LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}) t)
    SELECT total.n AS total, m.id AS "memberId", m.username, m.nickname,
           m.account_type AS "accountType", p.depth AS level, up.username AS upline,
           coalesce(a.balance, 0)::text AS balance, m.status, m.created_at AS "registeredAt",
           m.last_login_at AS "lastLoginAt",
           (SELECT count(*) FROM members c WHERE c.upline_id = m.id)::int AS "directDownlines",
           coalesce(rk.remark, '') AS remark
      FROM total
      LEFT JOIN page p ON true
      LEFT JOIN members m ON m.id = p.id
      LEFT JOIN members up ON up.id = m.upline_id
      LEFT JOIN ledger_accounts a
        ON a.kind = 'player_cash' AND a.member_id = m.id AND a.owner_key = ''
      LEFT JOIN agent_downline_remarks rk ON rk.agent_id = ${agentId} AND rk.member_id = m.id
     ORDER BY p.k`,
  );
  const total = Number(rows[0]?.total ?? 0);
  const list = rows
    .filter((r) => r.memberId !== null)
    .map((r) => ({
      ...r,
      memberId: Number(r.memberId),
      accountType: Number(r.accountType),
      level: Number(r.level),
      registeredAt: new Date(r.registeredAt!),
      lastLoginAt: r.lastLoginAt === null ? null : new Date(r.lastLoginAt),
      directDownlines: Number(r.directDownlines),
    }));
  return { rows: list.map(({ total: _t, ...row }) => row), total };
}

export async function countDirectDownlines(db: Db, agentId: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM members WHERE upline_id = ${agentId}`,
  );
  return row?.n ?? 0;
}

export interface DownlineTransactionRow {
  id: string;
  time: Date;
  username: string;
  level: number;
  type: 'deposit' | 'withdrawal' | 'transfer_upline' | 'transfer_downline';
  amount: string;
  state: string;
  reference: string | null;
}

/**
 * The downline's deposits (by request time), withdrawals (by request time) and transfers (by
 * posting time) over [fromDay, toDay) of `timeZone`, newest first, one page. The agent's own
 * movements are not listed: this is its downline's.
 */
export async function findDownlineTransactions(
  db: Db,
  agentId: number,
  f: {
    fromDay: string;
    toDay: string;
    timeZone: string;
    type: 'all' | 'deposit' | 'withdrawal' | 'transfer';
    username?: string;
    offset: number;
    limit: number;
  },
): Promise<{ rows: DownlineTransactionRow[]; total: number }> {
  const from = sql`(${f.fromDay}::timestamp AT TIME ZONE ${f.timeZone}::text)`;
  const to = sql`(${f.toDay}::timestamp AT TIME ZONE ${f.timeZone}::text)`;
  const name = f.username === undefined ? null : containsPattern(f.username);
  const parts: SQL[] = [];
  if (f.type === 'all' || f.type === 'deposit') {
    parts.push(sql`
      SELECT 'deposit-' || d.id AS id, d.created_at AS time, team.username, team.depth AS level,
             'deposit' AS type, d.amount::text AS amount, d.state::text AS state,
             d.reference AS reference
        FROM deposits d JOIN team ON team.id = d.member_id
       WHERE d.created_at >= ${from} AND d.created_at < ${to}`);
  }
  if (f.type === 'all' || f.type === 'withdrawal') {
    parts.push(sql`
      SELECT 'withdrawal-' || w.id, w.created_at, team.username, team.depth, 'withdrawal',
             (-w.amount)::text, w.state::text, w.reference
        FROM withdrawals w JOIN team ON team.id = w.member_id
       WHERE w.created_at >= ${from} AND w.created_at < ${to}`);
  }
  if (f.type === 'all' || f.type === 'transfer') {
    parts.push(sql`
      SELECT 'transfer-' || e.id, lt.created_at, team.username, team.depth, lt.kind,
             e.amount::text, 'completed',
             CASE WHEN e.amount < 0 THEN lt.metadata->>'to' ELSE lt.metadata->>'from' END
        FROM team
        JOIN ledger_accounts a
          ON a.kind = 'player_cash' AND a.member_id = team.id AND a.owner_key = ''
        JOIN ledger_entries e ON e.account_id = a.id
        JOIN ledger_transactions lt ON lt.id = e.transaction_id
       WHERE lt.kind IN ('transfer_upline', 'transfer_downline')
         AND lt.created_at >= ${from} AND lt.created_at < ${to}`);
  }
  const rows = await rowsOf<DownlineTransactionRow & { total: number }>(
    db,
    sql`
    WITH team AS (
      SELECT t.descendant_id AS id, t.depth, m.username
        FROM member_tree t JOIN members m ON m.id = t.descendant_id
       WHERE t.ancestor_id = ${agentId} AND t.depth > 0
         AND (${name}::text IS NULL OR m.username ILIKE ${name}::text)),
    moves AS (${sql.join(parts, sql` UNION ALL `)})
    SELECT *, count(*) OVER ()::int AS total FROM moves
     ORDER BY time DESC, id DESC
     LIMIT ${f.limit} OFFSET ${f.offset}`,
  );
  return {
    rows: rows.map((r) => ({ ...r, time: new Date(r.time), level: Number(r.level) })),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** Sets (or with '' removes) the agent's remark on a member; the caller checked the team. */
export async function writeDownlineRemark(
  db: Db,
  agentId: number,
  memberId: number,
  remark: string,
): Promise<void> {
  await db.execute(
    remark === ''
      ? sql`DELETE FROM agent_downline_remarks WHERE agent_id = ${agentId} AND member_id = ${memberId}`
      : sql`INSERT INTO agent_downline_remarks (agent_id, member_id, remark)
            VALUES (${agentId}, ${memberId}, ${remark})
            ON CONFLICT (agent_id, member_id)
            DO UPDATE SET remark = excluded.remark, updated_at = now()`,
  );
}
