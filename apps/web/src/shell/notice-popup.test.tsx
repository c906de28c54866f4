// First visit (issue 16): the notice popup and the login or forgot popup never stack; the notice
// waits until the account popup has closed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AccountUrlActions } from '../features/auth/account-url-actions';
import { defaultApi, renderInApp } from '../test/render-app';
import { setupTestI18n } from '../test/test-i18n';
import { NoticePopup } from './notice-popup';

beforeAll(async () => {
  await setupTestI18n('EN');
});

beforeEach(() => {
  sessionStorage.clear();
});

const api = {
  ...defaultApi(),
  '/wps/relay/MCSFE_getListAnnouncements': {
    player: [],
    banners: [],
    popup: [
      {
        id: 1,
        type: 'PU',
        title: 'Keep your account safe',
        content: 'Never share your password.',
        publishedAt: '2026-01-01T00:00:00.000Z',
      },
    ],
    promotion: [],
  },
};

describe('NoticePopup with the account popups', () => {
  it.each([
    ['/login', 'Log in'],
    ['/forget', 'Forgot password'],
  ])('on a first visit to %s shows the %s popup alone, then the notices', async (path, name) => {
    renderInApp(
      <>
        <AccountUrlActions />
        <NoticePopup />
      </>,
      { path, api },
    );
    const account = await screen.findByRole('dialog', { name });
    // The notices have loaded, yet wait: one dialog at a time.
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: 'Notices' })).toBeNull();

    await userEvent.click(within(account).getAllByRole('button', { name: 'Close' })[0]!);
    const notices = await screen.findByRole('dialog', { name: 'Notices' });
    expect(notices).toHaveTextContent('Keep your account safe');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('opens by itself on a first visit to home', async () => {
    renderInApp(<NoticePopup />, { path: '/', api });
    expect(await screen.findByRole('dialog', { name: 'Notices' })).toBeVisible();
  });
});
