// The clock the countdowns read: now, ticking each second while mounted. A countdown is the
// server's remaining seconds less the time since the answer came, so the device's clock setting
// does not matter.
import { useEffect, useState } from 'react';

export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * Seconds left of `seconds` counted from `fetchedAt` (ms), at `now` (ms); never below 0 and never
 * above `seconds` (the clock's last tick may be older than the answer).
 */
export function secondsLeft(seconds: number, fetchedAt: number, now: number): number {
  const elapsed = Math.max(0, Math.floor((now - fetchedAt) / 1000));
  return Math.max(0, seconds - elapsed);
}
