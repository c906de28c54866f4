// The settings' zone offset reaches the formatter, from the call and from the session cache, so
// the first screen's times need no Intl (lib/format.ts rememberZoneOffset).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../app/providers';
import { formatDateTime } from '../lib/format';
import { clearAllCaches, writeCache } from '../lib/session-cache';
import { makeConsolidated } from '../test/fixtures';
import { defaultApi, stubFetch } from '../test/render-app';
import { consolidatedSettingsQuery } from './consolidated-settings';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearAllCaches();
});

const offset = (zone: string, minutes: number) =>
  makeConsolidated({
    timeZone: zone,
    timeZoneOffset: {
      minutes,
      validFrom: '2026-01-01T00:00:00Z',
      validUntil: '2027-01-01T00:00:00Z',
    },
  });

describe('consolidatedSettingsQuery', () => {
  it("gives the answer's zone offset to the formatter", async () => {
    stubFetch({ ...defaultApi(), '/wps/system/settings/consolidated': offset('Test/Call', 60) });
    await createQueryClient().fetchQuery(consolidatedSettingsQuery());
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    expect(formatDateTime('2026-05-01T10:00:00Z', 'Test/Call')).toBe('2026/05/01 11:00:00');
    expect(intl).not.toHaveBeenCalled();
  });

  it('and the session-cached answer does so before the call answers', () => {
    stubFetch(defaultApi());
    writeCache('settings', undefined, offset('Test/Cached', -120));
    // What a component mounting first does: it reads the initial data.
    const initial = consolidatedSettingsQuery().initialData;
    expect(typeof initial === 'function' ? initial() : initial).toBeDefined();
    expect(formatDateTime('2026-05-01T10:00:00Z', 'Test/Cached')).toBe('2026/05/01 08:00:00');
  });
});
