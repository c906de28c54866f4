import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, type SentRequest } from '../test-fetch';
import { renderWithClient } from '../test-render';
import { ActiveMemberCard } from './active-member-card';
import { setUpConsoleTests } from '../test-setup';

const url = '/ops/api/system/setting/agent-activity';
const answers = {
  [`GET ${url}`]: { value: { activeMemberValidBet: '100000' } },
  [`PUT ${url}`]: (req: SentRequest) => ({ value: req.body }),
};
const puts = (sent: SentRequest[]) => sent.filter((r) => r.method === 'PUT');
const field = () =>
  screen.findByRole('textbox', { name: 'Valid bet that makes a member active (P)' });

setUpConsoleTests();

describe('ActiveMemberCard', () => {
  it('shows the loaded threshold as money and sends a typed amount in minor units', async () => {
    const { sent } = mockFetch(answers);
    const user = userEvent.setup();
    renderWithClient(<ActiveMemberCard canEdit />);
    expect(screen.getByRole('heading', { name: 'Active members' })).toBeVisible();

    const amount = await field();
    expect(amount).toHaveValue('1000');
    expect(screen.getByTestId('active-threshold')).toHaveTextContent('P 1,000.00');
    await user.clear(amount);
    await user.type(amount, '2,500.50');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved.')).toBeVisible();
    expect(puts(sent)).toEqual([
      {
        method: 'PUT',
        path: url,
        authorization: 'Bearer ops-token',
        body: { activeMemberValidBet: '250050' },
      },
    ]);
    expect(screen.getByTestId('active-threshold')).toHaveTextContent('P 2,500.50');
  });

  it('takes 0, any valid bet, as a threshold', async () => {
    const { sent } = mockFetch(answers);
    const user = userEvent.setup();
    renderWithClient(<ActiveMemberCard canEdit />);
    const amount = await field();
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeVisible();
    expect(puts(sent).map((r) => r.body)).toEqual([{ activeMemberValidBet: '0' }]);
  });

  it('refuses an amount that is not one without sending anything', async () => {
    const { sent } = mockFetch(answers);
    const user = userEvent.setup();
    renderWithClient(<ActiveMemberCard canEdit />);
    const amount = await field();
    for (const bad of ['12.345', '-5', 'ten', '']) {
      await user.clear(amount);
      if (bad) await user.type(amount, bad);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Please check this field: Valid bet that makes a member active (P)',
      );
    }
    expect(puts(sent)).toEqual([]);
    expect(screen.queryByText('Saved.')).toBeNull();
  });

  it('shows the server’s refusal of a save', async () => {
    mockFetch({ ...answers, [`PUT ${url}`]: { status: 403, code: 'FORBIDDEN' } });
    const user = userEvent.setup();
    renderWithClient(<ActiveMemberCard canEdit />);
    await user.type(await field(), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do this.');
    expect(screen.getByTestId('active-threshold')).toHaveTextContent('P 1,000.00');
  });

  it('is read-only without settings.edit: the threshold shows, nothing can be sent', async () => {
    const { sent } = mockFetch(answers);
    renderWithClient(<ActiveMemberCard canEdit={false} />);
    const amount = await field();
    expect(amount).toHaveValue('1000');
    expect(amount).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByTestId('active-threshold')).toHaveTextContent('P 1,000.00');
    expect(
      screen.getByText('Only an operator who may change site settings can change this.'),
    ).toBeVisible();
    expect(puts(sent)).toEqual([]);
  });

  it('says it is loading, then why the threshold could not be read', async () => {
    mockFetch({ [`GET ${url}`]: { status: 403, code: 'FORBIDDEN' } });
    renderWithClient(<ActiveMemberCard canEdit />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do this.');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
