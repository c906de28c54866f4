import { describe, expect, it } from 'vitest';
import { formatDateTimeInput, parseDateTime } from './components/date-time-input';
import { dayEndIso, dayStartIso, fromLocalInput, toLocalInput } from './local-time';

describe("console date-time fields in the site's zone", () => {
  it('shows an instant as the wall time of the zone asked', () => {
    expect(toLocalInput('2030-01-02T03:04:00.000Z', 'Asia/Yangon')).toBe('2030-01-02T09:34');
    expect(toLocalInput('2030-01-02T03:04:00.000Z', 'America/New_York')).toBe('2030-01-01T22:04');
    expect(toLocalInput('2030-01-01T17:30:00.000Z', 'Asia/Yangon')).toBe('2030-01-02T00:00');
    expect(toLocalInput(null, 'Asia/Yangon')).toBe('');
    expect(toLocalInput('soon', 'Asia/Yangon')).toBe('');
  });

  it('reads typed wall time in the zone asked, summer time included', () => {
    expect(fromLocalInput('2030-01-02T09:34', 'Asia/Yangon')).toBe('2030-01-02T03:04:00.000Z');
    expect(fromLocalInput('2030-01-15T12:00', 'America/New_York')).toBe('2030-01-15T17:00:00.000Z');
    expect(fromLocalInput('2030-06-15T12:00', 'America/New_York')).toBe('2030-06-15T16:00:00.000Z');
    // The evening after the spring change (10 March 2030 at 02:00) is already on summer time.
    expect(fromLocalInput('2030-03-10T20:00', 'America/New_York')).toBe('2030-03-11T00:00:00.000Z');
    for (const iso of ['2030-01-02T03:04:00.000Z', '2030-07-01T23:59:00.000Z']) {
      for (const zone of ['Asia/Yangon', 'America/New_York', 'UTC']) {
        expect(fromLocalInput(toLocalInput(iso, zone), zone)).toBe(iso);
      }
    }
  });

  it('refuses what is not a time', () => {
    expect(fromLocalInput('', 'Asia/Yangon')).toBeNull();
    expect(fromLocalInput('2030-02-30T10:00', 'Asia/Yangon')).toBeNull();
    expect(fromLocalInput('2030-01-01T24:00', 'Asia/Yangon')).toBeNull();
    expect(fromLocalInput('tomorrow', 'Asia/Yangon')).toBeNull();
  });

  it("bounds a day range by the site's midnights", () => {
    expect(dayStartIso('2030-01-01', 'Asia/Yangon')).toBe('2029-12-31T17:30:00.000Z');
    expect(dayEndIso('2030-01-02', 'Asia/Yangon')).toBe('2030-01-02T17:30:00.000Z');
    expect(dayEndIso('2030-12-31', 'America/New_York')).toBe('2031-01-01T05:00:00.000Z');
    expect(dayStartIso('', 'Asia/Yangon')).toBeUndefined();
    expect(dayEndIso('2030/01/02', 'Asia/Yangon')).toBeUndefined();
  });
});

describe('a date-time typed as the site writes it', () => {
  it('reads YYYY/MM/DD HH:mm (and - or . in the day) as datetime-local holds it', () => {
    expect(parseDateTime('2030/06/15 12:00')).toBe('2030-06-15T12:00');
    expect(parseDateTime(' 2030-6-5 9:05 ')).toBe('2030-06-05T09:05');
    expect(parseDateTime('2030.06.15T23:59')).toBe('2030-06-15T23:59');
    expect(formatDateTimeInput('2030-06-15T12:00')).toBe('2030/06/15 12:00');
  });

  it('refuses what is not a time, the device order included', () => {
    for (const text of [
      '',
      '2030/06/15',
      '2030/06/15 24:00',
      '2030/02/30 10:00',
      '06/15/2030 12:00',
    ])
      expect(parseDateTime(text)).toBeNull();
  });
});
