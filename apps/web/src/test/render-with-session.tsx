// Renders one element as a logged-in member sees it: server data, a session (a stored token), a
// router at `path` and the account popups' host. Pair it with test/mock-api.ts for the answers.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AccountModalsProvider } from '../features/auth/account-modals';
import { setToken } from '../lib/session-storage';
import { SessionProvider } from '../lib/session';

export function renderWithSession(
  element: ReactNode,
  { path = '/', token = 'tok-member' }: { path?: string; token?: string | null } = {},
) {
  sessionStorage.clear();
  if (token) setToken(token);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const router = createMemoryRouter(
    [{ path: '*', element: <AccountModalsProvider>{element}</AccountModalsProvider> }],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider onLoggedOut={vi.fn()}>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
