import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TWhitelabel } from '@wps/contracts/system/whitelabel';
import { consolidatedSettingsQuery } from '../api/consolidated-settings';
import { makeConsolidated } from '../test/fixtures';
import { defaultApi, renderInApp } from '../test/render-app';
import { setupTestI18n } from '../test/test-i18n';
import { SideMenu } from './side-menu';

beforeAll(async () => {
  await setupTestI18n('EN');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderMenu(whitelabel: Partial<TWhitelabel>, availablePromo = false) {
  const { queryClient } = renderInApp(<SideMenu />, {
    api: {
      ...defaultApi(),
      '/wps/system/settings/consolidated': makeConsolidated({ whitelabel }),
      '/wps/promotions/state': { availablePromoCount: 0, availablePromo },
    },
  });
  // The settings load after the first render: absent entries only mean something after that.
  await waitFor(() =>
    expect(queryClient.getQueryData(consolidatedSettingsQuery().queryKey)).toBeDefined(),
  );
  await waitFor(() => expect(queryClient.getQueryData(['promotions', 'state'])).toBeDefined());
  return screen.getByRole('navigation', { name: 'Quick links' });
}

describe('the side menu (spec 2)', () => {
  it('links only the social networks that are configured', async () => {
    const menu = await renderMenu({
      socialLinks: {
        telegram: 'https://t.me/royalwin',
        facebook: null,
        whatsapp: 'https://wa.me/1',
      },
    });
    expect(await within(menu).findByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/royalwin',
    );
    expect(within(menu).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(within(menu).queryByRole('link', { name: 'Facebook' })).toBeNull();
  });

  it('shows no social links when none is configured', async () => {
    const menu = await renderMenu({});
    for (const name of ['Telegram', 'Facebook', 'WhatsApp']) {
      expect(within(menu).queryByRole('link', { name })).toBeNull();
    }
  });

  it('always offers the app download and customer service', async () => {
    const menu = await renderMenu({});
    expect(within(menu).getByRole('link', { name: 'App' })).toHaveAttribute('href', '/down');
    expect(within(menu).getByRole('button', { name: 'Support' })).toBeVisible();
  });

  it('offers invite friends only when the referral promo is on (availablePromo)', async () => {
    const off = await renderMenu({ referralPromoEnabled: false }, true);
    expect(within(off).queryByRole('button', { name: 'Invite' })).toBeNull();
    document.body.innerHTML = '';

    // The site allows it but no referral promotion is open: public state's availablePromo off.
    const none = await renderMenu({ referralPromoEnabled: true }, false);
    expect(within(none).queryByRole('button', { name: 'Invite' })).toBeNull();
    document.body.innerHTML = '';

    const on = await renderMenu({ referralPromoEnabled: true }, true);
    expect(await within(on).findByRole('button', { name: 'Invite' })).toBeVisible();
  });
});
