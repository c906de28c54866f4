// The app: contexts around the router.
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import { createRouter } from './router';

/** queryClient: main.tsx's, which already holds the first calls it started. */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [router] = useState(createRouter);
  return (
    <Providers onLoggedOut={() => void router.navigate('/')} queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
