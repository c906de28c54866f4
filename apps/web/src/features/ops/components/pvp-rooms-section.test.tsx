// The PvP rooms' bots switch in the console: each room with its switch; an admin's change is sent
// and shown; a reader sees the switch but cannot use it; a failed load says so.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TOpsPvpRoom } from '@wps/contracts/games/ops-pvp-rooms';
import { renderWithClient } from '../test-render';
import { mockFetch } from '../test-fetch';
import { PvpRoomsSection } from './pvp-rooms-section';
import { setUpConsoleTests } from '../test-setup';

const LIST = 'GET /ops/api/pvp-rooms';
const room: TOpsPvpRoom = {
  id: 5,
  gameCode: 'HT_SHAN',
  name: 'Golden Room',
  gameName: 'Shan Koe Mee',
  minBet: '100',
  maxBet: '10000',
  seats: 6,
  botsEnabled: false,
};

setUpConsoleTests();

describe('PvpRoomsSection', () => {
  it('turns bots on for one room and shows it', async () => {
    const { sent } = mockFetch({
      [LIST]: { value: [room] },
      'PUT /ops/api/pvp-rooms/5/bots': { value: { ...room, botsEnabled: true } },
    });
    renderWithClient(<PvpRoomsSection canEdit />);
    const box = await screen.findByRole('checkbox', {
      name: 'Let bots take empty seats in Golden Room',
    });
    expect(box).not.toBeChecked();
    expect(screen.queryByText('Bots on')).toBeNull();
    await userEvent.click(box);
    expect(await screen.findByText('Bots on')).toBeInTheDocument();
    expect(box).toBeChecked();
    expect(sent.filter((r) => r.method === 'PUT').map((r) => [r.path, r.body])).toEqual([
      ['/ops/api/pvp-rooms/5/bots', { botsEnabled: true }],
    ]);
  });

  it('shows the switch to a reader without letting them use it', async () => {
    mockFetch({ [LIST]: { value: [{ ...room, botsEnabled: true }] } });
    renderWithClient(<PvpRoomsSection canEdit={false} />);
    const box = await screen.findByRole('checkbox', { name: /Golden Room/ });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
  });

  it('says when there are no rooms, and when they could not be loaded', async () => {
    mockFetch({ [LIST]: { value: [] } });
    const { unmount } = renderWithClient(<PvpRoomsSection canEdit />);
    expect(await screen.findByText('No card rooms yet.')).toBeInTheDocument();
    unmount();
    vi.restoreAllMocks();
    mockFetch({ [LIST]: { status: 500, code: 'INTERNAL' } });
    renderWithClient(<PvpRoomsSection canEdit />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
