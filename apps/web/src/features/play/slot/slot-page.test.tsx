import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSlotSpin } from '@wps/contracts/games/house-slot';
import { classicSlot, slotRtp } from '@wps/games/slot';
import { mockApi, type MockAnswer } from '../../../test/mock-api';
import { setupTestI18n } from '../../../test/test-i18n';
import { LAUNCH_TOKEN, makeSlotSession, renderPlay } from '../test-utils';
import { SlotPage } from './slot-page';

beforeAll(async () => {
  await setupTestI18n('EN');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const path = `/play/slot?token=${LAUNCH_TOKEN}&gameCode=ROYAL_SLOT_1&language=EN`;

function spinAnswer(overrides: Partial<TSlotSpin> = {}): TSlotSpin {
  return {
    roundId: 901,
    nonce: 4,
    serverSeedHash: 'a'.repeat(64),
    stops: [0, 0, 0, 0, 0],
    reels: [
      ['CHERRY', 'LEMON', 'BAR'],
      ['CHERRY', 'BELL', 'SEVEN'],
      ['GRAPE', 'BAR', 'ORANGE'],
      ['LEMON', 'WILD', 'BELL'],
      ['ORANGE', 'GRAPE', 'SEVEN'],
    ],
    wins: [{ line: 2, symbol: 'CHERRY', count: 2, multiplier: 2, win: '2' }],
    scatterCount: 0,
    scatterWin: '0',
    jackpotWin: '0',
    win: '2',
    bet: '20',
    balance: '99982',
    ...overrides,
  };
}

function renderSlot(spin: MockAnswer | ((body: unknown) => MockAnswer | Promise<MockAnswer>)) {
  const api = mockApi({
    'POST /wps/house/session': { value: makeSlotSession() },
    'POST /wps/house/slot/spin': (req) => (typeof spin === 'function' ? spin(req.body) : spin),
  });
  renderPlay(<SlotPage />, path);
  return api;
}

describe('SlotPage', () => {
  it('spins with the launch token and shows the win and the balance the answer gives', async () => {
    const user = userEvent.setup();
    const { to } = renderSlot({ value: spinAnswer() });
    const spin = await screen.findByRole('button', { name: 'Spin' });
    expect(screen.getByTestId('play-balance')).toHaveTextContent('P 1,000.00');
    expect(screen.getByLabelText('Stake per line')).toHaveDisplayValue('0.01');
    expect(screen.getByLabelText('Lines')).toHaveDisplayValue('20');
    await user.click(spin);
    expect(await screen.findByText('You won 0.02')).toBeInTheDocument();
    expect(screen.getByText('Line 2: 2 × CHERRY pays 0.02')).toBeInTheDocument();
    expect(screen.getByTestId('play-balance')).toHaveTextContent('P 999.82');
    expect(screen.getByTestId('last-win')).toHaveTextContent('0.02');
    const [sent] = to('POST', '/wps/house/slot/spin');
    expect(sent!.body).toEqual({
      token: LAUNCH_TOKEN,
      stake: '1',
      lines: 20,
      clientKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // The member's session never goes to the vendor.
    expect(sent!.authorization).toBeNull();
    // The winning line's cells are outlined: line 2 is the top row, two reels.
    expect(document.querySelectorAll('.slot-reels__win')).toHaveLength(2);
  });

  it('keeps Spin disabled while a spin is out and reuses its key when a failed spin is retried', async () => {
    const user = userEvent.setup();
    let release: (answer: MockAnswer) => void = () => {};
    const answers: Promise<MockAnswer>[] = [
      new Promise((resolve) => (release = resolve)),
      Promise.resolve({ value: spinAnswer() }),
      Promise.resolve({ value: spinAnswer({ roundId: 902, nonce: 5 }) }),
    ];
    let call = 0;
    const { to } = renderSlot(() => answers[call++]!);
    const spin = await screen.findByRole('button', { name: 'Spin' });
    await user.click(spin);
    expect(spin).toBeDisabled();
    expect(screen.getByLabelText('Stake per line')).toBeDisabled();
    await user.click(spin);
    expect(to('POST', '/wps/house/slot/spin')).toHaveLength(1);
    release({ status: 500, code: 'INTERNAL_ERROR' });
    expect(await screen.findByRole('alert')).toHaveTextContent('System error.');
    expect(spin).toBeEnabled();
    await user.click(spin);
    await screen.findByText('You won 0.02');
    await user.click(spin);
    await waitFor(() => expect(to('POST', '/wps/house/slot/spin')).toHaveLength(3));
    const keys = to('POST', '/wps/house/slot/spin').map(
      (r) => (r.body as { clientKey: string }).clientKey,
    );
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('shows the error code of a refused spin as its translated text', async () => {
    const user = userEvent.setup();
    renderSlot({ status: 400, code: 'INSUFFICIENT_FUNDS' });
    await user.click(await screen.findByRole('button', { name: 'Spin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient balance.');
    expect(screen.getByTestId('play-balance')).toHaveTextContent('1,000.00');
  });

  it('says the session has ended for a refused or missing launch token', async () => {
    mockApi({ 'POST /wps/house/session': { status: 401, code: 'LAUNCH_TOKEN_INVALID' } });
    const view = renderPlay(<SlotPage />, path);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The game session has ended. Open the game again.',
    );
    view.unmount();
    const { fetchMock } = mockApi({});
    renderPlay(<SlotPage />, '/play/slot');
    expect(screen.getByRole('alert')).toHaveTextContent('The game session has ended.');
    // No game call without a launch token: at most the site's settings (clock, currency label).
    const paths = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').pathname);
    expect(paths.filter((p) => p !== '/wps/system/settings/consolidated')).toEqual([]);
  });

  it('shows the paytable and the RTP computed in the browser from the published reels', async () => {
    renderSlot({ value: spinAnswer() });
    const info = await screen.findByRole('region', { name: 'Game info' });
    const rtp = `${(slotRtp(classicSlot) * 100).toFixed(3)}%`;
    expect(within(info).getByTestId('slot-rtp')).toHaveTextContent(
      `Theoretical return to player: ${rtp}`,
    );
    expect(rtp).toBe('95.996%');
    const seven = within(info).getByRole('row', { name: /SEVEN/ });
    expect(seven).toHaveTextContent('×40');
    expect(seven).toHaveTextContent('×500');
  });
});

describe('FairnessPanel in the slot', () => {
  it('sets a client seed and rotates, showing the revealed server seed and the new commitment', async () => {
    const user = userEvent.setup();
    const revealed = {
      serverSeed: 'f'.repeat(64),
      serverSeedHash: 'a'.repeat(64),
      clientSeed: 'my-seed',
      lastNonce: 3,
    };
    const { to } = mockApi({
      'POST /wps/house/session': { value: makeSlotSession() },
      'POST /wps/house/seed/client': {
        value: {
          revealed,
          next: { serverSeedHash: 'b'.repeat(64), clientSeed: 'lucky', nonce: 0 },
        },
      },
      'POST /wps/house/seed/rotate': {
        value: {
          revealed: {
            ...revealed,
            serverSeed: 'e'.repeat(64),
            serverSeedHash: 'b'.repeat(64),
            clientSeed: 'lucky',
            lastNonce: null,
          },
          next: { serverSeedHash: 'c'.repeat(64), clientSeed: 'lucky', nonce: 0 },
        },
      },
    });
    renderPlay(<SlotPage />, path);
    const panel = await screen.findByRole('region', { name: 'Provably fair' });
    expect(within(panel).getByTestId('server-seed-hash')).toHaveTextContent('a'.repeat(64));
    expect(within(panel).getByTestId('seed-nonce')).toHaveTextContent('4');

    const input = within(panel).getByLabelText('Client seed');
    await user.clear(input);
    await user.type(input, 'lucky');
    await user.click(within(panel).getByRole('button', { name: 'Set' }));
    await waitFor(() =>
      expect(within(panel).getByTestId('server-seed-hash')).toHaveTextContent('b'.repeat(64)),
    );
    expect(to('POST', '/wps/house/seed/client')[0]!.body).toEqual({
      token: LAUNCH_TOKEN,
      clientSeed: 'lucky',
    });
    expect(within(panel).getByTestId('revealed-server-seed')).toHaveTextContent('f'.repeat(64));

    await user.click(within(panel).getByRole('button', { name: 'Rotate seed' }));
    await waitFor(() =>
      expect(within(panel).getByTestId('revealed-server-seed')).toHaveTextContent('e'.repeat(64)),
    );
    expect(within(panel).getByTestId('server-seed-hash')).toHaveTextContent('c'.repeat(64));
    expect(within(panel).getByTestId('seed-nonce')).toHaveTextContent('0');
    expect(to('POST', '/wps/house/seed/rotate')[0]!.body).toEqual({ token: LAUNCH_TOKEN });
  });

  it('links each round played to the verify page', async () => {
    const user = userEvent.setup();
    renderSlot({ value: spinAnswer({ roundId: 931 }) });
    await user.click(await screen.findByRole('button', { name: 'Spin' }));
    const link = await screen.findByRole('link', { name: 'Verify round 931' });
    expect(link).toHaveAttribute('href', '/play/verify?round=931');
    expect(screen.getByTestId('seed-nonce')).toHaveTextContent('5');
    // The client seed stays what it was.
    expect(screen.getByLabelText('Client seed')).toHaveValue('my-seed');
  });
});
