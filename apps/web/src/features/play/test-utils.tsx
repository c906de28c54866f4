// The game clients' test helpers: a page under a query client (no retries) and a router at its
// launch URL, and the answers of the built-in vendor built from the real engines.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { THouseSession } from '@wps/contracts/games/house-session';
import { classicSlot, PAYLINES, slotRtp } from '@wps/games/slot';

export const LAUNCH_TOKEN = 'launch_token_0123456789abcdef';

export function renderPlay(element: ReactNode, path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export function makeSlotSession(overrides: Partial<THouseSession> = {}): THouseSession {
  return {
    player: { playerId: 7, username: 'player7', isTrial: false },
    balance: '100000',
    currency: 'MMK',
    game: {
      code: 'ROYAL_SLOT_1',
      name: 'Royal Fruits',
      vendor: 'ROYALSLOTS',
      engine: 'slot',
      minBet: '20',
      maxBet: '20000',
      lines: 20,
      rtp: slotRtp(classicSlot),
      slot: {
        variant: classicSlot.id,
        reels: classicSlot.reels.map((r) => [...r]),
        paylines: PAYLINES.slice(0, 20).map((l) => [...l]),
        paytable: Object.fromEntries(
          Object.entries(classicSlot.paytable).map(([s, pays]) => [s, [...pays]]),
        ),
        wild: 'WILD',
        scatter: { symbol: 'SCATTER', pays: { 3: 2, 4: 10, 5: 50 } },
        jackpotOneIn: 50_000,
      },
    },
    seed: { serverSeedHash: 'a'.repeat(64), clientSeed: 'my-seed', nonce: 4 },
    jackpot: '0',
    ...overrides,
  };
}
