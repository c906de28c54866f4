// The member page's actions besides the balance and status (member-detail.test.tsx has those):
// labels and VIP rank, notes, account type and upline, sessions and devices, the password reset.
// For each, the request sent and what the page shows once the server has answered.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TOpsMemberDetail } from '@wps/contracts/account/ops-member-detail';
import { mockFetch, type SentRequest } from '../test-fetch';
import { renderWithClient } from '../test-render';
import { MemberDetail } from './member-detail';
import { setUpConsoleTests } from '../test-setup';

const DEVICE = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
const detail: TOpsMemberDetail = {
  id: 7,
  username: 'player01',
  nickname: 'P1',
  accountType: 0,
  status: 'active',
  mobile: '+95 9123450002',
  email: null,
  payeeName: 'Aung Kyaw',
  birthday: null,
  language: 'MY',
  upline: 'agent01',
  registerIp: '203.0.113.1',
  registerMethod: 'WEB',
  domain: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  lastLoginAt: null,
  labels: [{ name: 'High roller', colour: '#d32f2f' }],
  clubLabel: { labelName: 'VIP 2', rankLevel: 2 },
  kyc: 'approved',
  balances: {
    cash: '150000',
    bonus: '0',
    held: '0',
    commission: '0',
    points: '0',
    gameWallets: [],
  },
  bankAccounts: [],
  sessions: [
    {
      id: 11,
      ip: '198.51.100.7',
      userAgent: 'Mozilla/5.0 (Android)',
      createdAt: '2026-11-27T00:00:00.000Z',
      expiresAt: '2026-12-27T00:00:00.000Z',
    },
    {
      id: 12,
      ip: '198.51.100.8',
      userAgent: null,
      createdAt: '2026-11-28T00:00:00.000Z',
      expiresAt: '2026-12-28T00:00:00.000Z',
    },
  ],
  devices: [
    {
      deviceHash: DEVICE,
      createdAt: '2026-11-01T00:00:00.000Z',
      lastSeenAt: '2026-11-28T00:00:00.000Z',
    },
  ],
  notes: [],
};

type Answers = Parameters<typeof mockFetch>[0];

/**
 * The member as the server holds it: the page reads it, each write's answer changes it, and
 * the page shows the change only once it has read the member again.
 */
function serveMember(
  writes: Answers | ((member: { current: TOpsMemberDetail }) => Answers),
  start: TOpsMemberDetail = detail,
) {
  const member = { current: start };
  const { sent } = mockFetch({
    'GET /ops/api/members/7': () => ({ value: member.current }),
    'GET /ops/api/members/7/ledger?page=1': { value: { items: [], totalPages: 0 } },
    ...(typeof writes === 'function' ? writes(member) : writes),
  });
  return { sent };
}

/** A write that changes the member as the server would, from the body sent, and answers it. */
const changes =
  <B,>(
    member: { current: TOpsMemberDetail },
    change: (m: TOpsMemberDetail, body: B) => TOpsMemberDetail,
  ) =>
  (req: SentRequest) => {
    member.current = change(member.current, req.body as B);
    return { value: member.current };
  };

const writesOf = (sent: SentRequest[]) =>
  sent.filter((r) => r.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

const region = (name: string) => screen.findByRole('region', { name });
const factOf = (card: HTMLElement, term: string) =>
  within(card).getByText(term, { selector: 'dt' }).nextElementSibling!.textContent;

function renderPage(canEdit = true) {
  renderWithClient(<MemberDetail id={7} canEdit={canEdit} onBack={vi.fn()} />);
}

setUpConsoleTests();

describe('the member page: labels and VIP rank', () => {
  it('adds and removes a label and sets the rank, each sent as the whole list with the rank', async () => {
    const { sent } = serveMember((member) => ({
      'PUT /ops/api/members/7/labels': changes(
        member,
        (m, body: { labels: TOpsMemberDetail['labels']; rankLevel: number }) => ({
          ...m,
          labels: body.labels,
          clubLabel: { labelName: `VIP ${body.rankLevel}`, rankLevel: body.rankLevel },
        }),
      ),
    }));
    const user = userEvent.setup();
    renderPage();
    const card = await region('Labels and VIP rank');

    await user.type(within(card).getByLabelText('New label'), '  Bonus hunter ');
    fireEvent.change(within(card).getByLabelText('Colour'), { target: { value: '#1976d2' } });
    await user.click(within(card).getByRole('button', { name: 'Add label' }));
    expect(await within(card).findByText('Bonus hunter')).toHaveStyle({
      background: '#1976d2',
    });
    expect(within(card).getByLabelText('New label')).toHaveValue('');

    await user.click(within(card).getByRole('button', { name: 'Remove the label High roller' }));
    await vi.waitFor(() => expect(within(card).queryByText('High roller')).toBeNull());

    await user.selectOptions(within(card).getByLabelText('VIP rank'), 'VIP 5');
    await vi.waitFor(() => expect(within(card).getByLabelText('VIP rank')).toHaveValue('5'));
    expect(within(card).getByText('VIP 5', { selector: '.ops-club-label' })).toBeVisible();

    expect(writesOf(sent)).toEqual([
      {
        method: 'PUT',
        path: '/ops/api/members/7/labels',
        body: {
          labels: [
            { name: 'High roller', colour: '#d32f2f' },
            { name: 'Bonus hunter', colour: '#1976d2' },
          ],
          rankLevel: 2,
        },
      },
      {
        method: 'PUT',
        path: '/ops/api/members/7/labels',
        body: { labels: [{ name: 'Bonus hunter', colour: '#1976d2' }], rankLevel: 2 },
      },
      {
        method: 'PUT',
        path: '/ops/api/members/7/labels',
        body: { labels: [{ name: 'Bonus hunter', colour: '#1976d2' }], rankLevel: 5 },
      },
    ]);
  });

  it('sends no blank label, and keeps a refused one typed beside the reason', async () => {
    const { sent } = serveMember({
      'PUT /ops/api/members/7/labels': { status: 400, code: 'VALIDATION_FAILED' },
    });
    const user = userEvent.setup();
    renderPage();
    const card = await region('Labels and VIP rank');

    await user.type(within(card).getByLabelText('New label'), '   ');
    await user.click(within(card).getByRole('button', { name: 'Add label' }));
    expect(writesOf(sent)).toEqual([]);

    await user.clear(within(card).getByLabelText('New label'));
    await user.type(within(card).getByLabelText('New label'), 'Eleventh');
    await user.click(within(card).getByRole('button', { name: 'Add label' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Some of the information is not valid.',
    );
    expect(within(card).getByLabelText('New label')).toHaveValue('Eleventh');
    expect(within(card).queryByText('Eleventh', { selector: '.ops-member-label' })).toBeNull();
    expect(writesOf(sent)).toHaveLength(1);
  });
});

describe('the member page: notes', () => {
  it('adds a note, which the page then lists; a blank note is not sent', async () => {
    const { sent } = serveMember((member) => ({
      'POST /ops/api/members/7/notes': changes(member, (m, { body }: { body: string }) => ({
        ...m,
        notes: [{ id: 3, operator: 'support1', body, createdAt: '2026-11-28T03:00:00.000Z' }],
      })),
    }));
    const user = userEvent.setup();
    // Support writes notes too: the one action it has.
    renderPage(false);
    const card = await region('Notes');
    expect(within(card).getByText('No notes yet.')).toBeVisible();

    const note = within(card).getByLabelText('New note');
    const add = within(card).getByRole('button', { name: 'Add note' });
    expect(add).toBeDisabled();
    await user.type(note, '   ');
    expect(add).toBeDisabled();

    await user.clear(note);
    await user.type(note, 'Called about the bonus rules');
    await user.click(add);
    const listed = await within(card).findByRole('listitem');
    // 03:00 UTC is 09:30 in Yangon, the site's zone.
    expect(listed).toHaveTextContent('support1 · 2026/11/28 09:30:00Called about the bonus rules');
    expect(note).toHaveValue('');
    expect(within(card).queryByText('No notes yet.')).toBeNull();
    expect(writesOf(sent)).toEqual([
      {
        method: 'POST',
        path: '/ops/api/members/7/notes',
        body: { body: 'Called about the bonus rules' },
      },
    ]);
  });

  it('keeps the note typed when the server refuses it, and says why', async () => {
    serveMember({ 'POST /ops/api/members/7/notes': { status: 403, code: 'FORBIDDEN' } });
    const user = userEvent.setup();
    renderPage();
    const card = await region('Notes');
    await user.type(within(card).getByLabelText('New note'), 'Asked for a limit');
    await user.click(within(card).getByRole('button', { name: 'Add note' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'You are not allowed to do this.',
    );
    expect(within(card).getByLabelText('New note')).toHaveValue('Asked for a limit');
  });
});

describe('the member page: account type and upline', () => {
  it('sets the account type and shows the new type', async () => {
    const { sent } = serveMember((member) => ({
      'POST /ops/api/members/7/account-type': changes(member, (m) => ({
        ...m,
        accountType: 1,
      })),
    }));
    const user = userEvent.setup();
    renderPage();
    const card = await region('Account type and upline');
    expect(factOf(card, 'Account type')).toBe('Player');

    await user.selectOptions(within(card).getByRole('combobox'), 'Agent (level 1)');
    await vi.waitFor(() => expect(factOf(card, 'Account type')).toBe('Agent (level 1)'));
    expect(within(card).getByRole('combobox')).toHaveValue('1');
    expect(writesOf(sent)).toEqual([
      {
        method: 'POST',
        path: '/ops/api/members/7/account-type',
        body: { accountType: 1, remark: '' },
      },
    ]);
  });

  it("shows why an agent with downlines keeps its type, and a trial account's cannot change", async () => {
    serveMember(
      {
        'POST /ops/api/members/7/account-type': { status: 409, code: 'AGENT_HAS_DOWNLINE' },
      },
      { ...detail, accountType: 1 },
    );
    const user = userEvent.setup();
    renderPage();
    const card = await region('Account type and upline');
    await user.selectOptions(within(card).getByRole('combobox'), 'Player');
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'This agent still has downlines. Move them to another upline first.',
    );
    expect(factOf(card, 'Account type')).toBe('Agent (level 1)');
  });

  it('offers a trial account no change of type', async () => {
    serveMember({}, { ...detail, accountType: 4 });
    renderPage();
    const card = await region('Account type and upline');
    expect(factOf(card, 'Account type')).toBe('Trial account');
    expect(within(card).getByRole('combobox')).toBeDisabled();
    expect(within(card).getByRole('combobox')).toHaveValue('4');
  });

  it('moves the member under another agent, then to the top level', async () => {
    const { sent } = serveMember((member) => ({
      'POST /ops/api/members/7/upline': changes(
        member,
        (m, { upline }: { upline: string | null }) => ({ ...m, upline }),
      ),
    }));
    const user = userEvent.setup();
    renderPage();
    const card = await region('Account type and upline');
    expect(factOf(card, 'Upline')).toBe('agent01');
    const upline = within(card).getByLabelText('New upline (agent username; empty for none)');
    expect(upline).toHaveValue('agent01');

    await user.clear(upline);
    await user.type(upline, ' agent02 ');
    await user.click(within(card).getByRole('button', { name: 'Move' }));
    await vi.waitFor(() => expect(factOf(card, 'Upline')).toBe('agent02'));

    await user.clear(upline);
    await user.click(within(card).getByRole('button', { name: 'Move' }));
    await vi.waitFor(() => expect(factOf(card, 'Upline')).toBe('—'));

    expect(writesOf(sent)).toEqual([
      {
        method: 'POST',
        path: '/ops/api/members/7/upline',
        body: { upline: 'agent02', remark: '' },
      },
      { method: 'POST', path: '/ops/api/members/7/upline', body: { upline: null, remark: '' } },
    ]);
  });

  it('shows why a move into the own team is refused', async () => {
    serveMember({ 'POST /ops/api/members/7/upline': { status: 400, code: 'UPLINE_CYCLE' } });
    const user = userEvent.setup();
    renderPage();
    const card = await region('Account type and upline');
    const upline = within(card).getByLabelText('New upline (agent username; empty for none)');
    await user.clear(upline);
    await user.type(upline, 'player01');
    await user.click(within(card).getByRole('button', { name: 'Move' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'A member cannot be placed under itself or anyone in its own team.',
    );
    expect(factOf(card, 'Upline')).toBe('agent01');
  });
});

describe('the member page: sessions and devices', () => {
  it('ends one session, then all the others', async () => {
    const { sent } = serveMember((member) => ({
      'POST /ops/api/members/7/sessions/revoke': changes(
        member,
        (m, { sessionId }: { sessionId?: number }) => ({
          ...m,
          sessions: sessionId === undefined ? [] : m.sessions.filter((s) => s.id !== sessionId),
        }),
      ),
    }));
    const user = userEvent.setup();
    renderPage();
    const card = await region('Sessions and devices');
    const sessionRow = (ip: string) => within(card).queryByRole('row', { name: new RegExp(ip) });

    await user.click(
      within(sessionRow('198.51.100.8')!).getByRole('button', { name: 'End session' }),
    );
    await vi.waitFor(() => expect(sessionRow('198.51.100.8')).toBeNull());
    expect(sessionRow('198.51.100.7')).not.toBeNull();
    // "End all" is offered only while more than one session is live.
    expect(within(card).queryByRole('button', { name: 'End all sessions' })).toBeNull();

    await user.click(
      within(sessionRow('198.51.100.7')!).getByRole('button', { name: 'End session' }),
    );
    expect(await within(card).findByText('No live sessions.')).toBeVisible();

    expect(writesOf(sent)).toEqual([
      { method: 'POST', path: '/ops/api/members/7/sessions/revoke', body: { sessionId: 12 } },
      { method: 'POST', path: '/ops/api/members/7/sessions/revoke', body: { sessionId: 11 } },
    ]);
  });

  it('ends every session at once', async () => {
    const { sent } = serveMember((member) => ({
      'POST /ops/api/members/7/sessions/revoke': changes(member, (m) => ({
        ...m,
        sessions: [],
      })),
    }));
    const user = userEvent.setup();
    renderPage();
    const card = await region('Sessions and devices');
    await user.click(within(card).getByRole('button', { name: 'End all sessions' }));
    expect(await within(card).findByText('No live sessions.')).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'End all sessions' })).toBeNull();
    expect(writesOf(sent)).toEqual([
      { method: 'POST', path: '/ops/api/members/7/sessions/revoke', body: {} },
    ]);
  });

  it('forgets a device by its whole hash', async () => {
    const { sent } = serveMember((member) => ({
      'POST /ops/api/members/7/devices/forget': changes(member, (m) => ({
        ...m,
        devices: [],
      })),
    }));
    const user = userEvent.setup();
    renderPage();
    const card = await region('Sessions and devices');
    // The page shows the start of the hash; the server gets all of it.
    const row = within(card).getByRole('row', { name: /a1b2c3d4e5f6/ });
    await user.click(within(row).getByRole('button', { name: 'Forget device' }));
    expect(await within(card).findByText('No known devices.')).toBeVisible();
    expect(writesOf(sent)).toEqual([
      { method: 'POST', path: '/ops/api/members/7/devices/forget', body: { deviceHash: DEVICE } },
    ]);
  });

  it('shows why ending a session was refused, and the session stays', async () => {
    serveMember({
      'POST /ops/api/members/7/sessions/revoke': { status: 403, code: 'FORBIDDEN' },
    });
    const user = userEvent.setup();
    renderPage();
    const card = await region('Sessions and devices');
    await user.click(within(card).getByRole('button', { name: 'End all sessions' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'You are not allowed to do this.',
    );
    expect(within(card).getAllByRole('button', { name: 'End session' })).toHaveLength(2);
  });
});

describe('the member page: password reset', () => {
  it('resets the password once confirmed and shows the one-time password once', async () => {
    const { sent } = serveMember((member) => ({
      'POST /ops/api/members/7/password/reset': () => {
        // The reset signs the member out everywhere.
        member.current = { ...member.current, sessions: [] };
        return {
          value: {
            id: 7,
            username: 'player01',
            accountType: 0,
            mobile: detail.mobile,
            email: null,
            upline: 'agent01',
            status: 'active',
            createdAt: detail.createdAt,
            lastLoginAt: null,
            oneTimePassword: 'Xk7mPq2RtW9a',
          },
        };
      },
    }));
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderPage();
    const profile = await screen.findByRole('region', { name: 'player01 · Active' });

    await user.click(
      within(profile).getByRole('button', { name: 'Reset the password of player01' }),
    );
    let dialog = screen.getByRole('dialog', { name: 'Reset the password of player01' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writesOf(sent)).toEqual([]);

    await user.click(
      within(profile).getByRole('button', { name: 'Reset the password of player01' }),
    );
    dialog = screen.getByRole('dialog', { name: 'Reset the password of player01' });
    await user.click(
      within(dialog).getByRole('button', {
        name: 'Confirm: give player01 a one-time password and sign them out',
      }),
    );
    const shown = await screen.findByRole('region', { name: 'One-time password for player01' });
    expect(within(shown).getByText('Xk7mPq2RtW9a')).toBeVisible();
    expect(within(shown).getByRole('alert')).toHaveTextContent('it will not be shown again');
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('Xk7mPq2RtW9a');
    // The sessions it ended are gone from the page.
    const sessions = screen.getByRole('region', { name: 'Sessions and devices' });
    expect(await within(sessions).findByText('No live sessions.')).toBeVisible();
    expect(writesOf(sent)).toEqual([
      { method: 'POST', path: '/ops/api/members/7/password/reset', body: undefined },
    ]);

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('Xk7mPq2RtW9a')).toBeNull();
    expect(screen.queryByRole('region', { name: 'One-time password for player01' })).toBeNull();
  });

  it('shows why a reset was refused, and no password', async () => {
    serveMember({ 'POST /ops/api/members/7/password/reset': { status: 403, code: 'FORBIDDEN' } });
    const user = userEvent.setup();
    renderPage();
    const profile = await screen.findByRole('region', { name: 'player01 · Active' });
    await user.click(
      within(profile).getByRole('button', { name: 'Reset the password of player01' }),
    );
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', {
        name: 'Confirm: give player01 a one-time password and sign them out',
      }),
    );
    expect(await within(profile).findByRole('alert')).toHaveTextContent(
      'You are not allowed to do this.',
    );
    expect(screen.queryByRole('region', { name: /One-time password/ })).toBeNull();
  });
});

describe('the member page for support', () => {
  it("shows the member without the admin's actions, notes aside", async () => {
    serveMember({});
    renderPage(false);
    const profile = await screen.findByRole('region', { name: 'player01 · Active' });
    expect(within(profile).queryByRole('button')).toBeNull();
    const labels = screen.getByRole('region', { name: 'Labels and VIP rank' });
    expect(within(labels).getByText('High roller')).toBeVisible();
    expect(within(labels).queryByRole('button')).toBeNull();
    expect(within(labels).queryByRole('combobox')).toBeNull();
    const agent = screen.getByRole('region', { name: 'Account type and upline' });
    expect(within(agent).queryByRole('combobox')).toBeNull();
    expect(within(agent).queryByRole('button')).toBeNull();
    const sessions = screen.getByRole('region', { name: 'Sessions and devices' });
    expect(within(sessions).getByText('198.51.100.7')).toBeVisible();
    expect(within(sessions).queryByRole('button')).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Notes' })).getByRole('button', {
        name: 'Add note',
      }),
    ).toBeInTheDocument();
  });
});
