// The header balance follows the server's balance stream without a reload: while logged in and
// the page is visible, one stream, each event written to the balance the header shows.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { walletBalanceStream } from '@wps/contracts/wallet/balance-stream';
import { BALANCE_EVENT, walletBalanceStreamEndpoint } from '../../api/wallet';
import { fakeEventStream } from '../../test/fake-event-stream';
import { defaultApi, FakeResponder, renderInApp } from '../../test/render-app';
import { setupTestI18n } from '../../test/test-i18n';
import { Header } from './header';

beforeAll(async () => {
  await setupTestI18n('EN');
});

let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  sessionStorage.clear();
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => visibility,
  });
});
afterEach(() => {
  delete (document as { visibilityState?: unknown }).visibilityState;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setVisibility(state: DocumentVisibilityState) {
  act(() => {
    visibility = state;
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const wallet = (balance: string) => ({
  balance,
  bonus: '0',
  held: '0',
  currency: 'MMK',
  inGames: '0',
  isPlayMoney: false,
});
const balanceEvent = (balance: string) =>
  `event: balance\ndata: ${JSON.stringify(wallet(balance))}\n\n`;
const streamPath = walletBalanceStream.path;

function renderHeader(api: Record<string, unknown>) {
  return renderInApp(<Header />, {
    api: { ...defaultApi(), '/wps/v2/wallets/balance': wallet('123450'), ...api },
  });
}

describe('the live header balance', () => {
  it('calls the contract’s path and reads its event', () => {
    expect(walletBalanceStreamEndpoint).toEqual({
      method: walletBalanceStream.method,
      path: walletBalanceStream.path,
    });
    expect(BALANCE_EVENT).toBe(walletBalanceStream.stream?.event);
  });

  it('shows each streamed balance, from one stream with the token in the header only', async () => {
    sessionStorage.setItem('token', 'member-token');
    const stream = fakeEventStream();
    const { fetchMock } = renderHeader({ [streamPath]: stream.responder });
    expect(await screen.findByText('P 1,234.50')).toBeVisible();
    await vi.waitFor(() => expect(stream.connections).toHaveLength(1));
    expect(stream.latest().headers.authorization).toBe('Bearer member-token');
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.filter((url) => url.includes('member-token'))).toEqual([]);

    stream.latest().push(balanceEvent('200000'));
    expect(await screen.findByText('P 2,000.00')).toBeVisible();
    stream.latest().push(':\n\n' + balanceEvent('199999'));
    expect(await screen.findByText('P 1,999.99')).toBeVisible();
    expect(stream.connections).toHaveLength(1);
  });

  it('tells a deposit credited and a withdrawal paid at once, in a toast', async () => {
    sessionStorage.setItem('token', 'member-token');
    const stream = fakeEventStream();
    renderHeader({ [streamPath]: stream.responder });
    // The settings (the currency label) are in before a notice comes, as the app loads them first.
    expect(await screen.findByText('P 1,234.50')).toBeVisible();
    await vi.waitFor(() => expect(stream.connections).toHaveLength(1));
    const withNotices = (balance: string, notices: unknown[]) =>
      `event: balance\ndata: ${JSON.stringify({ ...wallet(balance), notices })}\n\n`;
    stream
      .latest()
      .push(
        withNotices('623450', [{ kind: 'depositCredited', reference: 'D123', amount: '500000' }]),
      );
    expect(await screen.findByText('P 6,234.50')).toBeVisible();
    const toast = await screen.findByText('Deposit credited: P 5,000.00');
    expect(toast.closest('[aria-live="polite"]')).not.toBeNull();
    stream
      .latest()
      .push(withNotices('623450', [{ kind: 'withdrawalPaid', reference: 'W9', amount: '100000' }]));
    expect(await screen.findByText('Withdrawal paid: P 1,000.00')).toBeVisible();
    // A plain balance change tells nothing new.
    stream.latest().push(balanceEvent('623451'));
    expect(await screen.findByText('P 6,234.51')).toBeVisible();
    expect(screen.getAllByText(/^(Deposit credited|Withdrawal paid):/)).toHaveLength(2);
  });

  it('shows the unread messages badge the stream carries (issue 19), from the same one stream', async () => {
    sessionStorage.setItem('token', 'member-token');
    const stream = fakeEventStream();
    const { fetchMock } = renderHeader({
      [streamPath]: stream.responder,
      '/wps/messages/state': { unreadMessage: 1 },
    });
    const badge = (n: number) => screen.findByRole('button', { name: `${n} unread messages` });
    expect(await badge(1)).toBeVisible();
    await vi.waitFor(() => expect(stream.connections).toHaveLength(1));
    const withBadges = (unreadMessage: number) =>
      `event: balance\ndata: ${JSON.stringify({ ...wallet('123450'), badges: { unreadMessage, unreadChat: 0 } })}\n\n`;
    stream.latest().push(withBadges(3));
    expect(await badge(3)).toBeVisible();
    stream.latest().push(withBadges(0));
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: /unread messages/ })).toBeNull(),
    );
    // The badges need no stream of their own.
    const streams = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('stream'));
    expect(new Set(streams)).toEqual(new Set([streamPath]));
  });

  it('keeps a streamed balance over an older answer of a balance call still on its way', async () => {
    sessionStorage.setItem('token', 'member-token');
    const stream = fakeEventStream();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    renderHeader({
      [streamPath]: stream.responder,
      '/wps/v2/wallets/balance': new FakeResponder(async () => {
        await answered;
        return Response.json({ success: true, value: wallet('123450') });
      }),
    });
    await vi.waitFor(() => expect(stream.connections).toHaveLength(1));
    stream.latest().push(balanceEvent('777'));
    expect(await screen.findByText('P 7.77')).toBeVisible();
    answer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('P 7.77')).toBeVisible();
  });

  it('holds no stream while the page is hidden, and catches up when it is shown', async () => {
    sessionStorage.setItem('token', 'member-token');
    const stream = fakeEventStream();
    renderHeader({ [streamPath]: stream.responder });
    await vi.waitFor(() => expect(stream.connections).toHaveLength(1));
    setVisibility('hidden');
    expect(stream.latest().signal?.aborted).toBe(true);
    setVisibility('visible');
    await vi.waitFor(() => expect(stream.connections).toHaveLength(2));
    stream.latest().push(balanceEvent('5'));
    expect(await screen.findByText('P 0.05')).toBeVisible();
  });

  it('opens no stream for a visitor, and closes it at logout', async () => {
    const stream = fakeEventStream();
    const guest = renderHeader({ [streamPath]: stream.responder });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(stream.connections).toHaveLength(0);
    guest.unmount();

    sessionStorage.setItem('token', 'member-token');
    renderHeader({ [streamPath]: stream.responder, '/wps/session/logout': null });
    await vi.waitFor(() => expect(stream.connections).toHaveLength(1));
    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeVisible();
    expect(stream.latest().signal?.aborted).toBe(true);
  });

  it('a refused stream has the balance asked again, which ends a session the server dropped', async () => {
    sessionStorage.setItem('token', 'member-token');
    let balanceCalls = 0;
    renderHeader({
      [streamPath]: new FakeResponder(() =>
        Response.json({ success: false, code: 'SESSION_EXPIRED' }, { status: 401 }),
      ),
      '/wps/v2/wallets/balance': new FakeResponder(() => {
        balanceCalls += 1;
        return balanceCalls === 1
          ? Response.json({ success: true, value: wallet('100') })
          : Response.json({ success: false, code: 'SESSION_EXPIRED' }, { status: 401 });
      }),
    });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeVisible();
    expect(balanceCalls).toBeGreaterThanOrEqual(2);
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});
