// The public look-ups of the house games (a round, a table round, a seed, by number or hash):
// anyone may check any round, so they are counted per address, or a script could make the
// database answer them as fast as it can (2,000 at 923 a second, measured).
import type { Redis } from 'ioredis';
import { AppError } from '../../../errors';
import { createRateLimiter } from '../../../lib/rate-limit';
import { addressKey } from '../../../modules/verification/limiters';

/** Far above a player checking rounds by hand, or the verify page checking a session's rounds. */
export const LOOKUPS_PER_MINUTE = 120;

export function createLookupLimit(redis: Redis | null) {
  const limiter = createRateLimiter(redis, {
    name: 'house-lookups',
    limit: LOOKUPS_PER_MINUTE,
    windowMs: 60_000,
  });
  return async function checkLookup(ip: string): Promise<void> {
    if (!(await limiter.take(addressKey(ip)))) {
      throw new AppError(
        'TOO_MANY_REQUESTS',
        'Too many round look-ups: wait a minute.',
        undefined,
        {
          retryAfterSeconds: 60,
        },
      );
    }
  };
}
