import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DRAWS_BETWEEN_MAX,
  drawsBetween,
  formatZoned,
  nextDraws,
  weekDayOf,
  type LotterySchedule,
  type ScheduledDraw,
} from './lottery-schedule.ts';

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const daily = (timeZone: string, drawTime: string, drawDays = EVERY_DAY): LotterySchedule => ({
  timeZone,
  drawDays,
  drawTime,
  intervalSeconds: null,
  lockSeconds: 300,
});
const fast = (
  timeZone: string,
  drawTime: string,
  intervalSeconds: number,
  drawDays = EVERY_DAY,
) => ({
  timeZone,
  drawDays,
  drawTime,
  intervalSeconds,
  lockSeconds: 10,
});
const at = (iso: string) => new Date(iso);
const shown = (draws: ScheduledDraw[]) => draws.map((d) => `${d.numero} ${d.drawAt.toISOString()}`);

// 2026-11-21 is a Saturday.
describe('week days and formatting', () => {
  it('numbers week days 1 Sunday .. 7 Saturday in the zone, not in UTC', () => {
    expect(weekDayOf(at('2026-11-22T12:00:00Z'), 'UTC')).toBe(1);
    expect(weekDayOf(at('2026-11-21T12:00:00Z'), 'UTC')).toBe(7);
    expect(weekDayOf(at('2026-11-23T12:00:00Z'), 'UTC')).toBe(2);
    // Saturday 20:00 UTC is already Sunday 04:00 in Kuala Lumpur (UTC+8) ...
    expect(weekDayOf(at('2026-11-21T20:00:00Z'), 'Asia/Kuala_Lumpur')).toBe(1);
    // ... and Sunday 03:00 UTC is still Saturday 22:00 in New York (UTC-5).
    expect(weekDayOf(at('2026-11-22T03:00:00Z'), 'America/New_York')).toBe(7);
    // Yangon is UTC+6:30: 17:29 UTC is 23:59 Saturday, 17:30 UTC is 00:00 Sunday.
    expect(weekDayOf(at('2026-11-21T17:29:00Z'), 'Asia/Yangon')).toBe(7);
    expect(weekDayOf(at('2026-11-21T17:30:00Z'), 'Asia/Yangon')).toBe(1);
  });

  it('formats the wall clock of the zone as yyyy-MM-dd HH:mm', () => {
    const instant = at('2026-11-21T16:45:59Z');
    expect(formatZoned(instant, 'UTC')).toBe('2026-11-21 16:45');
    expect(formatZoned(instant, 'Asia/Ho_Chi_Minh')).toBe('2026-11-21 23:45');
    expect(formatZoned(instant, 'Asia/Kuala_Lumpur')).toBe('2026-11-22 00:45');
    expect(formatZoned(instant, 'Asia/Yangon')).toBe('2026-11-21 23:15');
    expect(formatZoned(instant, 'America/New_York')).toBe('2026-11-21 11:45');
    expect(formatZoned(at('2026-07-01T16:45:00Z'), 'America/New_York')).toBe('2026-07-01 12:45'); // EDT
    expect(formatZoned(at('2026-11-21T16:00:00Z'), 'Asia/Ho_Chi_Minh')).toBe('2026-11-21 23:00');
    expect(formatZoned(at('2026-11-21T17:00:00Z'), 'Asia/Ho_Chi_Minh')).toBe('2026-11-22 00:00');
  });
});

describe('daily draws', () => {
  const lucky = daily('Asia/Kuala_Lumpur', '19:00', [4, 7, 1]); // Wed, Sat, Sun

  it('come on the draw days at the local draw time, numbered by the local date', () => {
    expect(shown(nextDraws(lucky, at('2026-11-21T10:59:59Z'), 4))).toEqual([
      '20261121 2026-11-21T11:00:00.000Z',
      '20261122 2026-11-22T11:00:00.000Z',
      '20261125 2026-11-25T11:00:00.000Z',
      '20261128 2026-11-28T11:00:00.000Z',
    ]);
  });

  it('start strictly after the given instant', () => {
    const next = nextDraws(lucky, at('2026-11-21T11:00:00Z'), 1);
    expect(shown(next)).toEqual(['20261122 2026-11-22T11:00:00.000Z']);
  });

  it('close betting lockSeconds before the draw', () => {
    for (const d of nextDraws(lucky, at('2026-11-21T00:00:00Z'), 5)) {
      expect(d.drawAt.getTime() - d.lockAt.getTime()).toBe(300_000);
    }
    const noLock = { ...lucky, lockSeconds: 0 };
    const [d] = nextDraws(noLock, at('2026-11-21T00:00:00Z'), 1);
    expect(d!.lockAt).toEqual(d!.drawAt);
  });

  it('keep the local time in each zone (Ho Chi Minh +7, Yangon +6:30)', () => {
    const north = daily('Asia/Ho_Chi_Minh', '18:15');
    expect(shown(nextDraws(north, at('2026-11-21T12:00:00Z'), 2))).toEqual([
      '20261122 2026-11-22T11:15:00.000Z',
      '20261123 2026-11-23T11:15:00.000Z',
    ]);
    const yangon = daily('Asia/Yangon', '19:00', [2]); // Mondays
    expect(shown(nextDraws(yangon, at('2026-11-21T00:00:00Z'), 2))).toEqual([
      '20261123 2026-11-23T12:30:00.000Z',
      '20261130 2026-11-30T12:30:00.000Z',
    ]);
  });

  it('use the local date and week day when they differ from UTC', () => {
    // 06:00 on Monday in Ho Chi Minh is 23:00 on Sunday in UTC.
    const morning = daily('Asia/Ho_Chi_Minh', '06:00', [2]);
    const [d] = nextDraws(morning, at('2026-11-21T00:00:00Z'), 1);
    expect(shown([d!])).toEqual(['20261123 2026-11-22T23:00:00.000Z']);
    expect(weekDayOf(d!.drawAt, 'Asia/Ho_Chi_Minh')).toBe(2);
    expect(d!.drawAt.getUTCDay()).toBe(0);
  });

  it('follow the draw days of the southern provinces', () => {
    const hcm = daily('Asia/Ho_Chi_Minh', '16:15', [2, 7]); // TP.HCM: Monday and Saturday
    const draws = nextDraws(hcm, at('2026-11-21T00:00:00Z'), 6);
    expect(draws.map((d) => weekDayOf(d.drawAt, 'Asia/Ho_Chi_Minh'))).toEqual([7, 2, 7, 2, 7, 2]);
    expect(draws.map((d) => formatZoned(d.drawAt, 'Asia/Ho_Chi_Minh').slice(11))).toEqual(
      new Array(6).fill('16:15'),
    );
  });

  it('keep the wall-clock time across daylight saving changes (New York)', () => {
    const ny = daily('America/New_York', '18:00');
    // DST starts on Sunday 2026-03-08 (EST -5 -> EDT -4) and ends on Sunday 2026-11-01.
    expect(shown(nextDraws(ny, at('2026-03-07T00:00:00Z'), 2))).toEqual([
      '20260307 2026-03-07T23:00:00.000Z',
      '20260308 2026-03-08T22:00:00.000Z',
    ]);
    expect(shown(nextDraws(ny, at('2026-10-31T00:00:00Z'), 2))).toEqual([
      '20261031 2026-10-31T22:00:00.000Z',
      '20261101 2026-11-01T23:00:00.000Z',
    ]);
  });

  it('move a skipped time an hour on, and take the first of a repeated time', () => {
    // 02:30 does not happen on 2026-03-08 in New York: it becomes 03:30 EDT.
    const skipped = nextDraws(daily('America/New_York', '02:30'), at('2026-03-08T00:00:00Z'), 1);
    expect(shown(skipped)).toEqual(['20260308 2026-03-08T07:30:00.000Z']);
    expect(formatZoned(skipped[0]!.drawAt, 'America/New_York')).toBe('2026-03-08 03:30');
    // 01:30 happens twice on 2026-11-01: the first (EDT) one.
    const twice = nextDraws(daily('America/New_York', '01:30'), at('2026-11-01T00:00:00Z'), 2);
    expect(shown(twice)).toEqual([
      '20261101 2026-11-01T05:30:00.000Z',
      '20261102 2026-11-02T06:30:00.000Z',
    ]);
  });

  it('answer nothing without draw days, and refuse a bad draw time or zone', () => {
    expect(nextDraws(daily('UTC', '10:00', []), at('2026-11-21T00:00:00Z'), 3)).toEqual([]);
    expect(nextDraws(daily('UTC', '10:00'), at('2026-11-21T00:00:00Z'), 0)).toEqual([]);
    for (const bad of ['24:00', '7:00', '10:60', '10:00:00', '']) {
      expect(() => nextDraws(daily('UTC', bad), at('2026-11-21T00:00:00Z'), 1)).toThrow();
    }
    expect(() =>
      nextDraws(daily('Mars/Olympus', '10:00'), at('2026-11-21T00:00:00Z'), 1),
    ).toThrow();
    expect(() => nextDraws(fast('UTC', '10:00', 0), at('2026-11-21T00:00:00Z'), 1)).toThrow();
    expect(() => nextDraws(daily('UTC', '10:00', [0, 1]), at('2026-11-21T00:00:00Z'), 1)).toThrow();
    expect(() => nextDraws(daily('UTC', '10:00', [8]), at('2026-11-21T00:00:00Z'), 1)).toThrow();
  });
});

describe('fast draws', () => {
  it('come every interval from the draw time until the local day ends', () => {
    const fiveMinutes = fast('Asia/Kuala_Lumpur', '10:00', 300);
    const day = drawsBetween(fiveMinutes, at('2026-11-20T16:00:00Z'), at('2026-11-21T16:00:00Z'));
    expect(day).toHaveLength(14 * 12); // 10:00 .. 23:55
    expect(formatZoned(day[0]!.drawAt, 'Asia/Kuala_Lumpur')).toBe('2026-11-21 10:00');
    expect(formatZoned(day.at(-1)!.drawAt, 'Asia/Kuala_Lumpur')).toBe('2026-11-21 23:55');
    expect(day.map((d) => d.numero)).toEqual(
      day.map((_, i) => `20261121-${String(i + 1).padStart(4, '0')}`),
    );
    // The next one is the next day's first, numbered 0001 again.
    expect(shown(nextDraws(fiveMinutes, day.at(-1)!.drawAt, 1))).toEqual([
      '20261122-0001 2026-11-22T02:00:00.000Z',
    ]);
  });

  it('draw only on draw days', () => {
    const weekdays = fast('Asia/Ho_Chi_Minh', '00:00', 60, [2, 3, 4, 5, 6]);
    // Friday 2026-11-20 23:59 local is the week's last draw; the next is Monday 00:00.
    const friday = at('2026-11-20T16:59:00Z');
    expect(shown(nextDraws(weekdays, at('2026-11-20T16:58:30Z'), 2))).toEqual([
      '20261120-1440 2026-11-20T16:59:00.000Z',
      '20261123-0001 2026-11-22T17:00:00.000Z',
    ]);
    expect(drawsBetween(weekdays, friday, at('2026-11-22T16:59:59Z'))).toEqual([]);
  });

  it('number a daylight-saving day of 23 or 25 hours by elapsed time, no instant twice (London)', () => {
    const london = fast('Europe/London', '00:00', 60);
    const spring = drawsBetween(london, at('2026-03-28T23:59:30Z'), at('2026-03-29T22:59:00Z'));
    const springDay = spring.filter((d) => d.numero.startsWith('20260329'));
    expect(springDay).toHaveLength(23 * 60);
    // 01:00 UTC: the clocks jump from 01:00 GMT to 02:00 BST, and the draws go on every minute.
    expect(springDay[60]).toMatchObject({
      numero: '20260329-0061',
      drawAt: at('2026-03-29T01:00:00Z'),
    });
    expect(formatZoned(springDay[60]!.drawAt, 'Europe/London')).toBe('2026-03-29 02:00');
    const autumn = drawsBetween(london, at('2026-10-24T22:59:00Z'), at('2026-10-25T23:59:00Z'));
    const autumnDay = autumn.filter((d) => d.numero.startsWith('20261025'));
    expect(autumnDay).toHaveLength(25 * 60);
    for (const list of [springDay, autumnDay]) {
      const times = list.map((d) => d.drawAt.getTime());
      expect(new Set(times).size).toBe(times.length);
      times.slice(1).forEach((t, i) => expect(t - times[i]!).toBe(60_000));
    }
    expect(autumnDay[0]!.drawAt).toEqual(at('2026-10-24T23:00:00Z')); // 00:00 BST
    expect(autumnDay.at(-1)!.drawAt).toEqual(at('2026-10-25T23:59:00Z')); // 23:59 GMT
  });

  it('have the planned numero formats', () => {
    const d = nextDraws(daily('Asia/Ho_Chi_Minh', '18:15'), at('2026-11-21T00:00:00Z'), 1)[0]!;
    expect(d.numero).toMatch(/^[0-9]{8}$/);
    const f = nextDraws(fast('Asia/Ho_Chi_Minh', '00:00', 120), at('2026-11-21T00:00:00Z'), 1)[0]!;
    expect(f.numero).toMatch(/^[0-9]{8}-[0-9]{4}$/);
  });
});

describe('drawsBetween', () => {
  const lucky = daily('Asia/Kuala_Lumpur', '19:00', [4, 7, 1]);

  it('takes from < drawAt <= to, ascending', () => {
    const draws = drawsBetween(lucky, at('2026-11-21T11:00:00Z'), at('2026-11-25T11:00:00Z'));
    expect(draws.map((d) => d.numero)).toEqual(['20261122', '20261125']);
    expect(drawsBetween(lucky, at('2026-11-25T11:00:00Z'), at('2026-11-21T11:00:00Z'))).toEqual([]);
  });

  it(`keeps the latest ${DRAWS_BETWEEN_MAX} when there are more`, () => {
    const minute = fast('UTC', '00:00', 60);
    const to = at('2026-11-21T12:00:30Z');
    const draws = drawsBetween(minute, at('2026-11-14T00:00:00Z'), to);
    expect(draws).toHaveLength(DRAWS_BETWEEN_MAX);
    expect(draws.at(-1)!.drawAt).toEqual(at('2026-11-21T12:00:00Z'));
    expect(draws[0]!.drawAt).toEqual(
      new Date(at('2026-11-21T12:00:00Z').getTime() - 4999 * 60_000),
    );
  });

  it('agrees with nextDraws in any zone (property)', () => {
    const zones = [
      'Asia/Ho_Chi_Minh',
      'Asia/Kuala_Lumpur',
      'Asia/Yangon',
      'Europe/London',
      'America/New_York',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 11, 31) }),
        fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
        fc.integer({ min: 0, max: 23 }),
        fc.constantFrom(null, 60, 180, 300),
        (timeZone, afterMs, drawDays, hour, intervalSeconds) => {
          const s = {
            timeZone,
            drawDays,
            drawTime: `${String(hour).padStart(2, '0')}:15`,
            intervalSeconds,
            lockSeconds: 30,
          };
          const after = new Date(afterMs);
          const next = nextDraws(s, after, 5);
          expect(next).toHaveLength(5);
          expect(next[0]!.drawAt > after).toBe(true);
          next.slice(1).forEach((d, i) => expect(d.drawAt > next[i]!.drawAt).toBe(true));
          // No draw was skipped: everything in (after, 5th] is exactly these five.
          expect(drawsBetween(s, after, next[4]!.drawAt)).toEqual(next);
          for (const d of next) {
            expect(drawDays).toContain(weekDayOf(d.drawAt, timeZone));
            expect(formatZoned(d.drawAt, timeZone).replace(/-/g, '').slice(0, 8)).toBe(
              d.numero.slice(0, 8),
            );
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
