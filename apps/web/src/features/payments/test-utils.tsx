// Renders a payment page as the member centre shows it: server data, a logged-in session, a
// router at `path` (the member centre lives in the query string), and test answers shaped by the
// contracts.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { TMemberChannel } from '@wps/contracts/payment/fields';
import type { TMemberDeposit } from '@wps/contracts/payment/list-deposits';
import type { TWithdrawal } from '@wps/contracts/payment/withdrawal-fields';
import { setToken } from '../../lib/session-storage';
import { LanguageProvider } from '../../lib/language';
import { SessionProvider } from '../../lib/session';

export function renderPage(element: ReactNode, { path = '/?mc=depositv2' } = {}) {
  sessionStorage.clear();
  localStorage.setItem('language', 'EN');
  setToken('tok-member');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider onLoggedOut={vi.fn()}>
        <LanguageProvider>
          <RouterProvider router={router} />
        </LanguageProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export function makeChannel(overrides: Partial<TMemberChannel> = {}): TMemberChannel {
  return {
    id: 1,
    code: 'kbz-bank',
    type: 'bank',
    name: 'KBZ bank transfer',
    instructions: 'Transfer, then upload the receipt.',
    min: '100000',
    max: '50000000',
    feeFixed: '0',
    feeBps: 0,
    currency: 'MMK',
    bank: { bankName: 'KBZ Bank', accountName: 'Royal Win Co', accountNumber: '0123 4567 8901' },
    needsProof: true,
    ...overrides,
  };
}

export const sandboxChannel = makeChannel({
  id: 2,
  code: 'sandbox',
  type: 'sandbox',
  name: 'Sandbox pay',
  instructions: '',
  min: '1000',
  max: '100000000',
  feeFixed: '100',
  feeBps: 150,
  bank: null,
  needsProof: false,
});

export function makeDeposit(overrides: Partial<TMemberDeposit> = {}): TMemberDeposit {
  return {
    reference: 'D7K2M9Q4',
    channelId: 2,
    channelName: 'Sandbox pay',
    channelType: 'sandbox',
    amount: '500000',
    fee: '0',
    credited: '500000',
    currency: 'MMK',
    state: 'pending',
    createdAt: '2025-03-01T08:30:00.000Z',
    decidedAt: null,
    reason: null,
    redirectUrl: null,
    ...overrides,
  };
}

export function makeWithdrawal(overrides: Partial<TWithdrawal> = {}): TWithdrawal {
  return {
    reference: 'W5H8J2K1',
    state: 'pending',
    amount: '100000',
    fee: '1000',
    total: '101000',
    currency: 'MMK',
    bankAccount: {
      id: 1,
      bankName: 'KBZ Bank',
      accountName: 'Mya Mya',
      maskedAccountNumber: '****1234',
    },
    createdAt: '2025-03-01T08:30:00.000Z',
    paidAt: null,
    receiptDueAt: null,
    receiptAnswer: null,
    receiptAt: null,
    forcedReceipt: false,
    reason: null,
    ...overrides,
  };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A file that starts like a real PNG (or JPEG), padded to `size` bytes. */
export function imageFile(name: string, { type = 'image/png', size = 64 } = {}): File {
  const bytes = new Uint8Array(size);
  const signature = type === 'image/jpeg' ? [0xff, 0xd8, 0xff, 0xe0] : PNG_SIGNATURE;
  bytes.set(signature.slice(0, size));
  return new File([bytes], name, { type });
}
