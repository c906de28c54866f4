// /play/sports opened from a home match's "Bet now" (issue 16): that match's sport is shown and
// the match is on the bet slip.
import { screen, within } from '@testing-library/react';
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
  events = [match(41, 'Team Naga', 'Golden Owls'), match(42, 'Irrawaddy', 'Mandalay Kings')],
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
    'GET /wps/sim/events': {
      value: {
        events,
        results: [],
        serverTime: new Date().toISOString(),
      },
    },
    'GET /wps/sim/bets': { value: { bets: [] } },
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
});
