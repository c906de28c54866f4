// Parts of the page frame nobody needs in the first screen's paint (the footer, the side menu, the
// site-time note): mounted once the browser has painted and has a moment free, in a render that
// yields, instead of adding to the first render's long task (issue 16: a cheap phone's TBT).
// They sit out of the first screen's flow (below the page, or fixed), so mounting later moves
// nothing. Where requestIdleCallback is missing they mount at once.
import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** The longest a part waits for an idle moment on a busy phone. */
export const IDLE_TIMEOUT_MS = 1500;

export function WhenIdle({ children }: { children: ReactNode }) {
  const [isIdle, setIsIdle] = useState(() => typeof requestIdleCallback !== 'function');

  useEffect(() => {
    if (isIdle) return;
    const id = requestIdleCallback(() => startTransition(() => setIsIdle(true)), {
      timeout: IDLE_TIMEOUT_MS,
    });
    return () => cancelIdleCallback(id);
  }, [isIdle]);

  return isIdle ? children : null;
}
