import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { THouseRoundVerify } from '@wps/contracts/games/house-rounds';
import type { TDrawDetail } from '@wps/contracts/lottery/lottery-common';
import { createRoundRng, sha256Hex } from '@wps/games/fair';
import { slotVariant, spin } from '@wps/games/slot';
import { mockApi } from '../../../test/mock-api';
import { setupTestI18n } from '../../../test/test-i18n';
import { renderPlay } from '../test-utils';
import { drawnDraw } from './test-draw';
import { VerifyPage } from './verify-page';

beforeAll(async () => {
  await setupTestI18n('EN');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const serverSeed = '3f1c9a7be0d24c5e8a61f0b2d9e47c3a5b8e1f6092d4c7a3e5f1b8d0c6a9e2f4';
const clientSeed = 'player-chosen:seed';
const nonce = 17;
const bet = { stake: '5', lines: 20, variant: 'classic' };

/** A round as the server records it: the real engine's spin from the seeds. */
async function realSlotRound(): Promise<THouseRoundVerify> {
  const rng = await createRoundRng(serverSeed, clientSeed, nonce, 24);
  const r = spin(slotVariant('classic')!, rng, 5n, 20);
  const serverSeedHash = await sha256Hex(serverSeed);
  return {
    roundId: 42,
    engine: 'slot',
    gameCode: 'ROYAL_SLOT_1',
    gameName: 'Royal Fruits',
    vendor: 'ROYALSLOTS',
    currency: 'MMK',
    bet,
    outcome: {
      stops: r.stops,
      reels: r.grid,
      wins: r.lineWins.map((w) => ({ ...w, win: w.win.toString() })),
      scatterCount: r.scatterCount,
      scatterWin: r.scatterWin.toString(),
      jackpotHit: r.jackpot,
      serverSeedHash,
      jackpotWin: '0',
    },
    win: r.win.toString(),
    serverSeedHash,
    serverSeed,
    clientSeed,
    nonce,
    playedAt: '2026-11-21T08:00:00.000Z',
  };
}

function renderVerify(
  round: THouseRoundVerify | { code: string; status: number },
  path = '/play/verify?round=42',
) {
  const api = mockApi({
    'GET /wps/house/rounds/42': 'code' in round ? round : { value: round },
  });
  renderPlay(<VerifyPage />, path);
  return api;
}

describe('VerifyPage', () => {
  it('says verified for a round the engine reproduces from its revealed seeds', async () => {
    const round = await realSlotRound();
    const { to } = renderVerify(round);
    expect(await screen.findByText(/^Verified:/)).toBeInTheDocument();
    expect(to('GET', '/wps/house/rounds/42')[0]!.authorization).toBeNull();
    expect(screen.getByRole('heading', { name: 'Round 42 · Royal Fruits' })).toBeInTheDocument();
  });

  it('says mismatch when the recorded reels were tampered with', async () => {
    const round = await realSlotRound();
    const reels = (round.outcome.reels as string[][]).map((column) => [...column]);
    reels[2]![1] = reels[2]![1] === 'SEVEN' ? 'CHERRY' : 'SEVEN';
    renderVerify({ ...round, outcome: { ...round.outcome, reels } });
    expect(await screen.findByText(/^Mismatch:/)).toBeInTheDocument();
    expect(screen.getByText('The recomputed result differs in: reels[2][1]')).toBeInTheDocument();
  });

  it('says mismatch when the revealed seed is not the one committed before play', async () => {
    const round = await realSlotRound();
    renderVerify({ ...round, serverSeedHash: 'd'.repeat(64) });
    expect(await screen.findByText(/^Mismatch:/)).toBeInTheDocument();
    expect(
      screen.getByText('SHA-256 of the server seed is not the hash committed before play.'),
    ).toBeInTheDocument();
  });

  it('asks to rotate the seed while the server seed is still secret', async () => {
    const round = await realSlotRound();
    renderVerify({ ...round, serverSeed: null });
    expect(await screen.findByText(/^Not revealed yet: rotate your seed/)).toBeInTheDocument();
  });

  it('shows an unknown round as its translated error', async () => {
    renderVerify({ status: 404, code: 'NOT_FOUND' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found.');
  });

  it('looks up a typed round number', async () => {
    const user = userEvent.setup();
    const round = await realSlotRound();
    const { to } = renderVerify(round, '/play/verify');
    await user.type(screen.getByLabelText('Round number'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a round number');
    expect(to('GET', '/wps/house/rounds/42')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Round number'));
    await user.type(screen.getByLabelText('Round number'), '42');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(/^Verified:/)).toBeInTheDocument();
  });

  it('computes an outcome from seeds typed by hand, with the server seed hash', async () => {
    const user = userEvent.setup();
    const round = await realSlotRound();
    const { fetchMock } = mockApi({});
    renderPlay(<VerifyPage />, '/play/verify');
    const manual = screen.getByRole('region', { name: 'Compute from seeds' });
    await user.type(within(manual).getByLabelText('Server seed'), serverSeed);
    await user.type(within(manual).getByLabelText('Client seed'), clientSeed);
    await user.clear(within(manual).getByLabelText('Nonce'));
    await user.type(within(manual).getByLabelText('Nonce'), String(nonce));
    await user.clear(within(manual).getByLabelText('Stake'));
    await user.type(within(manual).getByLabelText('Stake'), '0.05');
    await user.click(within(manual).getByRole('button', { name: 'Compute' }));
    expect(await within(manual).findByTestId('manual-hash')).toHaveTextContent(
      round.serverSeedHash,
    );
    const raw = JSON.parse(within(manual).getByText(/"stops"/).textContent!) as { reels: unknown };
    expect(raw.reels).toEqual(round.outcome.reels);
    // Nothing typed was sent: the only call is the site's settings (its clock and currency label).
    const paths = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').pathname);
    expect(paths.filter((path) => path !== '/wps/system/settings/consolidated')).toEqual([]);
    expect(JSON.stringify(fetchMock.mock.calls)).not.toContain(serverSeed);
  }, 15_000); // types the 64-character seed key by key: seconds on a busy two-core machine
});

describe('VerifyPage, a lottery draw', () => {
  function renderDraw(draw: TDrawDetail | { code: string; status: number }, path: string) {
    const api = mockApi({ 'GET /lgw/draw': 'code' in draw ? draw : { value: draw } });
    renderPlay(<VerifyPage />, path);
    return api;
  }

  it('says verified for a draw the engine reproduces, prize by prize', async () => {
    const draw = await drawnDraw();
    const { to } = renderDraw(draw, '/play/verify?draw=5');
    expect(
      await screen.findByText(/^Verified: the server seed matches the hash published/),
    ).toBeInTheDocument();
    const [sent] = to('GET', '/lgw/draw');
    expect([sent!.query.get('drawId'), sent!.authorization]).toEqual(['5', null]);
    expect(screen.getByRole('heading', { name: 'Draw 20261121 · Lucky 4D' })).toBeInTheDocument();
    const first = screen.getByRole('row', { name: /^First prize/ });
    const cells = within(first)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([draw.numbers!.first![0], draw.numbers!.first![0]]);
    expect(screen.getByRole('row', { name: /^Consolation prize/ })).toHaveTextContent(
      draw.numbers!.consolation!.join(' '),
    );
  });

  it('says mismatch, and where, when a recorded number is not the drawn one', async () => {
    const draw = await drawnDraw();
    const numbers = structuredClone(draw.numbers!);
    numbers.first![0] = numbers.first![0] === '1234' ? '4321' : '1234';
    renderDraw({ ...draw, numbers }, '/play/verify?draw=5');
    expect(await screen.findByText('Mismatch: this draw does not check out.')).toBeInTheDocument();
    expect(screen.getByText('The recomputed numbers differ in: first[0]')).toBeInTheDocument();
  });

  it('says not revealed yet while the draw is open', async () => {
    const draw = await drawnDraw({ state: 'open', serverSeed: null, numbers: null });
    renderDraw(draw, '/play/verify?draw=5');
    // The draw's time on the site's clock (11:00 UTC is 17:30 in Yangon), not the browser's.
    expect(
      await screen.findByText(
        'Not revealed yet: the server seed is published when the draw is made ' +
          '(2026/11/21 17:30:00). Check again then.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Still secret')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('looks up a typed draw number, refusing anything else', async () => {
    const user = userEvent.setup();
    const { to } = renderDraw(await drawnDraw(), '/play/verify');
    await user.type(screen.getByLabelText('Lottery draw number'), '5x');
    await user.click(screen.getByRole('button', { name: 'Check draw' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a draw number (digits only).');
    expect(to('GET', '/lgw/draw')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Lottery draw number'));
    await user.type(screen.getByLabelText('Lottery draw number'), '5');
    await user.click(screen.getByRole('button', { name: 'Check draw' }));
    expect(await screen.findByText(/^Verified:/)).toBeInTheDocument();
  });

  it('shows an unknown draw as its translated error', async () => {
    renderDraw({ status: 404, code: 'NOT_FOUND' }, '/play/verify?draw=99');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found.');
  });
});
