// The app's contexts, outermost first: server data (TanStack Query), theme, session, language,
// toasts.
// The contexts themselves live in lib/ so features can use them (features never import app/).
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { systemStatusKey } from '../api/system-status';
import { ToastProvider } from '../components/toast/toast';
import { ApiError } from '../lib/api-client';
import { LanguageProvider } from '../lib/language';
import { SessionProvider } from '../lib/session';
import { ThemeProvider } from '../lib/theme';

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      // Any call refused for maintenance or region re-reads the status at once, so the root
      // screen switches without waiting for the next poll.
      onError: (error) => {
        if (error instanceof ApiError && ['MAINTENANCE', 'REGION_BLOCKED'].includes(error.code)) {
          void client.invalidateQueries({ queryKey: systemStatusKey });
        }
      },
    }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again; network trouble and 5xx might.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
  return client;
}

export function Providers({
  children,
  onLoggedOut,
  queryClient,
}: {
  children: ReactNode;
  onLoggedOut: () => void;
  /** Tests pass their own client. */
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <SessionProvider onLoggedOut={onLoggedOut}>
          <LanguageProvider>
            <ToastProvider>{children}</ToastProvider>
          </LanguageProvider>
        </SessionProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
