import { describe, expect, it } from 'vitest';
import { currentZoneOffsetPeriod, offsetMinutesAt, zoneOffsetPeriod } from './zone-offset';

const seconds = (iso: string) => Date.parse(iso) / 1000;

describe('zone offsets', () => {
  it('reads the offset at a moment, ahead of UTC positive', () => {
    expect(offsetMinutesAt('Asia/Yangon', seconds('2026-11-28T00:00:00Z'))).toBe(390);
    expect(offsetMinutesAt('UTC', seconds('2026-11-28T00:00:00Z'))).toBe(0);
    expect(offsetMinutesAt('America/Sao_Paulo', seconds('2026-11-28T00:00:00Z'))).toBe(-180);
    expect(offsetMinutesAt('Europe/London', seconds('2026-07-01T00:00:00Z'))).toBe(60);
  });

  it('a zone without changes holds its offset for the whole reach either way', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(zoneOffsetPeriod('Asia/Yangon', now, 30)).toEqual({
      minutes: 390,
      validFrom: '2026-10-29T12:00:00.000Z',
      validUntil: '2026-12-28T12:00:00.000Z',
    });
  });

  it('a zone with summer time: the span ends and starts at its changes, to the second', () => {
    // Europe/London: summer time from 2026-03-29 01:00 UTC to 2026-10-25 01:00 UTC.
    expect(zoneOffsetPeriod('Europe/London', new Date('2026-07-01T00:00:00Z'))).toEqual({
      minutes: 60,
      validFrom: '2026-03-29T01:00:00.000Z',
      validUntil: '2026-10-25T01:00:00.000Z',
    });
    expect(zoneOffsetPeriod('Europe/London', new Date('2026-11-28T00:00:00Z'))).toEqual({
      minutes: 0,
      validFrom: '2026-10-25T01:00:00.000Z',
      validUntil: '2027-03-28T01:00:00.000Z',
    });
  });

  it('is worked out again once the span has ended', () => {
    const summer = currentZoneOffsetPeriod('Europe/Paris', new Date('2026-10-25T00:59:00Z'));
    expect(summer.minutes).toBe(120);
    const winter = currentZoneOffsetPeriod('Europe/Paris', new Date('2026-10-25T01:00:00Z'));
    expect(winter.minutes).toBe(60);
  });
});
