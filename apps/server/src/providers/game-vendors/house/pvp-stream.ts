// A room's table as server-sent events: the table at once, then again whenever it changed. One
// poller per room per process (TablePollers) looks at the database once a second for all the
// streams watching that room, however many: it moves the room on when a deadline has passed
// (advanceRoom is safe from anywhere), reads the table once (loadTable), and sends each watcher
// its own view of it (viewOf: their cards, the others' masked), and keeps the watchers' seats
// alive with one statement. The database stays the table's truth, so streams served by different
// processes show the same. The poller stops with its last stream.
import type { FastifyBaseLogger } from 'fastify';
import type { TLanguage } from '@wps/contracts/http';
import { AppError } from '../../../errors';
import type { EventSink } from '../../../http/sse';
import { findRoom, touchSeats } from './house.queries';
import type { HouseDeps } from './play';
import { advanceRoom, loadTable, openTableOf, viewOf, type TableFacts } from './pvp-table';

export const PVP_STREAM_TICK_MS = 1_000;
/** Open table streams per launch token in one process: a few tabs, not a flood of readers. */
export const PVP_STREAMS_PER_TOKEN = 4;
/** Open table streams in one process, all rooms together (TOO_MANY_REQUESTS beyond). */
export const PVP_STREAMS_PER_PROCESS = 5_000;
/** The watchers' seats are marked as seen this often. */
const TOUCH_EVERY_MS = 20_000;

interface Watcher {
  memberId: number;
  language?: TLanguage;
  sink: EventSink;
  lastSent: string;
}

/** The work of one tick, replaceable so a test can count it. */
export interface PollWork {
  advance: (deps: HouseDeps, roomId: number, now: Date) => Promise<void>;
  load: (deps: HouseDeps, roomId: number, now: Date) => Promise<TableFacts | null>;
  touch: (deps: HouseDeps, memberIds: number[]) => Promise<void>;
}

export const realPollWork: PollWork = {
  advance: (deps, roomId, now) => advanceRoom(deps, roomId, now),
  async load(deps, roomId, now) {
    // The room is read again each tick: an operator's change (bots) shows at once.
    const room = await findRoom(deps.db, roomId);
    return room ? loadTable(deps.db, room, now) : null;
  },
  touch: (deps, memberIds) => touchSeats(deps.db, memberIds),
};

class TablePoller {
  readonly watchers = new Set<Watcher>();
  private timer: NodeJS.Timeout | null = null;
  private isBusy = false;
  private lastTouch = 0;
  private facts: TableFacts | null = null;

  constructor(
    private readonly deps: HouseDeps,
    private readonly roomId: number,
    private readonly options: Required<PollerOptions>,
    private readonly log: FastifyBaseLogger,
    private readonly onIdle: () => void,
  ) {}

  private get work() {
    return this.options.work;
  }

  async add(watcher: Watcher): Promise<void> {
    this.watchers.add(watcher);
    watcher.sink.onEnd(() => this.remove(watcher));
    if (!this.timer && this.options.tickMs > 0) {
      this.timer = setInterval(() => void this.tick(), this.options.tickMs);
      this.timer.unref();
    }
    // A new watcher gets the table at once: the last read if there is one, else a read now.
    if (this.facts) this.sendTo(watcher, this.facts);
    else await this.tick();
  }

  private remove(watcher: Watcher) {
    this.watchers.delete(watcher);
    if (this.watchers.size === 0) this.stop();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.onIdle();
  }

  private sendTo(watcher: Watcher, facts: TableFacts) {
    const view = viewOf(facts, watcher.memberId, watcher.language);
    // The clock alone is no change.
    const json = JSON.stringify({ ...view, now: '' });
    if (json !== watcher.lastSent) {
      watcher.lastSent = json;
      // The clock as sent (the client's countdown offset), not as read up to a tick ago.
      watcher.sink.send('table', { ...view, now: new Date().toISOString() });
    }
  }

  /** One look at the database for every watcher of the room. */
  async tick(): Promise<void> {
    if (this.isBusy || this.watchers.size === 0) return;
    this.isBusy = true;
    try {
      const now = new Date();
      if (now.getTime() - this.lastTouch > TOUCH_EVERY_MS) {
        await this.work.touch(this.deps, [...new Set([...this.watchers].map((w) => w.memberId))]);
        this.lastTouch = now.getTime();
      }
      await this.work.advance(this.deps, this.roomId, now);
      const facts = await this.work.load(this.deps, this.roomId, now);
      if (!facts) return;
      this.facts = facts;
      for (const watcher of this.watchers) if (!watcher.sink.isEnded) this.sendTo(watcher, facts);
    } catch (error) {
      this.log.error({ err: error, roomId: this.roomId }, 'pvp table stream: tick failed');
    } finally {
      this.isBusy = false;
    }
  }
}

export interface PollerOptions {
  work?: PollWork;
  /** Open streams allowed in this process. */
  maxStreams?: number;
  /** 0: no timer, ticks only by tickAll (tests). */
  tickMs?: number;
}

/** The pollers of one server process, one per watched room. */
export class TablePollers {
  private readonly pollers = new Map<number, TablePoller>();
  private readonly openByToken = new Map<string, number>();
  private open = 0;
  private readonly options: Required<PollerOptions>;

  constructor(
    private readonly deps: HouseDeps,
    private readonly log: FastifyBaseLogger,
    options: PollerOptions = {},
  ) {
    this.options = {
      work: options.work ?? realPollWork,
      maxStreams: options.maxStreams ?? PVP_STREAMS_PER_PROCESS,
      tickMs: options.tickMs ?? PVP_STREAM_TICK_MS,
    };
  }

  /** Rooms polled now, and streams open (for tests and the log). */
  get roomCount() {
    return this.pollers.size;
  }
  get streamCount() {
    return this.open;
  }

  /** Ticks every room's poller now (tests). */
  async tickAll(): Promise<void> {
    await Promise.all([...this.pollers.values()].map((p) => p.tick()));
  }

  async watch(
    p: { token: string; roomId: number; memberId: number; language?: TLanguage },
    sink: EventSink,
  ): Promise<void> {
    const mine = this.openByToken.get(p.token) ?? 0;
    if (mine >= PVP_STREAMS_PER_TOKEN || this.open >= this.options.maxStreams) {
      throw new AppError('TOO_MANY_REQUESTS', 'Too many open tables for this game session.');
    }
    this.openByToken.set(p.token, mine + 1);
    this.open++;
    sink.onEnd(() => {
      this.open--;
      const left = (this.openByToken.get(p.token) ?? 1) - 1;
      if (left > 0) this.openByToken.set(p.token, left);
      else this.openByToken.delete(p.token);
    });
    let poller = this.pollers.get(p.roomId);
    if (!poller) {
      const created = new TablePoller(this.deps, p.roomId, this.options, this.log, () => {
        if (this.pollers.get(p.roomId) === created) this.pollers.delete(p.roomId);
      });
      this.pollers.set(p.roomId, created);
      poller = created;
    }
    await poller.add({ memberId: p.memberId, language: p.language, sink, lastSent: '' });
  }
}

export async function streamPvpTable(
  deps: HouseDeps,
  pollers: TablePollers,
  query: { token: string; roomId: number; language?: TLanguage },
  sink: EventSink,
): Promise<void> {
  // A refusal here (bad token, another game's room) is answered as the envelope.
  const { play, room } = await openTableOf(deps, query.token, query.roomId);
  await pollers.watch(
    { token: query.token, roomId: room.id, memberId: play.memberId, language: query.language },
    sink,
  );
}
