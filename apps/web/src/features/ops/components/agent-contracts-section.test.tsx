// The console's agent contracts: empty lists say so, a platform contract is sent with its tiers
// as the contract asks (rates in basis points, thresholds as digit strings), a platform contract
// ends only after a confirmation naming what ends with it, a run is paused and re-run and ended
// periods settled now, the settlement settings are saved as chosen, a run's statements open line
// by line, and a support operator gets no buttons that change anything.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../test-fetch';
import { renderWithClient } from '../test-render';
import { AgentContractsSection } from './agent-contracts-section';
import { setUpConsoleTests } from '../test-setup';

setUpConsoleTests();

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

  it('terminates a platform contract only once confirmed, naming what ends with it', async () => {
    const contract = {
      id: 31,
      kind: 'daily_salary',
      version: 2,
      state: 'active',
      periodType: 'D',
      tiers: [{ rateBp: 200, minValidBet: '0', minLoss: '0', minBetAmount: '0', minActive: 0 }],
      maxRateBp: 200,
      agent: 'topagent',
      upline: null,
      createdAt: run.createdAt,
      acceptedAt: run.createdAt,
      endedAt: null,
      endReason: null,
    };
    let state = 'active';
    const { sent } = mockFetch({
      ...answers(),
      'GET /ops/api/agent-contracts?kind=daily_salary&topLevel=true&pageNo=1': () => ({
        value: { items: [{ ...contract, state }], total: 1, totalPages: 1 },
      }),
      'POST /ops/api/agent-contracts/31/terminate': () => {
        state = 'terminated';
        return { value: { ...contract, state } };
      },
    });
    const user = userEvent.setup();
    renderWithClient(<AgentContractsSection canEdit />);
    const terminate = await screen.findByRole('button', {
      name: 'Terminate the contract of topagent',
    });
    await user.click(terminate);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Every contract of this kind that topagent gave ends with it');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(sent.some((r) => r.method === 'POST')).toBe(false);
    await user.click(terminate);
    await user.click(
      screen.getByRole('button', { name: 'Terminate the contract of topagent now' }),
    );
    expect(await screen.findByText('Terminated')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/ops/api/agent-contracts/31/terminate',
    ]);
    expect(screen.queryByRole('button', { name: 'Terminate the contract of topagent' })).toBeNull();
  });

  it('pauses a pending run, re-runs a done one and settles ended periods now', async () => {
    const runs = [{ ...run, id: 5, periodKey: 'D:2026-11-28', state: 'pending', paid: '0' }, run];
    const { sent } = mockFetch({
      ...answers({ value: { items: runs, total: 2, totalPages: 1 } }),
      'POST /ops/api/agent-settlements/5/pause': { value: { ...runs[0], state: 'paused' } },
      'POST /ops/api/agent-settlements/4/rerun': { value: { ...run, state: 'pending' } },
      'POST /ops/api/agent-settlements/settle': {
        value: { runs: 1, statements: 3, paid: '2500' },
      },
    });
    const user = userEvent.setup();
    renderWithClient(<AgentContractsSection canEdit />);
    const pending = (await screen.findByText('D:2026-11-28')).closest('li')!;
    const done = screen.getByText('D:2026-11-27').closest('li')!;
    expect(within(pending).queryByRole('button', { name: 'Re-run' })).toBeNull();
    expect(within(done).queryByRole('button', { name: 'Pause' })).toBeNull();
    await user.click(within(pending).getByRole('button', { name: 'Pause' }));
    await user.click(within(done).getByRole('button', { name: 'Re-run' }));
    await user.click(screen.getByRole('button', { name: 'Settle ended periods now' }));
    expect(await screen.findByText(/3 statements, .*25\.00 paid\./)).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).toEqual([
      ['/ops/api/agent-settlements/5/pause', undefined],
      ['/ops/api/agent-settlements/4/rerun', undefined],
      ['/ops/api/agent-settlements/settle', { kind: 'daily_salary' }],
    ]);
    // Each action reads the runs again.
    await waitFor(() =>
      expect(
        sent.filter((r) => r.path === '/ops/api/agent-settlements?kind=daily_salary&pageNo=1'),
      ).toHaveLength(4),
    );
  });

  it('saves the carry-over and the payout wallet as chosen', async () => {
    const { sent } = mockFetch({
      ...answers(),
      'GET /ops/api/agent-settlements/settings': {
        value: { dividendCarryOver: true, payoutWallet: 'main' },
      },
      'PUT /ops/api/agent-settlements/settings': (req) => ({ value: req.body }),
    });
    const user = userEvent.setup();
    renderWithClient(<AgentContractsSection canEdit />);
    const carry = await screen.findByRole('checkbox', {
      name: 'Carry a negative dividend into the next period',
    });
    expect(carry).toBeChecked();
    await user.click(carry);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Settlements pay into' }),
      'commission',
    );
    const card = screen.getByRole('region', { name: 'Settlement settings' });
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Saved.')).toBeTruthy();
    expect(sent.find((r) => r.method === 'PUT')!.body).toEqual({
      dividendCarryOver: false,
      payoutWallet: 'commission',
    });
  });
});
