// Rendering for the console's component tests: a section under its own query client, with no
// retries so a refused call shows at once and the site's settings (time zone, currency label) in
// its cache as the console has them once loaded; and a payment list row found by its reference.
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TConsolidatedSettings } from '@wps/contracts/system/consolidated';
import { consolidatedSettingsQuery } from '../../api/consolidated-settings';
import { makeConsolidated } from '../../test/fixtures';
import { zoneOffsetMinutes } from '../../lib/format';

export function renderWithClient(
  ui: ReactElement,
  settings: TConsolidatedSettings = makeConsolidated(),
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(consolidatedSettingsQuery().queryKey, settings);
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

/** The list item of the deposit or withdrawal whose heading is this reference. */
export const rowOf = async (reference: string) =>
  (await screen.findByRole('heading', { name: reference })).closest('li')!;

/**
 * A site zone whose offset is not the device's now, whatever zone the tests run in, so a test
 * proves a time is the site's and not the device's; `inSiteZone` picks the expected text for it.
 */
export const siteZoneUnlikeDevice =
  zoneOffsetMinutes('Asia/Yangon') === zoneOffsetMinutes(undefined)
    ? 'America/New_York'
    : 'Asia/Yangon';
export const inSiteZone = <T,>(yangon: T, newYork: T): T =>
  siteZoneUnlikeDevice === 'Asia/Yangon' ? yangon : newYork;
