// Rendering for the console's component tests: a section under its own query client, with no
// retries so a refused call shows at once; and a payment list row found by its reference.
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

export function renderWithClient(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

/** The list item of the deposit or withdrawal whose heading is this reference. */
export const rowOf = async (reference: string) =>
  (await screen.findByRole('heading', { name: reference })).closest('li')!;
