import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeConsolidated } from '../../test/fixtures';
import { renderWithSite } from '../../test/site-settings';
import { setupTestI18n } from '../../test/test-i18n';
import { AppPromise } from './app-promise';

describe('the app-download promise', () => {
  beforeAll(async () => {
    await setupTestI18n('EN');
  });

  it("promises the spec's 5,777 in the site's money format, in EN and MY", async () => {
    const settings = makeConsolidated({ whitelabel: { currencySymbol: 'Ks' } });
    const { unmount } = renderWithSite(<AppPromise />, { settings });
    expect(screen.getByText('Get the app and claim Ks 5,777.00.')).toBeVisible();
    unmount();
    await setupTestI18n('MY');
    renderWithSite(<AppPromise />, { settings });
    expect(screen.getByText(/Ks 5,777\.00/)).toBeVisible();
    await setupTestI18n('EN');
  });

  it("reads in another whitelabel's label, never a kyat of its own", () => {
    renderWithSite(<AppPromise />, {
      settings: makeConsolidated({ whitelabel: { currencySymbol: '฿' } }),
    });
    expect(screen.getByText('Get the app and claim ฿ 5,777.00.')).toBeVisible();
    expect(screen.queryByText(/Ks/)).toBeNull();
  });
});
