// Test helpers for the account modals: the answers every form reads on open (for
// src/test/mock-api.ts) and a render inside the contexts the modals use (server data, session,
// router at '/start', the account-modal host).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import {
  patternSources,
  type TPatternId,
  type TRegisterSettings,
} from '@wps/contracts/system/register-settings';
import type { TWhitelabel } from '@wps/contracts/system/whitelabel';
import { SessionProvider } from '../../../lib/session';
import { makeConsolidated } from '../../../test/fixtures';
import type { MockAnswers } from '../../../test/mock-api';
import { ToastProvider } from '../../../components/toast/toast';
import { AccountModalsProvider } from '../account-modals';

/** The demo's register settings (apps/server/src/seed/settings.ts): username and password on. */
export function demoRegisterSettings(
  overrides: Partial<TRegisterSettings['fields']> = {},
): TRegisterSettings {
  const field = (
    patternId: TPatternId,
    minLength: number,
    maxLength: number,
    enabled: boolean,
    required: boolean,
  ) => ({
    enabled,
    required,
    acceptedPattern: patternSources[patternId],
    patternId,
    minLength,
    maxLength,
  });
  return {
    fields: {
      username: field('ALNUM_LETTER_FIRST', 2, 15, true, true),
      password: field('LETTERS_AND_DIGITS', 6, 20, true, true),
      confirmPassword: field('LETTERS_AND_DIGITS', 6, 20, true, true),
      mobileNum: field('DIGITS', 7, 12, false, false),
      email: field('EMAIL', 6, 100, false, false),
      payeeName: field('FULL_NAME', 3, 50, false, false),
      verificationCode: field('DIGITS', 6, 6, false, true),
      captcha: field('ALNUM', 4, 6, false, true),
      affiliateCode: field('ALNUM', 4, 20, false, false),
      referralCode: field('ALNUM', 4, 20, false, false),
      ...overrides,
    },
  };
}

export const captchaAnswer = (n = 1) => ({
  value: {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    image: `data:image/png;base64,${n}`,
    expiresInSeconds: 120,
  },
});

/** The answers every account form reads on open. */
export function baseAnswers({
  whitelabel = {},
  register = demoRegisterSettings(),
  registerChallenge = false,
  phoneAuth = 'off',
}: {
  whitelabel?: Partial<TWhitelabel>;
  register?: TRegisterSettings;
  registerChallenge?: boolean;
  phoneAuth?: 'off' | 'local' | 'firebase';
} = {}): MockAnswers {
  return {
    'GET /wps/system/settings/consolidated': { value: makeConsolidated({ whitelabel, register }) },
    'GET /wps/system/setting/register': { value: register },
    'GET /wps/system/setting/account': {
      value: { registerChallenge, smsCodeMinutes: 5, oauthProviders: [], phoneAuth },
    },
    'GET /wps/system/country': {
      value: {
        countries: [
          { countryCode: 'MM', countryDialingCode: '95', name: 'Myanmar' },
          { countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' },
        ],
        currentCountryCode: 'MM',
      },
    },
  };
}

export function renderModal(element: ReactNode, { path = '/start' }: { path?: string } = {}) {
  sessionStorage.clear();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const router = createMemoryRouter(
    [{ path: '*', element: <AccountModalsProvider>{element}</AccountModalsProvider> }],
    { initialEntries: [path] },
  );
  const onLoggedOut = vi.fn();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider onLoggedOut={onLoggedOut}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, onLoggedOut };
}
