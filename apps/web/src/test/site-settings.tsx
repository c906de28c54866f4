// For a component test that renders a piece without the app around it: the site's consolidated
// settings (time zone, currency label) in a query cache, as the app has them once started.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { TConsolidatedSettings } from '@wps/contracts/system/consolidated';
import { consolidatedSettingsQuery } from '../api/consolidated-settings';
import { makeConsolidated } from './fixtures';

export function siteSettingsClient(settings: TConsolidatedSettings = makeConsolidated()) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  client.setQueryData(consolidatedSettingsQuery().queryKey, settings);
  return client;
}

export function renderWithSite(
  ui: ReactElement,
  options: Omit<RenderOptions, 'wrapper'> & { settings?: TConsolidatedSettings } = {},
) {
  const { settings, ...rest } = options;
  const client = siteSettingsClient(settings);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return render(ui, { ...rest, wrapper });
}
