import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../test-fetch';
import { renderWithClient } from '../test-render';
import { AgentsSection } from './agents-section';
import { setUpConsoleTests } from '../test-setup';

const application = {
  id: 5,
  kind: 'visitor',
  memberId: null,
  username: 'newagent',
  upline: null,
  name: 'Aung Aung',
  mobile: '+95 9123456789',
  contactApp: 'viber',
  contactId: '+95 9 123',
  teamSize: 25,
  remark: 'Tea shop owner',
  status: 'pending',
  createdAt: '2026-11-27T10:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  decisionRemark: null,
};
const member = {
  id: 7,
  username: 'player01',
  accountType: 0,
  mobile: null,
  email: null,
  upline: 'agent01',
  status: 'active',
  createdAt: '2026-11-01T00:00:00.000Z',
  lastLoginAt: null,
};
const list = { value: { items: [application], totalPages: 1 } };
// The active-member card loads beside the lists (active-member-card.test.tsx tests it).
const activity = {
  'GET /ops/api/system/setting/agent-activity': { value: { activeMemberValidBet: '100000' } },
};

setUpConsoleTests();

describe('AgentsSection', () => {
  it('approves a pending application with the type, upline and remark chosen', async () => {
    const { sent } = mockFetch({
      ...activity,
      'GET /ops/api/agent-applications?page=1&status=pending': list,
      'POST /ops/api/agent-applications/5/approve': {
        value: { ...application, status: 'approved' },
      },
    });
    const user = userEvent.setup();
    renderWithClient(<AgentsSection canEdit canSetActiveThreshold />);
    const row = (await screen.findByText('newagent')).closest('tr')!;
    expect(row).toHaveTextContent('Viber: +95 9 123');
    await user.click(
      within(row).getByRole('button', { name: 'Decide the application of newagent' }),
    );
    const form = screen.getByRole('form', { name: 'Decide the application of newagent' });
    await user.selectOptions(within(form).getByLabelText('Account type'), 'Senior agent');
    await user.type(within(form).getByLabelText('Upline (agent username)'), 'agent01');
    await user.type(within(form).getByLabelText('Remark'), 'Welcome');
    await user.click(within(form).getByRole('button', { name: 'Approve' }));
    const approve = sent.find((r) => r.method === 'POST')!;
    expect(approve.path).toBe('/ops/api/agent-applications/5/approve');
    expect(approve.body).toEqual({ accountType: 2, upline: 'agent01', remark: 'Welcome' });
    expect(approve.authorization).toBe('Bearer ops-token');
  }, 15_000);

  it('rejects with a remark and shows a refusal', async () => {
    const { sent } = mockFetch({
      ...activity,
      'GET /ops/api/agent-applications?page=1&status=pending': list,
      'POST /ops/api/agent-applications/5/reject': { status: 400, code: 'VALIDATION_FAILED' },
    });
    const user = userEvent.setup();
    renderWithClient(<AgentsSection canEdit canSetActiveThreshold />);
    await user.click(
      await screen.findByRole('button', { name: 'Decide the application of newagent' }),
    );
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Some of the information is not valid.')).toBeVisible();
    expect(sent.filter((r) => r.method === 'POST')[0]!.body).toEqual({ remark: '' });
  });

  it('offers support no decision, and says when there is nothing to decide', async () => {
    mockFetch({
      ...activity,
      'GET /ops/api/agent-applications?page=1&status=pending': list,
      'GET /ops/api/agent-applications?page=1&status=approved': {
        value: { items: [], totalPages: 0 },
      },
    });
    const user = userEvent.setup();
    renderWithClient(<AgentsSection canEdit={false} canSetActiveThreshold={false} />);
    expect(await screen.findByText('newagent')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Decide/ })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Show'), 'Approved');
    expect(await screen.findByText('No applications.')).toBeVisible();
  });

  it('promotes a member and shows why a move was refused', async () => {
    const { sent } = mockFetch({
      ...activity,
      'GET /ops/api/agent-applications?page=1&status=pending': list,
      'GET /ops/api/members?page=1&by=username&q=player01': {
        value: { items: [member], totalPages: 1 },
      },
      'POST /ops/api/members/7/account-type': { value: { ...member, accountType: 1 } },
      'POST /ops/api/members/7/upline': { status: 409, code: 'UPLINE_CYCLE' },
    });
    const user = userEvent.setup();
    renderWithClient(<AgentsSection canEdit canSetActiveThreshold />);
    await user.type(screen.getByLabelText('Member username'), 'player01');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByTestId('member-account-type')).toHaveTextContent('Player');
    await user.selectOptions(screen.getByLabelText('New account type'), 'Agent');
    await user.click(screen.getByRole('button', { name: 'Change type' }));
    expect(await screen.findByTestId('member-account-type')).toHaveTextContent('Agent');
    expect(sent.find((r) => r.path === '/ops/api/members/7/account-type')!.body).toEqual({
      accountType: 1,
      remark: '',
    });
    const upline = screen.getByLabelText('New upline (empty: top level)');
    await user.clear(upline);
    await user.type(upline, 'sub_one');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(
      await screen.findByText(/cannot be placed under itself or anyone in its own team/),
    ).toBeVisible();
  }, 15_000);
});
