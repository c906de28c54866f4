// bench:loyalty, missions and messages (i19-social), steps of loyalty-bench.ts:
//  - Mission progress: bet-and-win pairs in alternating blocks with every mission inactive and
//    with six active missions (daily and weekly valid bet and rounds, one for a game type, a
//    deposit one), counted in recordActivity's own statement. Goal: p99 at most 1 ms above.
//  - A mission leaderboard of BENCH_MEMBERS members (MCSFE_getMissionLeaderboard: top 20 and the
//    caller's rank): p95 of calls by random members. Goal: at most 50 ms.
//  - A broadcast to every member: accepted (the operator's call returns) within 2 s, and
//    readable at once: members' inboxes read right after show it first.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { listMessages, sendMessage } from '../src/modules/messages/messages.service';
import { getMissionLeaderboard } from '../src/modules/missions/missions.service';
import type { Caller } from '../src/modules/session/session.service';
import { quantile } from '../test/money-workload';
import { BENCH_PAIRS, ms } from './bench-kit';
import type { LoyaltyBenchStep } from './loyalty-bench';

const PAIRS = BENCH_PAIRS;
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const BLOCK = 100;
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const caller = (id: number): Caller => ({ kind: 'member', id, tokenHash: '' });
const tag = randomBytes(3).toString('hex');
/** Leaderboard members (made by the leaderboard step, read by the broadcast step). */
let boardMembers: number[] = [];

export const missionProgressStep: LoyaltyBenchStep = {
  name: `Mission progress: ${PAIRS} bet-and-win pairs per mode, alternating blocks of ${BLOCK}`,
  async run({ db, players, pair, game }) {
    await db.execute(sql`
      INSERT INTO missions (title, period, kind, game_type, target, reward_amount, is_active)
      VALUES ('{"EN":"a"}', 'daily', 'valid_bet', '', 1000000, 100, false),
             ('{"EN":"b"}', 'weekly', 'valid_bet', '', 1000000, 100, false),
             ('{"EN":"c"}', 'daily', 'rounds', '', 1000, 100, false),
             ('{"EN":"d"}', 'weekly', 'rounds', '', 1000, 100, false),
             ('{"EN":"e"}', 'daily', 'valid_bet', ${game.gameType}, 1000000, 100, false),
             ('{"EN":"f"}', 'daily', 'deposit', '', 1000000, 100, false)`);
    const setActive = (active: boolean) =>
      db.execute(sql`UPDATE missions SET is_active = ${active}`);
    const times = { off: [] as number[], on: [] as number[] };
    const warm = Math.min(200, PAIRS / 10);
    for (let i = 0; i < warm; i++) await pair(players[i % players.length]!, 1000n);
    for (let done = 0; done < PAIRS; done += BLOCK) {
      for (const mode of ['off', 'on'] as const) {
        await setActive(mode === 'on');
        for (let i = 0; i < BLOCK; i++) {
          times[mode].push(await pair(players[(done + i) % players.length]!, 1000n));
        }
      }
    }
    const [{ n: progressRows }] = rowsOf<{ n: number }>(
      await db.execute(sql`SELECT count(*)::int AS n FROM mission_progress`),
    ) as [{ n: number }];
    const added = quantile(times.on, 0.99) - quantile(times.off, 0.99);
    const ok = added <= 1 && progressRows > 0;
    return {
      ok,
      lines: [
        `missions off  p50 ${ms(quantile(times.off, 0.5))}  p99 ${ms(quantile(times.off, 0.99))}`,
        `6 missions on p50 ${ms(quantile(times.on, 0.5))}  p99 ${ms(quantile(times.on, 0.99))}`,
        `progress rows written: ${progressRows}`,
        `added at p99 (on - off): ${ms(added)}  goal <= 1 ms  ${ok ? 'ok' : 'MISSED'}`,
      ],
    };
  },
};

export const leaderboardStep: LoyaltyBenchStep = {
  name: "Mission leaderboard (top 20 and the caller's rank)",
  async run({ db, deps }) {
    await db.execute(sql`
      INSERT INTO members (username, nickname, referral_code, language)
      SELECT ${`lb${tag}_`} || g, 'lb' || g, ${`LB${tag}`} || g,
             CASE WHEN g % 2 = 0 THEN 'MY' ELSE 'EN' END
        FROM generate_series(1, ${MEMBERS}) g`);
    const [board] = rowsOf<{ id: number }>(
      await db.execute(sql`
        INSERT INTO missions (title, period, kind, target, reward_amount)
        VALUES ('{"EN":"board"}', 'daily', 'valid_bet', 1000000000, 100) RETURNING id`),
    );
    // Figures with ties (a tenth as many values as members), as rounds of the same stakes make.
    await db.execute(sql`
      INSERT INTO mission_progress (mission_id, member_id, period_start, value)
      SELECT ${board!.id}, m.id, (now() AT TIME ZONE 'Asia/Yangon')::date,
             (random() * ${Math.max(10, MEMBERS / 10)})::bigint * 1000 + 1000
        FROM members m WHERE m.username LIKE ${`lb${tag}_%`}`);
    // As autovacuum leaves a table in steady state: the rank counts are index-only scans then.
    await db.execute(sql`VACUUM ANALYZE mission_progress`);
    await db.execute(sql`ANALYZE members`);
    boardMembers = rowsOf<{ id: number }>(
      await db.execute(
        sql`SELECT id FROM members WHERE username LIKE ${`lb${tag}_%`} ORDER BY random() LIMIT 300`,
      ),
    ).map((r) => r.id);
    const times: number[] = [];
    let participants = 0;
    for (let i = 0; i < boardMembers.length; i++) {
      const t0 = performance.now();
      const answer = await getMissionLeaderboard(deps, caller(boardMembers[i]!), {
        missionId: board!.id,
        limit: 20,
      });
      const elapsed = performance.now() - t0;
      if (i >= 20) times.push(elapsed);
      participants = answer.participants;
      if (answer.rows.length !== 20 || answer.me.rank === null) {
        throw new Error('bad leaderboard');
      }
    }
    const p95 = quantile(times, 0.95);
    const ok = p95 <= 50 && participants >= MEMBERS;
    return {
      ok,
      lines: [
        `${participants.toLocaleString('en')} members in the period, ${times.length} calls (top 20 + own rank)`,
        `p50 ${ms(quantile(times, 0.5))}  p95 ${ms(p95)}  goal p95 <= 50 ms  ${ok ? 'ok' : 'MISSED'}`,
      ],
    };
  },
};

export const broadcastStep: LoyaltyBenchStep = {
  name: 'Broadcast to everyone',
  async run({ db, deps }) {
    const [operator] = rowsOf<{ id: number }>(
      await db.execute(sql`
        INSERT INTO operators (username, password_hash, role)
        VALUES (${`bench_${tag}`}, 'x', 'admin') RETURNING id`),
    );
    const [{ n: members }] = rowsOf<{ n: number }>(
      await db.execute(sql`SELECT count(*)::int AS n FROM members`),
    ) as [{ n: number }];
    const t0 = performance.now();
    const sent = await sendMessage(
      deps,
      { kind: 'operator', id: operator!.id, tokenHash: '' },
      { audience: 'all', title: 'Broadcast', body: 'To everyone' },
    );
    const accepted = performance.now() - t0;
    // Readable at once: members' inboxes, read right after the call returned, show it first.
    const readers = boardMembers.slice(0, 100);
    const readTimes: number[] = [];
    let seen = 0;
    for (const id of readers) {
      const r0 = performance.now();
      const inbox = await listMessages(deps, caller(id), 1);
      readTimes.push(performance.now() - r0);
      if (inbox.items[0]?.id === sent.id && inbox.unreadCount >= 1) seen += 1;
    }
    const ok = accepted <= 2000 && readers.length > 0 && seen === readers.length;
    return {
      ok,
      lines: [
        `${members.toLocaleString('en')} members, ${sent.recipients.toLocaleString('en')} recipients counted`,
        `accepted in ${ms(accepted)}  goal <= 2,000 ms`,
        `readable at once: ${seen} of ${readers.length} inboxes read right after show it first; ` +
          `inbox read p50 ${ms(quantile(readTimes, 0.5))} p95 ${ms(quantile(readTimes, 0.95))}`,
        ok ? 'ok' : 'MISSED',
      ],
    };
  },
};
