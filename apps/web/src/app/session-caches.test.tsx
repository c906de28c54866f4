// Spec 3 "Storage": the six cached calls paint from session storage before the network answers,
// the fresh answer replaces the cached one and is kept, and the member's data goes with the
// session.
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { announcementsQuery } from '../api/announcements';
import { consolidatedSettingsQuery } from '../api/consolidated-settings';
import { useGameVendors } from '../api/game-vendors';
import { registerSettingsQuery } from '../features/auth/components/use-field-rules';
import { useMerchantWallet } from '../features/wallet/use-wallet-data';
import { defaultApi, FakeResponder, renderInApp } from '../test/render-app';
import { makeConsolidated, makeMerchant, makeVendor } from '../test/fixtures';
import { useSession } from '../lib/session';
import { MAX_CACHED_CHARS, readCache, writeCache, type CacheName } from '../lib/session-cache';
import { setToken } from '../lib/session-storage';

/** A call held open until the test answers it. */
function heldAnswer() {
  let answer: (value: unknown) => void = () => undefined;
  const body = new Promise<unknown>((resolve) => (answer = resolve));
  const responder = new FakeResponder(async () => {
    const value = await body;
    return new Response(JSON.stringify({ success: true, value }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return { responder, answer: (value: unknown) => act(() => answer(value)) };
}

function Shown({ data }: { data: unknown }) {
  return (
    <output data-testid="data">{data === undefined ? 'nothing' : JSON.stringify(data)}</output>
  );
}

function VendorNames() {
  const vendors = useGameVendors();
  return <Shown data={vendors.data?.map((v) => v.displayName)} />;
}

function Probe({
  options,
}: {
  options: UseQueryOptions<unknown, Error, unknown, readonly unknown[]>;
}) {
  return <Shown data={useQuery(options).data} />;
}

function MerchantWallet() {
  return <Shown data={useMerchantWallet().data?.sumBalance} />;
}

describe('session caches', () => {
  it('paints the cached vendors before the call answers, then shows and keeps the fresh ones', async () => {
    writeCache('gameVendor', 'EN', [makeVendor({ displayName: 'Cached Slots' })]);
    const held = heldAnswer();
    const { fetchMock } = renderInApp(<VendorNames />, {
      api: { ...defaultApi(), '/wps/relay/GCSGAME_newGameVendor': held.responder },
    });
    expect(screen.getByTestId('data')).toHaveTextContent('["Cached Slots"]');
    // Refreshed behind the cached paint.
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => String(url).includes('GCSGAME_newGameVendor')),
      ).toBe(true),
    );
    held.answer([makeVendor({ displayName: 'Fresh Slots' })]);
    await waitFor(() => expect(screen.getByTestId('data')).toHaveTextContent('["Fresh Slots"]'));
    expect(readCache('gameVendor', 'EN')).toEqual([makeVendor({ displayName: 'Fresh Slots' })]);
  });

  it('keeps each language apart', () => {
    writeCache('gameVendor', 'MY', [makeVendor({ displayName: 'MY vendor' })]);
    renderInApp(<VendorNames />, {
      api: { ...defaultApi(), '/wps/relay/GCSGAME_newGameVendor': heldAnswer().responder },
    });
    // The page is in EN: the MY answer is not painted.
    expect(screen.getByTestId('data')).toHaveTextContent('nothing');
  });

  const cases: {
    name: CacheName;
    variant?: string;
    path: string;
    cached: unknown;
    fresh: unknown;
    options: () => UseQueryOptions<unknown, Error, unknown, readonly unknown[]>;
  }[] = [
    {
      name: 'notices',
      variant: 'EN',
      path: '/wps/relay/MCSFE_getListAnnouncements',
      cached: { player: [], banners: [], popup: [], promotion: [], note: 'cached' },
      fresh: { player: [], banners: [], popup: [], promotion: [], note: 'fresh' },
      options: () => announcementsQuery('EN') as never,
    },
    {
      name: 'settings',
      path: '/wps/system/settings/consolidated',
      cached: makeConsolidated({
        domainRoute: [{ url: 'https://cached.example', speed: 1 }],
      } as never),
      fresh: makeConsolidated({
        domainRoute: [{ url: 'https://fresh.example', speed: 1 }],
      } as never),
      options: () => consolidatedSettingsQuery() as never,
    },
    {
      name: 'validation',
      path: '/wps/system/setting/register',
      cached: { username: { enabled: true, required: true, minLength: 4 } },
      fresh: { username: { enabled: true, required: true, minLength: 6 } },
      options: () => registerSettingsQuery() as never,
    },
  ];

  for (const c of cases) {
    it(`paints the cached ${c.name} first and replaces them with the fresh answer`, async () => {
      writeCache(c.name, c.variant, c.cached);
      const held = heldAnswer();
      renderInApp(<Probe options={c.options()} />, {
        api: { ...defaultApi(), [c.path]: held.responder },
      });
      expect(screen.getByTestId('data')).toHaveTextContent(JSON.stringify(c.cached));
      held.answer(c.fresh);
      await waitFor(() =>
        expect(screen.getByTestId('data')).toHaveTextContent(JSON.stringify(c.fresh)),
      );
      expect(readCache(c.name, c.variant)).toEqual(c.fresh);
    });
  }

  it('paints the cached merchant wallet first, and drops it at logout', async () => {
    setToken('tok-member');
    writeCache('merchantWallet', undefined, makeMerchant({ sumBalance: '111' }));
    writeCache('gameVendor', 'EN', [makeVendor()]);
    const held = heldAnswer();
    let logout: () => Promise<void> = async () => undefined;
    function LogoutHandle() {
      logout = useSession().logout;
      return null;
    }
    renderInApp(
      <>
        <MerchantWallet />
        <LogoutHandle />
      </>,
      { api: { ...defaultApi(), '/wps/relay/GCS_merchantWallet': held.responder } },
    );
    expect(screen.getByTestId('data')).toHaveTextContent('"111"');
    held.answer(makeMerchant({ sumBalance: '222' }));
    await waitFor(() => expect(screen.getByTestId('data')).toHaveTextContent('"222"'));
    expect(readCache('merchantWallet')).toEqual(makeMerchant({ sumBalance: '222' }));

    await act(() => logout());
    expect(readCache('merchantWallet')).toBeUndefined();
    // Logout clears session storage (spec 4): the shared caches go too.
    expect(readCache('gameVendor', 'EN')).toBeUndefined();
  });

  it("drops the previous member's wallet when a new session starts, keeping the shared caches", async () => {
    writeCache('merchantWallet', undefined, makeMerchant({ sumBalance: '111' }));
    writeCache('gameVendor', 'EN', [makeVendor()]);
    let startSession: (token: string) => void = () => undefined;
    function StartHandle() {
      startSession = useSession().startSession;
      return null;
    }
    renderInApp(<StartHandle />);
    act(() => startSession('tok-next'));
    expect(readCache('merchantWallet')).toBeUndefined();
    expect(readCache('gameVendor', 'EN')).toEqual([makeVendor()]);
  });

  it('does not keep an answer too big for session storage, nor read an older version', () => {
    writeCache('notices', 'EN', { text: 'x'.repeat(MAX_CACHED_CHARS) });
    expect(sessionStorage.getItem('cache:notices:EN')).toBeNull();
    sessionStorage.setItem('cache:settings', JSON.stringify({ v: 0, data: { old: true } }));
    expect(readCache('settings')).toBeUndefined();
    expect(sessionStorage.getItem('cache:settings')).toBeNull();
    sessionStorage.setItem('cache:validation', '{not json');
    expect(readCache('validation')).toBeUndefined();
  });
});
