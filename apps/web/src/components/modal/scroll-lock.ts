// Stops the page behind open dialogs from scrolling; nested dialogs share one lock.
let holders = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

/** Locks the body's scrolling and returns the function that releases this hold. */
export function lockBodyScroll(): () => void {
  const body = document.body;
  if (holders === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Keep the layout still when the scrollbar disappears.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    body.style.overflow = 'hidden';
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      saved = null;
    }
  };
}
