// The one way a request under a client's idempotency key waits for its twins (Stripe's rule: a
// copy sent while the first is in flight waits for it and is answered the first's answer).
//
// withKeyLock runs the request in a transaction holding a transaction-scoped advisory lock on
// the key: copies of one request, in this process or any other on the same database, run one
// after another. Inside, the request looks its key up first (a copy finds the first's record and
// answers from it, a different body under the key is CONFLICT) and only then checks its rules
// and acts. Without the lock two copies both find nothing, both check the rules, and the
// second then trips over what the first created (a proof already attached, a unique key) and
// answers CONFLICT for a request that succeeded.
//
// Everything inside uses `tx`, never the pool: the lock holder must not wait for a connection
// that its own waiting copies hold.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export async function withKeyLock<T>(
  db: Db,
  /** The key scoped to its owner and call, e.g. `deposit:42:<client key>`. */
  key: string,
  run: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    return run(tx);
  });
}
