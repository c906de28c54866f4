// Expired rows (captchas, redeemed challenges, SMS codes, one-time tokens) are deleted by the
// requests that add new ones. A DELETE on every request would be a write per captcha, and for
// SMS codes a scan (no index on created_at); once a minute per table and database is plenty,
// since every read checks expiry itself and the sweep only keeps the tables small.

/** Sweeps of one table run at most this often (per database handle, per process). */
export const SWEEP_EVERY_MS = 60_000;

const lastSweeps = new WeakMap<object, Map<string, number>>();

/**
 * Runs `sweep` unless the same `table` of `db` was swept less than SWEEP_EVERY_MS before `now`
 * (a `now` earlier than the last sweep, as tests may pass, sweeps again).
 */
export async function sweepExpired(
  db: object,
  table: string,
  now: Date,
  sweep: () => Promise<void>,
): Promise<void> {
  let last = lastSweeps.get(db);
  if (!last) {
    last = new Map();
    lastSweeps.set(db, last);
  }
  const at = last.get(table);
  if (at !== undefined && Math.abs(now.getTime() - at) < SWEEP_EVERY_MS) return;
  last.set(table, now.getTime());
  await sweep();
}
