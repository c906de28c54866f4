// Renders the real route table (or one element inside the app's contexts) against a fake API:
// each path answers from `api`, anything else with a 404 envelope, as the server would. The
// stored language is EN; call setupTestI18n('EN') first.
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient, Providers } from '../app/providers';
import { routes as appRoutes } from '../app/router';
import { AccountModalsProvider } from '../features/auth/account-modals';
import { CustomerServiceHost } from '../shell/customer-service';
import { makeConsolidated, openStatus } from './fixtures';

export type FakeApi = Record<string, unknown>;

export function defaultApi(): FakeApi {
  return {
    '/wps/system/status': openStatus,
    '/wps/system/settings/consolidated': makeConsolidated(),
    '/wps/relay/GCSGAME_getVassGameType': [],
    '/wps/relay/GCSGAME_newGameVendor': [],
    '/wps/relay/MCSFE_getListAnnouncements': { player: [], banners: [], popup: [], promotion: [] },
    '/wps/system/helpCenter': [],
  };
}

/** A path answered by a function instead of an envelope: a stream, a failure, a slow answer. */
export class FakeResponder {
  constructor(readonly respond: (init: RequestInit | undefined) => Response | Promise<Response>) {}
}

/** Replaces fetch with answers from `api`; returns the mock to inspect calls. */
export function stubFetch(api: FakeApi) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://test.invalid').pathname;
    const found = Object.hasOwn(api, path);
    if (found && api[path] instanceof FakeResponder) return api[path].respond(init);
    const body = found
      ? { success: true, value: api[path] }
      : { success: false, code: 'ROUTE_NOT_FOUND', message: 'not found' };
    return new Response(JSON.stringify(body), {
      status: found ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** jsdom has no scrolling; the router scrolls on every navigation. */
function stubScrolling() {
  if (!vi.isMockFunction(window.scrollTo))
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
}

export function testQueryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  return client;
}

/** The whole app at `path`. */
export function renderRoute(
  path: string,
  { api = defaultApi(), routes = appRoutes }: { api?: FakeApi; routes?: RouteObject[] } = {},
) {
  localStorage.setItem('language', 'EN');
  stubScrolling();
  const fetchMock = stubFetch(api);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const onLoggedOut = vi.fn(() => void router.navigate('/'));
  const queryClient = testQueryClient();
  const view = render(
    <Providers queryClient={queryClient} onLoggedOut={onLoggedOut}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, fetchMock, onLoggedOut, queryClient };
}

/** One element inside the app's contexts and a router at `path`. */
export function renderInApp(
  element: ReactNode,
  {
    api = defaultApi(),
    path = '/',
    queryClient = testQueryClient(),
  }: { api?: FakeApi; path?: string; queryClient?: QueryClient } = {},
) {
  localStorage.setItem('language', 'EN');
  stubScrolling();
  const fetchMock = stubFetch(api);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <CustomerServiceHost>
            <AccountModalsProvider>{element}</AccountModalsProvider>
          </CustomerServiceHost>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const onLoggedOut = vi.fn();
  const view = render(
    <Providers queryClient={queryClient} onLoggedOut={onLoggedOut}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, fetchMock, onLoggedOut, queryClient };
}
