// What the benchmarks share: a measured phase's figures, and calls sent at a fixed rate (as wrk2
// does: each call is timed from when it was due, so a slow answer that delays later calls counts
// against them too, with no coordinated omission).

export interface Phase {
  /** Completed units (calls, or bet-and-win pairs). */
  ops: number;
  failures: number;
  /** ms per call. */
  latencies: number[];
  seconds: number;
}

/**
 * Starts `rate` units a second for `seconds` (after `warmupSeconds` at the same rate, unmeasured),
 * whether or not earlier ones were answered. `step` pushes each of its calls' latency, counted
 * from `due`; a thrown error counts as a failure.
 */
export async function fixedRate(
  rate: number,
  { seconds, warmupSeconds }: { seconds: number; warmupSeconds: number },
  step: (n: number, due: number, latencies: number[]) => Promise<boolean>,
  onError: (error: unknown) => void,
): Promise<Phase> {
  const result: Phase = { ops: 0, failures: 0, latencies: [], seconds };
  const start = performance.now();
  const total = Math.round(rate * (warmupSeconds + seconds));
  const warm = Math.round(rate * warmupSeconds);
  const units: Array<Promise<void>> = [];
  for (let n = 0; n < total; n++) {
    const due = start + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const latencies: number[] = [];
    units.push(
      step(n, due, latencies)
        .catch((error: unknown) => {
          onError(error);
          return false;
        })
        .then((ok) => {
          if (n < warm) return;
          if (ok) result.ops += 1;
          else result.failures += 1;
          result.latencies.push(...latencies);
        }),
    );
  }
  await Promise.all(units);
  return result;
}
