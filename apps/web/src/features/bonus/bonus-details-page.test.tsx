import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TBonus } from '@wps/contracts/promotions/bonus';
import { giveUpBonus, listBonuses } from '@wps/contracts/promotions/bonus';
import { mockApi, type MockAnswers } from '../../test/mock-api';
import { setupTestI18n } from '../../test/test-i18n';
import { stubViewport } from '../../test/viewport';
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
    promotionRef: 'promotion:3:claim:9',
    title: 'First deposit 100%',
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
    // The published rule: which balance a bet draws from, and what releases or forfeits a bonus.
    expect(
      screen.getByText(
        'Bets use your cash first, then your bonus. A bonus becomes cash when its wagering is met before it expires; it is forfeited when it expires, when you give it up or when you withdraw first.',
      ),
    ).toBeVisible();
  });

  it("shows each bonus's expiry in the site's time zone and date format", async () => {
    renderBonuses({
      'GET /wps/member/bonuses': list([
        makeBonus({ id: 7, title: 'First deposit 100%', expiresAt: '2030-03-01T08:30:00.000Z' }),
        makeBonus({ id: 8, title: 'Weekend reload', expiresAt: '2030-12-31T20:00:05.000Z' }),
        makeBonus({
          id: 9,
          title: 'Sign-up bonus',
          status: 'released',
          endedAt: '2025-04-02T17:45:00.000Z',
          endReason: 'wagering_met',
        }),
      ]),
    });
    const card = async (title: string) =>
      (await screen.findByText(title)).closest('article') as HTMLElement;
    // Asia/Yangon is UTC+06:30; times read '…' until the site's settings arrive.
    const first = await card('First deposit 100%');
    await vi.waitFor(() =>
      expect(within(first).getByText('Expires').nextSibling).toHaveTextContent(
        '2030/03/01 15:00:00',
      ),
    );
    const reload = await card('Weekend reload');
    expect(within(reload).getByText('Expires').nextSibling).toHaveTextContent(
      '2031/01/01 02:30:05',
    );
    // A bonus that has ended shows when it ended instead.
    const ended = await card('Sign-up bonus');
    expect(within(ended).queryByText('Expires')).toBeNull();
    expect(within(ended).getByText('Ended').nextSibling).toHaveTextContent('2025/04/03 00:15:00');
  });

  it('shows a loading status until the bonuses arrive', async () => {
    let answer: (value: ReturnType<typeof list>) => void = () => {};
    renderBonuses({
      'GET /wps/member/bonuses': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const section = screen.getByRole('region', { name: 'Bonus details' });
    expect(within(section).getByRole('status')).toHaveTextContent('Loading…');
    expect(within(section).queryByRole('progressbar')).toBeNull();
    answer(list([makeBonus()]));
    expect(await within(section).findByRole('progressbar', { name: 'Wagering' })).toBeVisible();
    expect(within(section).queryByRole('status')).toBeNull();
  });

  it('says so when there is no bonus, and when the list cannot be read', async () => {
    const empty = renderBonuses({ 'GET /wps/member/bonuses': list([]) });
    expect(await screen.findByText('You have no bonuses yet.')).toBeInTheDocument();
    empty.unmount();
    renderBonuses({ 'GET /wps/member/bonuses': { code: 'INTERNAL_ERROR', status: 500 } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This content could not be loaded. Check your connection and reload.',
    );
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

describe('BonusDetailsPage list (the records kit)', () => {
  const pages = {
    'GET /wps/member/bonuses': (req: { query: URLSearchParams }) => ({
      value: {
        items:
          req.query.get('pageNo') === '2'
            ? [makeBonus({ id: 3, title: 'Old reload', status: 'forfeited', endReason: 'expired' })]
            : [makeBonus(), makeBonus({ id: 5, title: 'Weekend reload', status: 'released' })],
        total: 16,
        totalPages: 2,
      },
    }),
  };

  it('is a table on a desktop: a row per bonus with its card, wagering and history', async () => {
    stubViewport(1280);
    renderBonuses(pages);
    const table = await screen.findByRole('table', { name: 'Bonus details' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Bonus', 'Wagering', 'History']);
    const [active, released] = within(table).getAllByRole('row').slice(1);
    expect(within(active!).getByRole('progressbar', { name: 'Wagering' })).toBeInTheDocument();
    expect(within(active!).getByRole('button', { name: 'Give up bonus' })).toBeInTheDocument();
    expect(within(released!).queryByRole('button', { name: 'Give up bonus' })).toBeNull();
  });

  it('is a card of labelled cells on a phone, pages, and exports the page as CSV', async () => {
    stubViewport(390);
    const user = userEvent.setup();
    const { to } = renderBonuses(pages);
    const table = await screen.findByRole('table', { name: 'Bonus details' });
    const cells = within(table).getAllByRole('row')[1]!.querySelectorAll('td');
    expect([...cells].map((c) => c.dataset.label)).toEqual(['Bonus', 'Wagering', 'History']);
    expect(screen.getByRole('button', { name: 'Download CSV (this page)' })).toBeEnabled();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Old reload')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(to('GET', '/wps/member/bonuses').at(-1)!.query.get('pageNo')).toBe('2');
  });
});
