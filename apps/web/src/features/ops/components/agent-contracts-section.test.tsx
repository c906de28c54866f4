// The console's agent contracts: empty lists say so, a platform contract is sent with its tiers
// as the contract asks (rates in basis points, thresholds as digit strings), a run's statements
// open line by line, and a support operator gets no buttons that change anything.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../../test/test-i18n';
import { mockFetch } from '../test-fetch';
import { renderWithClient } from '../test-render';
import { AgentContractsSection } from './agent-contracts-section';

beforeAll(async () => {
  await setupTestI18n('EN');
});
beforeEach(() => {
  sessionStorage.setItem('opsToken', 'ops-token');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const empty = { value: { items: [], total: 0, totalPages: 0 } };
const run = {
  id: 4,
  kind: 'daily_salary',
  periodKey: 'D:2026-11-27',
  periodStart: '2026-11-26T17:30:00.000Z',
  periodEnd: '2026-11-27T17:30:00.000Z',
  state: 'done',
  contracts: 2,
  paid: '1600',
  createdAt: '2026-11-27T17:31:00.000Z',
  finishedAt: '2026-11-27T17:31:00.000Z',
};
const statement = {
  id: 9,
  contractId: 1,
  agent: 'topagent',
  kind: 'daily_salary',
  periodKey: 'D:2026-11-27',
  periodStart: run.periodStart,
  periodEnd: run.periodEnd,
  figures: { validBet: '80000', betAmount: '80000', housePnl: '-10000', activeMembers: 3 },
  tier: 2,
  ownRateBp: 200,
  effectiveRateBp: 200,
  base: '80000',
  gross: '1600',
  deductions: [{ agent: 'subagent', rateBp: 150, base: '40000', amount: '600' }],
  net: '1000',
  carryIn: '0',
  carryOut: '0',
  amount: '1000',
  settledAt: run.finishedAt,
};

function answers(runs: unknown = empty) {
  return {
    'GET /ops/api/agent-contracts?kind=daily_salary&topLevel=true&pageNo=1': empty,
    'GET /ops/api/agent-settlements?kind=daily_salary&pageNo=1': runs as typeof empty,
    'GET /ops/api/agent-settlements/settings': {
      value: { dividendCarryOver: true },
    },
  };
}

describe('agent contracts in the console', () => {
  it('says when there are none, and sets a platform contract with two tiers', async () => {
    const { sent } = mockFetch({
      ...answers(),
      'POST /ops/api/agent-contracts': { value: {} },
    });
    const user = userEvent.setup();
    renderWithClient(<AgentContractsSection canEdit />);
    expect(await screen.findByText('No contracts.')).toBeTruthy();
    expect(await screen.findByText('No settlement runs yet.')).toBeTruthy();
    await user.type(screen.getByLabelText('Agent'), 'topagent');
    const tier1 = screen.getByRole('group', { name: 'Tier 1' });
    await user.type(within(tier1).getByLabelText('Rate (basis points)'), '100');
    await user.click(screen.getByRole('button', { name: 'Add tier' }));
    const tier2 = screen.getByRole('group', { name: 'Tier 2' });
    await user.type(within(tier2).getByLabelText('Rate (basis points)'), '200');
    await user.clear(within(tier2).getByLabelText('Bet amount at least'));
    await user.type(within(tier2).getByLabelText('Bet amount at least'), '50000');
    await user.clear(within(tier2).getByLabelText('Active members at least'));
    await user.type(within(tier2).getByLabelText('Active members at least'), '2');
    await user.click(screen.getByRole('button', { name: 'Set contract' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    const post = sent.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({
      username: 'topagent',
      kind: 'daily_salary',
      periodType: 'D',
      tiers: [
        { rateBp: 100, minValidBet: '0', minLoss: '0', minBetAmount: '0', minActive: 0 },
        { rateBp: 200, minValidBet: '0', minLoss: '0', minBetAmount: '50000', minActive: 2 },
      ],
    });
  });

  it("opens a run's statements line by line; support sees no actions", async () => {
    mockFetch({
      ...answers({ value: { items: [run], total: 1, totalPages: 1 } }),
      'GET /ops/api/agent-settlements/4/statements?pageNo=1': {
        value: { run, items: [statement], total: 1, totalPages: 1 },
      },
    });
    const user = userEvent.setup();
    renderWithClient(<AgentContractsSection canEdit={false} />);
    await user.click(await screen.findByRole('button', { name: 'Statements' }));
    const row = (await screen.findByText('topagent')).closest('tr')!;
    expect(row.textContent).toContain('subagent');
    expect(row.textContent).toContain('2 %');
    expect(screen.queryByRole('button', { name: 'Re-run' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Settle ended periods now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
