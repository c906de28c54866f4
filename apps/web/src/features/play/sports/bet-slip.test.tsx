import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../lib/api-client';
import { setupTestI18n } from '../../../test/test-i18n';
import { BetSlip, type SlipPick } from './bet-slip';

beforeAll(async () => {
  await setupTestI18n('EN');
});

afterEach(() => {
  vi.restoreAllMocks();
});

const pick: SlipPick = { eventId: 5, match: 'Lions – Tigers', selection: 'home', odds: 1855 };
const limits = { minStake: '100', maxStake: '500000' };

describe('BetSlip', () => {
  it('works out the potential payout in integer minor units, rounded down', async () => {
    const user = userEvent.setup();
    render(<BetSlip pick={pick} limits={limits} onPlace={vi.fn()} onClear={vi.fn()} />);
    const payout = screen.getByTestId('potential-payout');
    expect(payout).toHaveTextContent('—');
    await user.type(screen.getByLabelText('Stake'), '1');
    // 100 x 1855 / 1000 = 185.5 minor units: 1.85, never a float's 1.86.
    expect(payout).toHaveTextContent('1.85');
    await user.clear(screen.getByLabelText('Stake'));
    await user.type(screen.getByLabelText('Stake'), '3,333.33');
    expect(payout).toHaveTextContent('6,183.32');
  });

  it('keeps the stake within the limits and places the bet in minor units', async () => {
    const user = userEvent.setup();
    const onPlace = vi.fn(async () => 'Bet placed: Home, 12.50');
    render(<BetSlip pick={pick} limits={limits} onPlace={onPlace} onClear={vi.fn()} />);
    await user.type(screen.getByLabelText('Stake'), '0.50');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(screen.getByLabelText('Stake')).toHaveAccessibleDescription(
      expect.stringContaining('1.00'),
    );
    expect(onPlace).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Stake'));
    await user.type(screen.getByLabelText('Stake'), '12.5');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(onPlace).toHaveBeenCalledWith(pick, 1250n);
    expect(await screen.findByText('Bet placed: Home, 12.50')).toBeInTheDocument();
  });

  it('shows a refused bet by its translated error code', async () => {
    const user = userEvent.setup();
    const onPlace = vi.fn(async () => {
      throw new ApiError('BET_CLOSED', 'closed', 409);
    });
    render(<BetSlip pick={pick} limits={limits} onPlace={onPlace} onClear={vi.fn()} />);
    await user.type(screen.getByLabelText('Stake'), '2');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Betting has closed.');
  });
});
