// The verification limits, one set per app (deps): in Redis when configured, so every server
// process shares them, otherwise in this process's memory.
import { isIPv6 } from 'node:net';
import type { Deps } from '../../deps';
import { createRateLimiter, type RateLimiter } from '../../lib/rate-limit';

export interface VerificationLimiters {
  /** One new captcha per second per client IP (the spec's refresh limit). */
  captcha: RateLimiter;
  /** One SMS code request per second per client IP. */
  sms: RateLimiter;
  /**
   * SMS code requests per client IP per hour, at the operators' cap (perAddressPerHour). Made
   * again when the cap changes: in Redis the count carries over (same key), in memory it
   * starts again.
   */
  smsPerAddress(limit: number): RateLimiter;
}

const byDeps = new WeakMap<Deps, VerificationLimiters>();

export function limitersOf(deps: Deps): VerificationLimiters {
  let limiters = byDeps.get(deps);
  if (!limiters) {
    let perAddress: { limit: number; limiter: RateLimiter } | null = null;
    limiters = {
      captcha: createRateLimiter(deps.redis, { name: 'captcha', limit: 1, windowMs: 1_000 }),
      sms: createRateLimiter(deps.redis, { name: 'sms-ip', limit: 1, windowMs: 1_000 }),
      smsPerAddress(limit) {
        if (perAddress?.limit !== limit) {
          const limiter = createRateLimiter(deps.redis, {
            name: 'sms-ip-hour',
            limit,
            windowMs: 3_600_000,
          });
          perAddress = { limit, limiter };
        }
        return perAddress.limiter;
      },
    };
    byDeps.set(deps, limiters);
  }
  return limiters;
}

/**
 * The address an hourly cap counts: an IPv4 address, or the /64 network of an IPv6 one (one
 * subscriber's line gets a whole /64, so counting single IPv6 addresses would cap nothing).
 */
export function addressKey(ip: string): string {
  if (!isIPv6(ip) || /^::ffff:\d/i.test(ip)) return ip.replace(/^::ffff:/i, '');
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = ip.includes('::') && tail !== '' ? tail.split(':') : [];
  const zeros = Array<string>(8 - left.length - right.length).fill('0');
  const groups = [...left, ...zeros, ...right].map((g) => g.replace(/^0+(?=.)/, ''));
  return `${groups.slice(0, 4).join(':')}::/64`;
}
