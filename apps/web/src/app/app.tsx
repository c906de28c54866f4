// The app: contexts around the router.
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import { createRouter } from './router';

/**
 * queryClient: main.tsx's, which already holds the first calls it started; router: main.tsx's,
 * whose matches told those calls what the page needs.
 */
export function App({
  queryClient,
  router: startRouter,
}: {
  queryClient?: QueryClient;
  router?: ReturnType<typeof createRouter>;
}) {
  const [router] = useState(() => startRouter ?? createRouter());
  return (
    <Providers onLoggedOut={() => void router.navigate('/')} queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
