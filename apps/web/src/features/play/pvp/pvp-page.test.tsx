import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { THousePvpRooms } from '@wps/contracts/games/house-pvp';
import { mockApi } from '../../../test/mock-api';
import { setupTestI18n } from '../../../test/test-i18n';
import { LAUNCH_TOKEN, makeSlotSession, renderPlay } from '../test-utils';
import { PvpPage } from './pvp-page';

beforeAll(async () => {
  await setupTestI18n('EN');
});

const rooms = (name: string, seated: boolean): THousePvpRooms => ({
  rooms: [
    {
      roomId: 1,
      name,
      minBet: '100',
      maxBet: '10000',
      seats: 6,
      taken: seated ? [{ seatNo: 1, username: 'player7', isMe: true, isBot: false }] : [],
      botsEnabled: false,
    },
  ],
  mySeat: seated ? { roomId: 1, seatNo: 1 } : null,
});

describe('PvpPage', () => {
  it("names the rooms in the player's language, also after taking a seat", async () => {
    const user = userEvent.setup();
    const { to } = mockApi({
      'POST /wps/house/session': { value: makeSlotSession() },
      // The server names a room in the language asked for, in its default one without.
      'GET /wps/house/pvp/rooms': (req) => ({
        value: rooms(req.query.get('language') === 'EN' ? 'Beginner room' : 'Default name', false),
      }),
      'POST /wps/house/pvp/sit': { value: rooms('Default name', true) },
    });
    renderPlay(<PvpPage />, `/play/pvp?token=${LAUNCH_TOKEN}&gameCode=SHAN&language=EN`);
    expect(await screen.findByRole('heading', { name: 'Beginner room' })).toBeVisible();
    expect(to('GET', '/wps/house/pvp/rooms')[0]!.query.get('language')).toBe('EN');

    await user.click(screen.getByRole('button', { name: 'Take seat 1' }));
    // The seat answer is shown: seat 1 is the player's now.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Take seat 1' })).toBeNull());
    expect(to('POST', '/wps/house/pvp/sit')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3, name: 'Beginner room' })).toBeVisible();
    expect(screen.queryByText('Default name')).toBeNull();
  });
});
