import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../test-fetch';
import { renderWithClient } from '../test-render';
import { MembersSection } from './members-section';
import { setUpConsoleTests } from '../test-setup';

const member = {
  id: 7,
  username: 'player01',
  accountType: 0,
  mobile: '+95 9123450002',
  email: 'player01@example.com',
  upline: null,
  status: 'active',
  createdAt: '2026-11-01T00:00:00.000Z',
  lastLoginAt: null,
};

const PENDING = 'GET /ops/api/adjustments?page=1&state=pending';

setUpConsoleTests();

describe('MembersSection', () => {
  it('resets a password and shows the one-time password once, with a copy button and a warning', async () => {
    const { sent } = mockFetch({
      'GET /ops/api/members?page=1': { value: { items: [member], totalPages: 1 } },
      [PENDING]: { value: { items: [], totalPages: 0 } },
      'POST /ops/api/members/7/password/reset': {
        value: { ...member, oneTimePassword: 'Xk7mPq2RtW9a' },
      },
    });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderWithClient(<MembersSection canEdit />);

    await user.click(await screen.findByRole('button', { name: 'Reset the password of player01' }));
    await user.click(
      screen.getByRole('button', {
        name: 'Confirm: give player01 a one-time password and sign them out',
      }),
    );
    const shown = await screen.findByRole('region', { name: 'One-time password for player01' });
    expect(within(shown).getByText('Xk7mPq2RtW9a')).toBeVisible();
    expect(within(shown).getByRole('alert')).toHaveTextContent('it will not be shown again');
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('Xk7mPq2RtW9a');
    expect(within(shown).getByRole('status')).toHaveTextContent('Copied.');
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1);

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('Xk7mPq2RtW9a')).toBeNull();
  }, 15_000);

  it('offers no reset to support, who may only read', async () => {
    mockFetch({
      'GET /ops/api/members?page=1': { value: { items: [member], totalPages: 1 } },
      [PENDING]: { value: { items: [], totalPages: 0 } },
    });
    renderWithClient(<MembersSection canEdit={false} />);
    expect(await screen.findByText('player01')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Reset the password/ })).toBeNull();
  });
});
