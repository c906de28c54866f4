import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSimEvent } from '@wps/contracts/games/sim-common';
import { mockApi } from '../../../test/mock-api';
import { setupTestI18n } from '../../../test/test-i18n';
import { LAUNCH_TOKEN, renderPlay } from '../test-utils';
import { LivePage } from './live-page';

beforeAll(async () => {
  await setupTestI18n('EN');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function hand(id: number, state: TSimEvent['state'], extra: Partial<TSimEvent> = {}): TSimEvent {
  const now = Date.now();
  return {
    id,
    vendor: 'PEARLCASINO',
    gameType: 'LIVE',
    sport: 'baccarat',
    league: 'Table 1',
    home: 'Player',
    away: 'Banker',
    state,
    isFeatured: false,
    startsAt: new Date(now + 30_000).toISOString(),
    endsAt: new Date(now + 40_000).toISOString(),
    bettingClosesAt: new Date(now + 25_000).toISOString(),
    isBettingOpen: state === 'scheduled',
    prices: [
      { selection: 'player', odds: 2000 },
      { selection: 'banker', odds: 1950 },
      { selection: 'tie', odds: 9000 },
    ],
    result: null,
    ...extra,
  };
}

const ended = (id: number, winner: 'player' | 'banker' | 'tie') =>
  hand(id, 'ended', {
    isBettingOpen: false,
    result: {
      winner,
      score: null,
      cards: { player: ['AS', '10H'], banker: ['KD', '7C'], playerPoints: 1, bankerPoints: 7 },
      reason: null,
    },
  });

describe('LivePage', () => {
  it('bets on the open hand with the launch token and a vendor-sized key, reused on retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    let balance = '100000';
    const { to } = mockApi({
      'POST /wps/sim/session': () => ({
        value: {
          player: { playerId: 7, username: 'p7', isTrial: false },
          balance,
          currency: 'MMK',
          vendor: { code: 'PEARLCASINO', name: 'Pearl Casino', gameType: 'LIVE' },
          game: { code: 'PEARL_BAC_1', name: 'Pearl Baccarat' },
          sports: ['baccarat'],
          limits: { minStake: '100', maxStake: '100000' },
        },
      }),
      'GET /wps/sim/events': {
        value: {
          events: [hand(12, 'scheduled')],
          results: [ended(11, 'banker'), ended(10, 'player')],
          serverTime: new Date().toISOString(),
        },
      },
      'GET /wps/sim/bets': { value: { bets: [] } },
      'POST /wps/sim/bet': () => {
        if (fail) {
          fail = false;
          return { status: 409, code: 'BET_CLOSED' };
        }
        balance = '99900';
        return {
          value: {
            bet: {
              betRef: 'r1',
              eventId: 12,
              sport: 'baccarat',
              league: 'Table 1',
              home: 'Player',
              away: 'Banker',
              eventState: 'scheduled',
              selection: 'banker',
              odds: 1950,
              stake: '100',
              payout: null,
              state: 'open',
              createdAt: new Date().toISOString(),
              settledAt: null,
              winner: null,
            },
            balance: '99900',
            currency: 'MMK',
          },
        };
      },
    });
    renderPlay(<LivePage />, `/play/live?token=${LAUNCH_TOKEN}&gameCode=PEARL_BAC_1&language=EN`);
    const banker = await screen.findByRole('button', { name: 'Bet on Banker at 1.95' });
    // The hand's heading in the player's language, not the vendor's English table strings.
    expect(
      screen.getByRole('heading', { level: 2, name: 'Baccarat · Player – Banker' }),
    ).toBeVisible();
    expect(screen.getByText(/^Betting closes in \d+ s$/)).toBeInTheDocument();
    const road = screen.getByRole('list', { name: 'Results road, oldest first' });
    expect(
      within(road)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['PPlayer', 'BBanker']);
    await user.click(banker);
    expect(await screen.findByRole('alert')).toHaveTextContent('Betting has closed.');
    await user.click(banker);
    expect(await screen.findByText('Bet placed: Banker, 1.00')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('play-balance')).toHaveTextContent('999.00'));
    const sent = to('POST', '/wps/sim/bet');
    expect(sent).toHaveLength(2);
    const body = sent[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      token: LAUNCH_TOKEN,
      gameCode: 'PEARL_BAC_1',
      eventId: 12,
      selection: 'banker',
      stake: '100',
    });
    expect(body.clientKey).toMatch(/^[A-Za-z0-9_-]{8,30}$/);
    expect((sent[1]!.body as Record<string, unknown>).clientKey).toBe(body.clientKey);
    expect(sent[0]!.authorization).toBeNull();
  });

  it('drops the bet confirmation once its round has ended and the next one is open', async () => {
    const user = userEvent.setup();
    let round = 12;
    mockApi({
      'POST /wps/sim/session': {
        value: {
          player: { playerId: 7, username: 'p7', isTrial: false },
          balance: '100000',
          currency: 'MMK',
          vendor: { code: 'PEARLCASINO', name: 'Pearl Casino', gameType: 'LIVE' },
          game: { code: 'PEARL_BAC_1', name: 'Pearl Baccarat' },
          sports: ['baccarat'],
          limits: { minStake: '100', maxStake: '100000' },
        },
      },
      'GET /wps/sim/events': () => ({
        value: {
          events: [hand(round, 'scheduled')],
          results: round === 12 ? [ended(11, 'banker')] : [ended(12, 'player')],
          serverTime: new Date().toISOString(),
        },
      }),
      'GET /wps/sim/bets': { value: { bets: [] } },
      'POST /wps/sim/bet': {
        value: {
          bet: {
            betRef: 'r1',
            eventId: 12,
            sport: 'baccarat',
            league: 'Table 1',
            home: 'Player',
            away: 'Banker',
            eventState: 'scheduled',
            selection: 'banker',
            odds: 1950,
            stake: '100',
            payout: null,
            state: 'open',
            createdAt: new Date().toISOString(),
            settledAt: null,
            winner: null,
          },
          balance: '99900',
          currency: 'MMK',
        },
      },
    });
    renderPlay(<LivePage />, `/play/live?token=${LAUNCH_TOKEN}&gameCode=PEARL_BAC_1&language=EN`);
    await user.click(await screen.findByRole('button', { name: 'Bet on Banker at 1.95' }));
    expect(await screen.findByText('Bet placed: Banker, 1.00')).toBeInTheDocument();
    // Round 12 ends; the table refreshes (every 3 s) onto round 13.
    round = 13;
    await waitFor(
      () => expect(screen.queryByText('Bet placed: Banker, 1.00')).not.toBeInTheDocument(),
      { timeout: 6000 },
    );
    expect(screen.getByRole('button', { name: 'Bet on Banker at 1.95' })).toBeEnabled();
  }, 10_000);
});
