import { beforeAll, vi } from 'vitest';

// The server tests share one module graph per worker (`isolate: false` in vitest.config.ts):
// each file starts with real timers and the environment as the run began.
beforeAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});
