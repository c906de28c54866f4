import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { makeConsolidated } from '../../test/fixtures';
import { renderWithSite } from '../../test/site-settings';
import { setupTestI18n } from '../../test/test-i18n';
import { zoneOffsetMinutes } from '../../lib/format';
import { SiteZoneNote } from './site-zone-note';

beforeAll(async () => {
  await setupTestI18n('EN');
});

const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
// A zone whose offset is not the device's now, whatever zone the tests run in.
const otherZone =
  zoneOffsetMinutes('Asia/Yangon') === zoneOffsetMinutes(undefined)
    ? 'America/New_York'
    : 'Asia/Yangon';

describe('SiteZoneNote', () => {
  it("names the site's zone and offset when the device's zone differs", () => {
    renderWithSite(<SiteZoneNote />, { settings: makeConsolidated({ timeZone: otherZone }) });
    expect(screen.getByTestId('site-zone-note')).toHaveTextContent(
      new RegExp(`All times are the site's time, ${otherZone} \\(UTC[+-]\\d\\d:\\d\\d\\)\\.`),
    );
  });

  it("says nothing when the device keeps the site's time", () => {
    renderWithSite(<SiteZoneNote />, { settings: makeConsolidated({ timeZone: deviceZone }) });
    expect(screen.queryByTestId('site-zone-note')).toBeNull();
  });
});
