// Seconds left until a moment on the server's clock, ticking once a second.
import { useEffect, useState } from 'react';

export function useCountdown(untilIso: string | null, clockOffsetMs: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (untilIso === null) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [untilIso]);
  if (untilIso === null) return null;
  const left = Date.parse(untilIso) - (now + clockOffsetMs);
  return Math.max(0, Math.ceil(left / 1000));
}
