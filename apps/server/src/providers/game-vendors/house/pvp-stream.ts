// A room's table as server-sent events: the table at once, then again whenever it changed. Each
// open stream looks at the database once a second (the table's truth, so streams served by
// different processes show the same), moves the room on when a deadline has passed (advanceRoom
// is safe from anywhere), and keeps the watcher's seat alive.
import type { FastifyBaseLogger } from 'fastify';
import type { TLanguage } from '@wps/contracts/http';
import { AppError } from '../../../errors';
import type { EventSink } from '../../../http/sse';
import { touchSeat } from './house.queries';
import type { HouseDeps } from './play';
import { advanceRoom, openTableOf, tableView } from './pvp-table';

export const PVP_STREAM_TICK_MS = 1_000;
/** Open table streams per launch token in one process: a few tabs, not a flood of readers. */
export const PVP_STREAMS_PER_TOKEN = 4;
const openByToken = new Map<string, number>();
/** The watcher's seat is marked as seen this often. */
const TOUCH_EVERY_MS = 20_000;

export async function streamPvpTable(
  deps: HouseDeps,
  query: { token: string; roomId: number; language?: TLanguage },
  sink: EventSink,
  log: FastifyBaseLogger,
): Promise<void> {
  // A refusal here (bad token, another game's room) is answered as the envelope.
  const { play, room } = await openTableOf(deps, query.token, query.roomId);
  const open = openByToken.get(query.token) ?? 0;
  if (open >= PVP_STREAMS_PER_TOKEN) {
    throw new AppError('TOO_MANY_REQUESTS', 'Too many open tables for this game session.');
  }
  openByToken.set(query.token, open + 1);
  sink.onEnd(() => {
    const left = (openByToken.get(query.token) ?? 1) - 1;
    if (left > 0) openByToken.set(query.token, left);
    else openByToken.delete(query.token);
  });
  let lastSent = '';
  let lastTouch = 0;
  let isBusy = false;

  const tick = async () => {
    if (isBusy || sink.isEnded) return;
    isBusy = true;
    try {
      const now = new Date();
      if (now.getTime() - lastTouch > TOUCH_EVERY_MS) {
        await touchSeat(deps.db, play.memberId);
        lastTouch = now.getTime();
      }
      await advanceRoom(deps, room.id, now);
      const view = await tableView(deps.db, room, play.memberId, query.language, now);
      // The clock alone is no change.
      const json = JSON.stringify({ ...view, now: '' });
      if (json !== lastSent) {
        lastSent = json;
        sink.send('table', view);
      }
    } catch (error) {
      log.error({ err: error, roomId: room.id }, 'pvp table stream: tick failed');
    } finally {
      isBusy = false;
    }
  };
  const timer = setInterval(() => void tick(), PVP_STREAM_TICK_MS);
  timer.unref();
  sink.onEnd(() => clearInterval(timer));
  await tick();
}
