// /down (issue 16): the QR code the install steps promise, drawn from each download address in
// the settings' domain routes.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeConsolidated } from '../../test/fixtures';
import { defaultApi, renderInApp } from '../../test/render-app';
import { setupTestI18n } from '../../test/test-i18n';
import { DownPage } from './down-page';

beforeAll(async () => {
  await setupTestI18n('EN');
});

const ios = 'https://download.royalwin.example/ios';
const apk = 'https://download.royalwin.example/royalwin.apk';

describe('DownPage', () => {
  it('shows a QR code of each platform’s download address', async () => {
    renderInApp(<DownPage />, {
      path: '/down',
      api: {
        ...defaultApi(),
        '/wps/system/settings/consolidated': makeConsolidated({
          domainRoute: [
            { speed: 200, resourceType: 'APP_IOS', url: ios, qrCodeUrl: null },
            { speed: 200, resourceType: 'APP_ANDROID', url: apk, qrCodeUrl: null },
          ],
        }),
      },
    });
    const iosQr = await screen.findByRole('img', { name: 'QR code to download the iOS app' });
    await waitFor(() => expect(iosQr).toHaveAttribute('data-qr-text', ios));
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', ios);

    await userEvent.click(screen.getByRole('tab', { name: 'Android' }));
    const androidQr = await screen.findByRole('img', {
      name: 'QR code to download the Android app',
    });
    await waitFor(() => expect(androidQr).toHaveAttribute('data-qr-text', apk));
  });
});
