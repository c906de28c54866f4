// The app: contexts around the router.
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import { createRouter } from './router';

export function App() {
  const [router] = useState(createRouter);
  return (
    <Providers onLoggedOut={() => void router.navigate('/')}>
      <RouterProvider router={router} />
    </Providers>
  );
}
