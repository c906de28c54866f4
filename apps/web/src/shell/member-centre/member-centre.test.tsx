import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { memberCentreKeys, useMemberCentre } from '../../lib/member-centre';
import {
  makeConsolidated,
  makeFunds,
  makeMemberInfo,
  makeMerchant,
  makeSecurityCentre,
} from '../../test/fixtures';
import { mockApi, type MockAnswers } from '../../test/mock-api';
import { defaultApi, renderInApp } from '../../test/render-app';
import { renderWithSession } from '../../test/render-with-session';
import { renderWithSite } from '../../test/site-settings';
import { setupTestI18n } from '../../test/test-i18n';
import MemberCentre from './member-centre';
import { MemberCentreHost } from './member-centre-host';
import { NoticePopup } from '../notice-popup';
import { MemberCentreMenu } from './member-centre-menu';
import { memberCentreEntries, shownEntries, type MemberCentreEntry } from './member-centre-pages';

beforeAll(async () => {
  await setupTestI18n('EN');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function Opener() {
  const memberCentre = useMemberCentre();
  return (
    <>
      <button type="button" onClick={() => memberCentre.open('transferFund')}>
        Open my wallet
      </button>
      <button type="button" onClick={() => memberCentre.open('securityCenter', 'kyc')}>
        Verify my identity (test)
      </button>
    </>
  );
}

function renderHost({
  path = '/rng',
  accountType = 0,
  token = 'tok-member' as string | null,
  answers = {} as MockAnswers,
  whitelabel = {},
} = {}) {
  const api = mockApi({
    'GET /wps/system/settings/consolidated': { value: makeConsolidated({ whitelabel }) },
    'GET /wps/member/info': { value: makeMemberInfo({ accountType }) },
    'GET /wps/member/security-centre': {
      value: makeSecurityCentre({ payeeName: null, hasPaymentPassword: false, bankAccounts: [] }),
    },
    'GET /wps/member/info/funds/consolidated': {
      value: makeFunds({ balance: '100', bonus: '0', held: '0', sumBalance: '100' }),
    },
    'GET /wps/relay/GCS_merchantWallet': {
      value: makeMerchant({ sumBalance: '100', isSingle: true, wallets: [] }),
    },
    ...answers,
  });
  const view = renderWithSession(
    <>
      <Opener />
      <MemberCentreHost />
    </>,
    { path, token },
  );
  return { ...api, ...view };
}

const menuKeys = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('member centre menu', () => {
  it('holds every key of the spec, in its order', () => {
    expect(memberCentreEntries.map((e) => e.key)).toEqual([...memberCentreKeys]);
  });

  it('shows only entries with a page, in order, and marks the open one', () => {
    const Page = () => <p>page</p>;
    const entries: MemberCentreEntry[] = [
      { key: 'securityCenter', icon: 'shield', Page },
      { key: 'transferFund', icon: 'wallet' },
      { key: 'withdraw', icon: 'withdraw', Page },
      { key: 'transactionHistory', icon: 'list', Page },
    ];
    expect(shownEntries(entries).map((e) => e.key)).toEqual([
      'securityCenter',
      'withdraw',
      'transactionHistory',
    ]);
    const router = createMemoryRouter(
      [{ path: '*', element: <MemberCentre requested="withdraw" entries={entries} /> }],
      { initialEntries: ['/?mc=withdraw'] },
    );
    renderWithSite(<RouterProvider router={router} />);
    const nav = screen.getByRole('navigation', { name: 'Member centre menu' });
    expect(menuKeys(nav)).toEqual(['My account', 'Withdraw', 'Account record']);
    expect(within(nav).getByRole('button', { name: 'Withdraw' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows a count badge only above zero', () => {
    const Page = () => null;
    render(
      <MemberCentreMenu
        entries={[
          { key: 'rewardCenter', icon: 'star', badge: 'rewards', Page },
          { key: 'missionLeaderboard', icon: 'trophy', badge: 'missions', Page },
          { key: 'messageV2', icon: 'megaphone', badge: 'messages', Page },
        ]}
        current="rewardCenter"
        counts={{ rewards: 0, missions: 3, messages: 120 }}
        onSelect={() => {}}
      />,
    );
    const reward = screen.getByRole('button', { name: 'Reward centre' });
    expect(reward).toHaveTextContent(/^Reward centre$/);
    expect(screen.getByRole('button', { name: 'Mission activity (3 new)' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Platform information (120 new)' }),
    ).toBeInTheDocument();
  });
});

describe('MemberCentreHost', () => {
  it('opens over the current route, switches pages in place, and closes with its button', async () => {
    const user = userEvent.setup();
    const { router } = renderHost();
    await user.click(screen.getByRole('button', { name: 'Open my wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(router.state.location.pathname).toBe('/rng');
    expect(router.state.location.search).toBe('?mc=transferFund');
    expect(await within(dialog).findByRole('heading', { name: 'My wallet' })).toBeInTheDocument();
    // The first focus is the open page's menu entry.
    expect(within(dialog).getByRole('button', { name: 'My wallet' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'My account' }));
    expect(router.state.location.search).toBe('?mc=securityCenter');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await within(dialog).findByRole('region', { name: 'Passwords' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/rng');
    expect(router.state.location.search).toBe('');
  });

  it("badges missions and messages with the server's counts (the summary's claimable, the unread)", async () => {
    const user = userEvent.setup();
    renderHost({
      answers: {
        'GET /wps/messages/state': { value: { unreadMessage: 2 } },
        'GET /wps/relay/MCSFE_getMissionSummaryDetails': {
          value: { missions: [], claimableCount: 1 },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Open my wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(
      await within(dialog).findByRole('button', { name: 'Mission activity (1 new)' }),
    ).toBeInTheDocument();
    expect(
      await within(dialog).findByRole('button', { name: 'Platform information (2 new)' }),
    ).toBeInTheDocument();
  });

  it('is left by Back', async () => {
    const user = userEvent.setup();
    const { router } = renderHost();
    await user.click(screen.getByRole('button', { name: 'Open my wallet' }));
    await screen.findByRole('dialog', { name: 'Member centre' });
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('opens on the security centre from a link', async () => {
    const user = userEvent.setup();
    const { router } = renderHost({ path: '/help?mc=securityCenter' });
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(
      await within(dialog).findByRole('heading', { name: 'My account' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'My account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Reached by a link: close drops the parameter in place.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/help');
    expect(router.state.location.search).toBe('');
  });

  it("opens on a page's part (the withdrawal's KYC_REQUIRED): scrolls to it and focuses it", async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const user = userEvent.setup();
    const { router } = renderHost({
      answers: {
        'GET /wps/member/kyc': {
          value: {
            state: 'none',
            documentType: null,
            reason: null,
            submittedAt: null,
            rule: 'first_withdrawal',
            above: '0',
          },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Verify my identity (test)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(router.state.location.search).toBe('?mc=securityCenter');
    expect(router.state.location.hash).toBe('#kyc');
    const kyc = await within(dialog).findByRole(
      'region',
      { name: 'Identity check (KYC)' },
      { timeout: 10_000 },
    );
    // Past the member centre's own first focus (its menu entry): the identity check has it.
    await waitFor(() => expect(kyc).toHaveFocus());
    expect(scrolled.mock.contexts).toContain(kyc);
  });

  it('gives a trial account the real-account warning instead', async () => {
    const { router } = renderHost({ path: '/?mc=securityCenter', accountType: 4 });
    expect(
      await screen.findByRole('dialog', { name: (name) => name !== 'Member centre' }),
    ).toHaveTextContent(/real account/i);
    expect(screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  it('gives a visitor the login popup instead', async () => {
    const { router, to } = renderHost({ path: '/?mc=securityCenter', token: null });
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(to('GET', '/wps/member/security-centre')).toEqual([]);
  });

  it('stays shut when the member centre is switched off', async () => {
    const { router, to } = renderHost({
      path: '/?mc=securityCenter',
      whitelabel: { memberCentreEnabled: false },
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(to('GET', '/wps/member/security-centre')).toEqual([]);
  });
});

describe('NoticePopup with the member centre', () => {
  it('waits until the member centre has closed', async () => {
    sessionStorage.clear();
    const notice = {
      id: 1,
      type: 'PU',
      title: 'Keep your account safe',
      content: 'Never share your password.',
      publishedAt: '2026-01-01T00:00:00.000Z',
    };
    const { router, fetchMock } = renderInApp(<NoticePopup />, {
      path: '/?mc=depositv2',
      api: {
        ...defaultApi(),
        '/wps/relay/MCSFE_getListAnnouncements': {
          player: [],
          banners: [],
          popup: [notice],
          promotion: [],
        },
      },
    });
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => String(url).includes('MCSFE_getListAnnouncements')),
      ).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: 'Notices' })).toBeNull();
    await router.navigate('/');
    expect(await screen.findByRole('dialog', { name: 'Notices' })).toHaveTextContent(
      'Keep your account safe',
    );
  });
});
