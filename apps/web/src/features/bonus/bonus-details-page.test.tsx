import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TBonus } from '@wps/contracts/promotions/bonus';
import { giveUpBonus, listBonuses } from '@wps/contracts/promotions/bonus';
import { mockApi, type MockAnswers } from '../../test/mock-api';
import { setupTestI18n } from '../../test/test-i18n';
import { itMatchesContracts } from '../../test/endpoint-contracts';
import { renderPage } from '../payments/test-utils';
import * as endpoints from './bonus-endpoints';
import { BonusDetailsPage, progressPercent } from './bonus-details-page';

beforeAll(async () => {
  await setupTestI18n('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function makeBonus(overrides: Partial<TBonus> = {}): TBonus {
  return {
    id: 7,
    promotionRef: 'First deposit 100%',
    status: 'active',
    amount: '100000',
    balance: '80000',
    wagered: '50000',
    required: '200000',
    wageringMultiple: 200,
    wageringBase: 'bonus',
    weights: {},
    maxBet: '5000',
    expiresAt: '2030-03-01T08:30:00.000Z',
    createdAt: '2025-03-01T08:30:00.000Z',
    endedAt: null,
    endReason: null,
    history: [{ kind: 'granted', amount: '100000', at: '2025-03-01T08:30:00.000Z' }],
    ...overrides,
  };
}

const list = (items: TBonus[]) => ({ value: { items, total: items.length, totalPages: 1 } });

function renderBonuses(answers: MockAnswers) {
  const api = mockApi(answers);
  return { ...api, ...renderPage(<BonusDetailsPage />, { path: '/?mc=bonusDetails' }) };
}

describe('bonus endpoints', () => {
  itMatchesContracts(
    [
      [endpoints.bonusesEndpoint, listBonuses],
      [endpoints.giveUpBonusEndpoint, giveUpBonus],
    ] as const,
    endpoints,
  );
});

describe('progressPercent', () => {
  it.each([
    ['0', '100', 0],
    ['50', '200', 25],
    ['999', '1000', 99],
    ['1200', '1000', 100],
    ['0', '0', 100],
  ])('%s of %s is %s %%', (wagered, required, want) => {
    expect(progressPercent(wagered, required)).toBe(want);
  });
});

describe('BonusDetailsPage', () => {
  it('shows each bonus with its wagering progress, expiry and history', async () => {
    renderBonuses({ 'GET /wps/member/bonuses': list([makeBonus()]) });
    const bar = await screen.findByRole('progressbar', { name: 'Wagering' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('First deposit 100%')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'History' })).toHaveTextContent('Granted');
  });

  it('says so when there is no bonus, and when the list cannot be read', async () => {
    const empty = renderBonuses({ 'GET /wps/member/bonuses': list([]) });
    expect(await screen.findByText('You have no bonuses yet.')).toBeInTheDocument();
    empty.unmount();
    renderBonuses({ 'GET /wps/member/bonuses': { code: 'INTERNAL_ERROR', status: 500 } });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('gives the active bonus up after a confirmation', async () => {
    const user = userEvent.setup();
    const { to } = renderBonuses({
      'GET /wps/member/bonuses': list([makeBonus()]),
      'POST /wps/member/bonuses/7/give-up': {
        value: makeBonus({ status: 'forfeited', endReason: 'given_up' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Give up bonus' }));
    const ask = screen.getByRole('alertdialog', { name: 'Give up bonus' });
    await user.click(within(ask).getByRole('button', { name: 'Yes, give it up' }));
    await vi.waitFor(() => expect(to('POST', '/wps/member/bonuses/7/give-up')).toHaveLength(1));
  });
});
