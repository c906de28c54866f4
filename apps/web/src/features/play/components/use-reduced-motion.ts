// Whether animations should be skipped: the player asked for reduced motion, or the browser cannot
// say (no matchMedia), where a result then shows at once.
export function prefersReducedMotion(): boolean {
  if (typeof window.matchMedia !== 'function') return true;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
