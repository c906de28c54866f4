// Route chunks on a bad network (spec 8, 9): a failed load is retried until 120 s have passed,
// then 'Loading chunk failed' shows with a reload button.
import { lazy, type ComponentType } from 'react';

export const CHUNK_TIMEOUT_MS = 120_000;
const RETRY_DELAY_MS = 3_000;

export class ChunkLoadError extends Error {
  constructor() {
    super('Loading chunk failed');
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/** Runs `load` until it succeeds; gives up with ChunkLoadError once `timeoutMs` has passed. */
export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_TIMEOUT_MS,
  retryDelayMs = RETRY_DELAY_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      reject(new ChunkLoadError());
    }, timeoutMs);
    const attempt = () => {
      load().then(
        (value) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve(value);
        },
        () => {
          if (!settled) setTimeout(attempt, retryDelayMs);
        },
      );
    };
    attempt();
  });
}

/** React.lazy for a named export, loaded with retries. */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(() =>
    loadChunk(load).then((module) => ({ default: module[name] as ComponentType<object> })),
  );
}
