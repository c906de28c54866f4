// The PvP table as a seated player sees it: a stake during the countdown (with the player's own
// seed), draw or stand only on the player's turn at their own seat, the others' cards face down
// until the round is over, and the table's answer replacing the one shown.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPvpTable, TPvpTableSeat } from '@wps/contracts/games/house-pvp-table';
import { mockApi } from '../../../test/mock-api';
import { setupTestI18n } from '../../../test/test-i18n';
import { LAUNCH_TOKEN } from '../test-utils';
import { PvpTable } from './pvp-table';

beforeAll(async () => {
  await setupTestI18n('EN');
});

const seat = (over: Partial<TPvpTableSeat>): TPvpTableSeat => ({
  seatNo: 1,
  username: 'player7',
  isMe: true,
  isBot: false,
  stake: null,
  cards: [],
  cardCount: 0,
  points: null,
  action: null,
  isAuto: false,
  outcome: null,
  win: null,
  ...over,
});

function table(over: Partial<TPvpTable> = {}): TPvpTable {
  return {
    roomId: 3,
    name: 'Beginner room',
    minBet: '100',
    maxBet: '10000',
    seats: 6,
    minPlayers: 2,
    botsEnabled: false,
    seated: [seat({}), seat({ seatNo: 4, username: 'ot***', isMe: false, stake: '500' })],
    mySeat: 1,
    round: {
      roundId: 9,
      state: 'betting',
      dealAt: new Date(Date.now() + 12_000).toISOString(),
      turnSeat: null,
      turnDeadline: null,
      banker: { cards: [], points: null },
      serverSeedHash: 'c'.repeat(64),
      serverSeed: null,
      clientSeeds: [],
      clientSeed: null,
    },
    last: null,
    recentRounds: [],
    now: new Date().toISOString(),
    ...over,
  };
}

function renderTable(t: TPvpTable) {
  const onTable = vi.fn();
  render(
    <PvpTable
      token={LAUNCH_TOKEN}
      table={t}
      clockOffsetMs={0}
      onTable={onTable}
      onLeave={vi.fn()}
    />,
  );
  return onTable;
}

describe('PvpTable', () => {
  it('labels a bot’s seat “Bot”, and says bots may play where the room lets them', () => {
    renderTable(
      table({
        botsEnabled: true,
        seated: [
          seat({}),
          seat({ seatNo: 5, username: 'Bot', isMe: false, isBot: true, stake: '100' }),
        ],
      }),
    );
    const seats = screen.getByRole('list', { name: 'Seats at the table' });
    const bot = within(seats).getByRole('listitem', { name: 'Seat 5: Bot' });
    expect(bot).toHaveAttribute('data-bot');
    expect(bot).toHaveTextContent('5Bot');
    expect(within(seats).getByRole('listitem', { name: 'Seat 1: You' })).not.toHaveAttribute(
      'data-bot',
    );
    expect(screen.getByText(/Bots may fill empty seats here/)).toBeInTheDocument();
  });

  it('says nothing of bots where the room has none', () => {
    renderTable(table());
    expect(screen.queryByText(/Bot/)).toBeNull();
  });

  it('takes a stake with the player’s seed during the countdown and shows the answer', async () => {
    const answer = table({ seated: [seat({ stake: '100' })] });
    const api = mockApi({ 'POST /wps/house/pvp/bet': { value: answer } });
    const onTable = renderTable(table());
    expect(screen.getByRole('status')).toHaveTextContent(/^Place your stakes: dealing in 1[12] s$/);
    const seats = screen.getByRole('list', { name: 'Seats at the table' });
    expect(within(seats).getByRole('listitem', { name: 'Seat 4: ot***' })).toHaveTextContent(
      'Stake 5.00',
    );
    const seed = screen.getByRole('textbox', { name: 'Your seed' });
    expect((seed as HTMLInputElement).value).toMatch(/^[0-9a-f]{16}$/);
    await userEvent.clear(seed);
    await userEvent.type(seed, 'my-lucky-seed');
    await userEvent.click(screen.getByRole('button', { name: 'Place stake' }));
    expect(api.to('POST', '/wps/house/pvp/bet')[0]!.body).toEqual({
      token: LAUNCH_TOKEN,
      roomId: 3,
      stake: '100',
      clientSeed: 'my-lucky-seed',
    });
    expect(onTable).toHaveBeenCalledWith(answer);
    // A seed with a space cannot be sent.
    await userEvent.type(seed, ' x');
    expect(screen.getByRole('button', { name: 'Place stake' })).toBeDisabled();
  });

  it('offers draw and stand only on the player’s turn, at the player’s own seat', async () => {
    const playing = (turnSeat: number) =>
      table({
        seated: [
          seat({ stake: '100', cards: ['3S', '4H'], cardCount: 2, points: 7 }),
          seat({ seatNo: 4, username: 'ot***', isMe: false, stake: '500', cardCount: 2 }),
        ],
        round: {
          ...table().round!,
          state: 'playing',
          turnSeat,
          turnDeadline: new Date(Date.now() + 9_000).toISOString(),
        },
      });
    const api = mockApi({ 'POST /wps/house/pvp/act': { value: playing(4) } });
    renderTable(playing(4));
    expect(screen.getByRole('status')).toHaveTextContent(/^Seat 4 decides \([89] s\)$/);
    expect(screen.queryByRole('button', { name: 'Draw' })).toBeNull();
    // The other's two cards are face down; mine are shown.
    const other = screen.getByRole('listitem', { name: 'Seat 4: ot***' });
    expect(within(other).getAllByRole('img', { name: '🂠' })).toHaveLength(2);
    const mine = screen.getByRole('listitem', { name: 'Seat 1: You' });
    expect(within(mine).getByRole('img', { name: '3 spades' })).toBeVisible();
    expect(mine).toHaveTextContent('7 points');

    document.body.innerHTML = '';
    renderTable(playing(1));
    expect(screen.getByRole('status')).toHaveTextContent(/^Your turn: draw or stand/);
    await userEvent.click(screen.getByRole('button', { name: 'Stand' }));
    expect(api.to('POST', '/wps/house/pvp/act')[0]!.body).toEqual({
      token: LAUNCH_TOKEN,
      roomId: 3,
      seatNo: 1,
      action: 'stand',
    });
  });

  it('shows a refused call as its text', async () => {
    mockApi({ 'POST /wps/house/pvp/bet': { status: 409, code: 'BET_CLOSED' } });
    renderTable(table());
    await userEvent.click(screen.getByRole('button', { name: 'Place stake' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Betting has closed.');
  });

  it('links each of the last rounds to its check on the verify page, in a tab of its own', () => {
    const last = {
      ...table().round!,
      roundId: 8,
      state: 'settled' as const,
      serverSeed: 'd'.repeat(64),
      clientSeed: 'e'.repeat(64),
      clientSeeds: [{ seatNo: 1, clientSeed: 'mine' }],
      banker: { cards: ['9S', '2H'], points: 1 },
      seats: [seat({ stake: '100', cards: ['AS', 'KH'], cardCount: 2, points: 1 })],
    };
    const recentRounds = [
      { roundId: 8, settledAt: new Date().toISOString() },
      { roundId: 5, settledAt: new Date().toISOString() },
    ];
    renderTable(table({ last, recentRounds }));
    const list = screen.getByRole('list', { name: 'Last rounds' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Round #8: check it', '/play/verify?tableRound=8'],
      ['Round #5: check it', '/play/verify?tableRound=5'],
    ]);
    for (const a of links) expect(a).toHaveAttribute('target', '_blank');
  });
});
