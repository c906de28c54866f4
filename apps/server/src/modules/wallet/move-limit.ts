// Per-member limits on the calls that move money between the main wallet and a game wallet: far
// above what a player's clicks make, low enough that a script hammering a call is refused (429
// with Retry-After) before it queues on the member's accounts. Counted in Redis when there is
// one (every process shares the count), else in this process; one limiter per app (tests run
// several apps in one process).
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { createRateLimiter, type RateLimiter } from '../../lib/rate-limit';

export interface MoveLimit {
  name: string;
  limit: number;
  windowMs: number;
  message: string;
}

const limiters = new WeakMap<Deps, Map<string, RateLimiter>>();

/** Counts one call of `memberId` against `limit`; TOO_MANY_REQUESTS with the wait past it. */
export async function checkMoveLimit(deps: Deps, limit: MoveLimit, memberId: number) {
  let byName = limiters.get(deps);
  if (!byName) limiters.set(deps, (byName = new Map()));
  let limiter = byName.get(limit.name);
  if (!limiter) {
    limiter = createRateLimiter(deps.redis, limit);
    byName.set(limit.name, limiter);
  }
  const key = String(memberId);
  if (!(await limiter.take(key))) {
    const waitMs = await limiter.retryAfterMs(key);
    throw new AppError('TOO_MANY_REQUESTS', limit.message, undefined, {
      retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
    });
  }
}
