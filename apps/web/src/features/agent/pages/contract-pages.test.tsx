// The dividend and salary pages: my contract and the offer waiting for me (accept and reject go
// through the spec's call for the kind), terminate after a confirmation, the contracts I gave,
// and the statements (loading, empty, error, paging) opened line by line.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAgentContract, TSettlementStatement } from '@wps/contracts/agent/contracts';
import { LanguageProvider } from '../../../lib/language';
import { pinClock } from '../../../test/clock';
import { mockApi, type MockAnswers } from '../../../test/mock-api';
import { renderWithSession } from '../../../test/render-with-session';
import { setupTestI18n } from '../../../test/test-i18n';
import {
  DailySalaryPage,
  DividendPage,
  HourlySalaryPage,
  RealtimeSalaryPage,
} from './contract-pages';

beforeAll(async () => {
  await setupTestI18n('EN');
});
beforeEach(() => pinClock());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const contract = (overrides: Partial<TAgentContract> = {}): TAgentContract => ({
  id: 7,
  kind: 'daily_salary',
  version: 1,
  state: 'pending',
  periodType: 'D',
  tiers: [{ minValidBet: '0', minLoss: '0', minBetAmount: '100000', minActive: 2, rateBp: 150 }],
  maxRateBp: 150,
  agent: 'sub1',
  upline: 'boss',
  createdAt: '2026-11-20T03:00:00.000Z',
  acceptedAt: null,
  endedAt: null,
  endReason: null,
  ...overrides,
});

const statement = (
  id: number,
  overrides: Partial<TSettlementStatement> = {},
): TSettlementStatement => ({
  id,
  contractId: 7,
  agent: 'sub1',
  kind: 'daily_salary',
  periodKey: `2026-11-${String(id).padStart(2, '0')}`,
  periodStart: '2026-11-19T17:30:00.000Z',
  periodEnd: '2026-11-20T17:30:00.000Z',
  figures: { validBet: '500000', betAmount: '500000', housePnl: '12000', activeMembers: 3 },
  tier: 1,
  ownRateBp: 150,
  effectiveRateBp: 150,
  base: '500000',
  gross: '7500',
  deductions: [{ agent: 'player-agent', rateBp: 50, base: '100000', amount: '500' }],
  net: '7000',
  carryIn: '0',
  carryOut: '0',
  amount: '7000',
  settledAt: '2026-11-20T18:00:00.000Z',
  ...overrides,
});

const emptyList = { items: [], total: 0, totalPages: 1 };

function renderPage(answers: MockAnswers, Page = DailySalaryPage) {
  const api = mockApi({
    'GET /wps/agent/contracts/mine': { value: { active: null, pending: null, history: [] } },
    'GET /wps/agent/contracts/given': { value: emptyList },
    'GET /wps/agent/contracts/statements': { value: { ...emptyList, totalPaid: '0' } },
    ...answers,
  });
  renderWithSession(
    <LanguageProvider>
      <Page />
    </LanguageProvider>,
    { path: '/agentHome?page=dailySalary' },
  );
  return api;
}

describe('a contract page', () => {
  it('says when there is no contract, none given and no statement', async () => {
    renderPage({});
    expect(
      await screen.findByText('You have no contract of this kind in force.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('You have not offered this kind of contract to a downline.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No statements in this period.')).toBeInTheDocument();
  });

  it('shows loading, then an error when my contracts cannot be read', async () => {
    let fail: (v: { status: number; code: string }) => void = () => {};
    renderPage({
      'GET /wps/agent/contracts/mine': () =>
        new Promise((resolve) => {
          fail = resolve;
        }),
    });
    const mine = await screen.findByRole('region', { name: 'My contract' });
    expect(within(mine).getByRole('status')).toHaveTextContent('Loading');
    fail({ status: 500, code: 'INTERNAL_ERROR' });
    expect(await within(mine).findByRole('alert')).toBeInTheDocument();
  });

  it('accepts the offer waiting through the kind’s own call, then shows it in force', async () => {
    let accepted = false;
    const api = renderPage({
      'GET /wps/agent/contracts/mine': () => ({
        value: accepted
          ? {
              active: contract({ state: 'active', acceptedAt: '2026-11-20T04:00:00.000Z' }),
              pending: null,
              history: [],
            }
          : { active: null, pending: contract(), history: [] },
      }),
      'POST /wps/relay/MCS2_processDailySalContract': () => {
        accepted = true;
        return { value: contract({ state: 'active' }) };
      },
    });
    const offer = await screen.findByRole('region', { name: 'Offer from boss' });
    expect(within(offer).getByText('1.50%')).toBeInTheDocument();
    expect(within(offer).getByText('1,000.00')).toBeInTheDocument();
    await userEvent.click(within(offer).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Offer from boss' })).toBeNull(),
    );
    const sent = api.sent.find((r) => r.path === '/wps/relay/MCS2_processDailySalContract');
    expect(sent?.body).toEqual({ contractId: 7, action: 'accept' });
    const mine = screen.getByRole('region', { name: 'My contract' });
    expect(within(mine).getByText('In force')).toBeInTheDocument();
  });

  it('keeps my earlier contracts and offers of the kind under a summary', async () => {
    renderPage({
      'GET /wps/agent/contracts/mine': {
        value: {
          active: null,
          pending: null,
          history: [
            contract({
              id: 3,
              version: 1,
              state: 'terminated',
              endedAt: '2026-03-01T03:00:00.000Z',
            }),
            contract({ id: 4, version: 2, state: 'rejected' }),
          ],
        },
      },
    });
    await userEvent.click(await screen.findByText('Earlier contracts and offers (2)'));
    const table = screen.getByRole('table', {
      name: 'My earlier contracts and offers of this kind',
    });
    expect(within(table).getByText('Terminated')).toBeInTheDocument();
    expect(within(table).getByText('Rejected')).toBeInTheDocument();
  });

  it('shows why an action was refused', async () => {
    renderPage({
      'GET /wps/agent/contracts/mine': {
        value: { active: null, pending: contract(), history: [] },
      },
      'POST /wps/relay/MCS2_processDailySalContract': { status: 409, code: 'CONFLICT' },
    });
    const offer = await screen.findByRole('region', { name: 'Offer from boss' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Reject' }));
    expect(await within(offer).findByRole('alert')).toBeInTheDocument();
  });

  it('terminates a dividend contract only after the confirmation, through the dividend call', async () => {
    const api = renderPage(
      {
        'GET /wps/agent/contracts/mine': {
          value: {
            active: contract({
              id: 9,
              kind: 'dividend',
              state: 'active',
              acceptedAt: '2026-11-20T04:00:00.000Z',
            }),
            pending: null,
            history: [],
          },
        },
        'POST /wps/relay/MCS2_processDividendReq': {
          value: contract({ id: 9, kind: 'dividend', state: 'terminated' }),
        },
      },
      DividendPage,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Terminate' }));
    expect(api.sent.some((r) => r.method === 'POST')).toBe(false);
    const dialog = await screen.findByRole('dialog', { name: 'Terminate the contract?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    await waitFor(() =>
      expect(api.sent.find((r) => r.path === '/wps/relay/MCS2_processDividendReq')?.body).toEqual({
        contractId: 9,
        action: 'terminate',
      }),
    );
  });

  it('pages the statements 15 at a time and opens one line by line', async () => {
    const api = renderPage({
      'GET /wps/agent/contracts/statements': (req) => ({
        value: {
          items: req.query.get('pageNo') === '2' ? [statement(16)] : [statement(1), statement(2)],
          total: 16,
          totalPages: 2,
          totalPaid: '112000',
        },
      }),
      'GET /wps/agent/contracts/statements/1': { value: statement(1) },
    });
    const list = await screen.findByRole('region', { name: 'Statements' });
    expect(await within(list).findAllByRole('button', { name: 'Open' })).toHaveLength(2);
    // The range is the site's days as instants, the kind is the page's.
    const asked = api.sent.find((r) => r.path === '/wps/agent/contracts/statements')!;
    expect(asked.query.get('kind')).toBe('daily_salary');
    expect(asked.query.get('from')).toMatch(/T17:30:00.000Z$/);
    await userEvent.click(within(list).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(within(list).getAllByRole('button', { name: 'Open' })).toHaveLength(1),
    );
    await userEvent.click(within(list).getByRole('button', { name: 'Previous' }));
    await waitFor(() =>
      expect(within(list).getAllByRole('button', { name: 'Open' })).toHaveLength(2),
    );
    await userEvent.click(within(list).getAllByRole('button', { name: 'Open' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Statement' });
    expect(await within(dialog).findByText('player-agent')).toBeInTheDocument();
    expect(within(dialog).getByText('0.50%')).toBeInTheDocument();
  });

  it('asks for the last 30 site days of dividend and daily salary, 7 of hourly salary', async () => {
    // A weekly dividend's last period starts more than a week back: a 7-day range held none.
    for (const [Page, days] of [
      [DividendPage, 30],
      [DailySalaryPage, 30],
      [HourlySalaryPage, 7],
    ] as const) {
      const api = renderPage({}, Page);
      await screen.findByText('No statements in this period.');
      const asked = api.sent.find((r) => r.path === '/wps/agent/contracts/statements')!;
      const from = Date.parse(asked.query.get('from')!);
      const to = Date.parse(asked.query.get('to')!);
      expect((to - from) / 86_400_000).toBe(days);
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('shows a real-time salary as its one rate, with no threshold it cannot have', async () => {
    renderPage(
      {
        'GET /wps/agent/contracts/mine': {
          value: {
            active: contract({
              kind: 'realtime_salary',
              periodType: 'R5',
              state: 'active',
              tiers: [
                { minValidBet: '0', minLoss: '0', minBetAmount: '0', minActive: 0, rateBp: 20 },
              ],
              maxRateBp: 20,
            }),
            pending: null,
            history: [],
          },
        },
      },
      RealtimeSalaryPage,
    );
    expect(await screen.findByText('0.20%')).toBeInTheDocument();
    const mine = screen.getByRole('region', { name: 'My contract' });
    expect(within(mine).getByText('Rate')).toBeInTheDocument();
    expect(within(mine).queryByText('Bet amount from')).toBeNull();
  });
});
