// Graceful shutdown: closing the server lets a request in flight finish, then refuses new ones.
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openPglite } from './db/client';

describe('graceful shutdown', () => {
  it('finishes a request in flight before closing', async () => {
    const database = await openPglite(null);
    const { app } = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }), database);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started: () => void = () => undefined;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    // A route of this test only, still running when close() starts.
    app.get('/wps/test/slow', async () => {
      started();
      await gate;
      return { success: true, value: 'done' };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    const response = fetch(`http://127.0.0.1:${port}/wps/test/slow`).then((r) => r.json());
    await inFlight;
    const closed = app.close();
    setTimeout(release, 100);
    expect(await response).toEqual({ success: true, value: 'done' });
    await closed;
    await expect(fetch(`http://127.0.0.1:${port}/wps/system/status`)).rejects.toThrow();
    await database.close();
  });
});
