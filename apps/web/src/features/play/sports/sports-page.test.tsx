// /play/sports opened from a home match's "Bet now" (issue 16): that match's sport is shown and
// the match is on the bet slip.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TSimEvent } from '@wps/contracts/games/sim-common';
import { mockApi } from '../../../test/mock-api';
import { setupTestI18n } from '../../../test/test-i18n';
import { LAUNCH_TOKEN, renderPlay } from '../test-utils';
import { SportsPage } from './sports-page';

beforeAll(async () => {
  await setupTestI18n('EN');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function match(id: number, home: string, away: string): TSimEvent {
  const now = Date.now();
  return {
    id,
    vendor: 'PIXELARENA',
    gameType: 'ESPORTS',
    sport: 'dota2',
    league: 'Nova League',
    home,
    away,
    state: 'scheduled',
    isFeatured: false,
    startsAt: new Date(now + 600_000).toISOString(),
    endsAt: new Date(now + 900_000).toISOString(),
    bettingClosesAt: new Date(now + 590_000).toISOString(),
    isBettingOpen: true,
    prices: [
      { selection: 'home', odds: 1800 },
      { selection: 'away', odds: 2000 },
    ],
    result: null,
  };
}

function renderSports(
  query: string,
  events: TSimEvent[] | (() => TSimEvent[]) = [
    match(41, 'Team Naga', 'Golden Owls'),
    match(42, 'Irrawaddy', 'Mandalay Kings'),
  ],
) {
  const { to } = mockApi({
    'POST /wps/sim/session': {
      value: {
        player: { playerId: 7, username: 'p7', isTrial: false },
        balance: '100000',
        currency: 'MMK',
        vendor: { code: 'PIXELARENA', name: 'Pixel Arena', gameType: 'ESPORTS' },
        game: { code: 'PA_MATCH', name: 'Pixel Arena Match Betting' },
        sports: ['csgo', 'dota2'],
        limits: { minStake: '100', maxStake: '100000' },
      },
    },
    'GET /wps/sim/events': () => ({
      value: {
        events: typeof events === 'function' ? events() : events,
        results: [],
        serverTime: new Date().toISOString(),
      },
    }),
    'GET /wps/sim/bets': { value: { bets: [] } },
    'POST /wps/sim/bet': {
      value: {
        bet: {
          betRef: 'r1',
          eventId: 42,
          sport: 'dota2',
          league: 'Nova League',
          home: 'Irrawaddy',
          away: 'Mandalay Kings',
          eventState: 'scheduled',
          selection: 'home',
          odds: 1800,
          stake: '200',
          payout: null,
          state: 'open',
          createdAt: new Date().toISOString(),
          settledAt: null,
          winner: null,
        },
        balance: '99800',
        currency: 'MMK',
      },
    },
  });
  renderPlay(<SportsPage />, `/play/sports?token=${LAUNCH_TOKEN}&gameCode=PA_MATCH${query}`);
  return { to };
}

describe('SportsPage opened on a match', () => {
  it('shows the match’s sport and puts the match on the bet slip', async () => {
    const { to } = renderSports('&match=42&sport=dota2');
    const slip = await screen.findByRole('region', { name: 'Bet slip' });
    expect(await within(slip).findByText(/Irrawaddy – Mandalay Kings/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Dota 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(to('GET', '/wps/sim/events')[0]!.query.get('sport')).toBe('dota2');
  });

  it('opens with an empty slip without a match, or with one it does not have', async () => {
    renderSports('&match=999');
    const slip = await screen.findByRole('region', { name: 'Bet slip' });
    await screen.findByText(/Irrawaddy – Mandalay Kings/);
    expect(within(slip).queryByText(/Irrawaddy|Team Naga/)).toBeNull();
  });

  it('says so when the match’s betting has closed (it is being played)', async () => {
    const live = {
      ...match(42, 'Irrawaddy', 'Mandalay Kings'),
      state: 'live' as const,
      isBettingOpen: false,
    };
    renderSports('&match=42&sport=dota2', [live]);
    expect(
      await screen.findByText('Betting on Irrawaddy – Mandalay Kings has closed.'),
    ).toBeVisible();
    const slip = screen.getByRole('region', { name: 'Bet slip' });
    expect(within(slip).getByText('Pick odds to add a selection.')).toBeVisible();
  });

  it("keeps the slip's 'Bet placed' while its match is on, and drops it once the match has ended", async () => {
    const user = userEvent.setup();
    let isOver = false;
    renderSports('&match=42&sport=dota2', () =>
      isOver
        ? [match(41, 'Team Naga', 'Golden Owls')]
        : [match(41, 'Team Naga', 'Golden Owls'), match(42, 'Irrawaddy', 'Mandalay Kings')],
    );
    const slip = await screen.findByRole('region', { name: 'Bet slip' });
    await within(slip).findByText(/Irrawaddy – Mandalay Kings/);
    await user.type(within(slip).getByLabelText('Stake'), '2');
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(await within(slip).findByText('Bet placed: Home, 2.00')).toBeVisible();
    // The match ends: the next read of the matches (every 5 s) no longer lists it.
    isOver = true;
    await waitFor(() => expect(within(slip).queryByText(/Bet placed/)).toBeNull(), {
      timeout: 8000,
    });
  }, 15_000);
});
