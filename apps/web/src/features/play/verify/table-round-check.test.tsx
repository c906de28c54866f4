// /play/verify?tableRound=: a PvP table round fetched without a session and recomputed in the
// browser: a round as the engine plays it is Verified; a tampered one names what does not check
// out, in words; a round not yet over shows its error in words; the typed number is checked.
import { describe, expect, it, beforeAll } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPvpTableRoundVerify } from '@wps/contracts/games/house-pvp-table';
import { mockApi } from '../../../test/mock-api';
import { setupTestI18n } from '../../../test/test-i18n';
import { renderPlay } from '../test-utils';
import { verifiedRound } from '../pvp/table-round-fixture';
import { VerifyPage } from './verify-page';

beforeAll(async () => {
  await setupTestI18n('EN');
});

/** A table round as the server plays and records it: seats 1 and 3, seat 1 draws, 3 stands. */
const playedRound = (): Promise<TPvpTableRoundVerify> =>
  verifiedRound(
    {
      serverSeed: '9c'.repeat(32),
      clientSeeds: [
        { seatNo: 1, clientSeed: 'alice-seed' },
        { seatNo: 3, clientSeed: 'bob-seed' },
      ],
      decide: (seat) => (seat === 1 ? 'draw' : 'stand'),
      stake: 500n,
    },
    {
      roundId: 31,
      roomName: 'Golden Room',
      gameName: 'Shan Koe Mee',
      dealtAt: '2026-11-21T08:00:00.000Z',
      settledAt: '2026-11-21T08:00:40.000Z',
    },
  );

function renderTable(
  round: TPvpTableRoundVerify | { code: string; status: number },
  path = '/play/verify?tableRound=31',
) {
  const api = mockApi({
    'GET /wps/house/pvp/rounds/31': 'code' in round ? round : { value: round },
  });
  renderPlay(<VerifyPage />, path);
  return api;
}

describe('VerifyPage, a PvP table round', () => {
  it('says verified for a round the engine deals again from its seeds, with every hand', async () => {
    const round = await playedRound();
    const { to } = renderTable(round);
    expect(
      await screen.findByText(
        /^Verified: the server seed matches the hash published before the deal/,
      ),
    ).toBeInTheDocument();
    expect(to('GET', '/wps/house/pvp/rounds/31')[0]!.authorization).toBeNull();
    expect(
      screen.getByRole('heading', { name: 'Table round 31 · Shan Koe Mee · Golden Room' }),
    ).toBeInTheDocument();
    const seat3 = screen.getByRole('listitem', { name: 'Seat 3: Seat' });
    expect(within(seat3).getByText(/^Stake/)).toHaveTextContent('5.00');
    expect(screen.getByText('1:alice-seed, 3:bob-seed')).toBeInTheDocument();
    expect(screen.getByText(round.serverSeed)).toBeInTheDocument();
  });

  it('names each thing that does not check out in a tampered round', async () => {
    const round = await playedRound();
    const [one, three] = round.seats as [
      TPvpTableRoundVerify['seats'][0],
      TPvpTableRoundVerify['seats'][0],
    ];
    renderTable({
      ...round,
      seats: [
        { ...one, outcome: one.outcome === 'win' ? 'lose' : 'win' },
        { ...three, win: String(BigInt(three.win) + 100n) },
      ],
    });
    expect(await screen.findByText('Mismatch: this round does not check out.')).toBeInTheDocument();
    expect(
      screen.getByText('Seat 1: the result is not the one these cards give against the banker.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Seat 3: the win is not the published payout for its result and stake.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Verified/)).toBeNull();
  });

  it('says so when the revealed seed is not the one published before the deal', async () => {
    renderTable({ ...(await playedRound()), serverSeed: 'ab'.repeat(32) });
    expect(await screen.findByText('Mismatch: this round does not check out.')).toBeInTheDocument();
    expect(
      screen.getByText('SHA-256 of the server seed is not the hash published before the deal.'),
    ).toBeInTheDocument();
  });

  it('shows a round not yet over in words', async () => {
    renderTable({ status: 409, code: 'ROUND_NOT_OVER' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This round is not over yet: its seeds and cards are revealed when it ends.',
    );
  });

  it('looks up a typed table round number, refusing anything else', async () => {
    const user = userEvent.setup();
    const { to } = renderTable(await playedRound(), '/play/verify');
    const field = screen.getByLabelText('Card table round number');
    await user.type(field, '3.1');
    await user.click(screen.getByRole('button', { name: 'Check table round' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a table round number');
    expect(to('GET', '/wps/house/pvp/rounds/31')).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '31');
    await user.click(screen.getByRole('button', { name: 'Check table round' }));
    expect(await screen.findByText(/^Verified:/)).toBeInTheDocument();
  });
});
