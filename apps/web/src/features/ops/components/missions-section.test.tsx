// The console's missions: the list with this period's participants and claims, a new mission (a
// bonus or points reward, amounts typed in major units and sent in minor ones) and an edited one
// sent as the contract says and checked before sending; loading, empty and error states; no
// changes without loyalty.edit.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { z } from 'zod';
import type { ZOpsMission } from '@wps/contracts/social/missions';
import { FIRST_PAGE, mockFetch, onePage, type SentRequest } from '../test-fetch';
import { renderWithClient } from '../test-render';
import { MissionsSection } from './missions-section';
import { setUpConsoleTests } from '../test-setup';

setUpConsoleTests();

type Mission = z.infer<typeof ZOpsMission>;

const betMission: Mission = {
  id: 7,
  title: { EN: 'Bet 500 on live games', MY: 'တိုက်ရိုက် ၅၀၀ လောင်း' },
  period: 'daily',
  kind: 'valid_bet',
  gameType: 'LIVE',
  target: '50000',
  rewardAmount: '1000',
  rewardKind: 'bonus',
  wageringMultiple: 3,
  isActive: true,
  sort: 2,
  participants: 120,
  claims: 14,
};
const loginMission: Mission = {
  id: 8,
  title: { EN: 'Log in on 5 days' },
  period: 'weekly',
  kind: 'login_days',
  gameType: '',
  target: '5',
  rewardAmount: '200',
  rewardKind: 'points',
  wageringMultiple: 0,
  isActive: false,
  sort: 0,
  participants: 40,
  claims: 0,
};

const LIST = `GET /ops/api/missions${FIRST_PAGE}`;
const writes = (sent: SentRequest[]) => sent.filter((r) => r.method !== 'GET');
const listCalls = (sent: SentRequest[]) => sent.filter((r) => r.method === 'GET');

function renderSection(canEdit = true) {
  renderWithClient(<MissionsSection canEdit={canEdit} />);
  return userEvent.setup();
}
const missionForm = () => screen.getByRole('heading', { level: 2 }).closest('form')!;
const field = (form: HTMLElement, name: string) => within(form).getByRole('textbox', { name });

describe('the missions section', () => {
  it('shows loading, then each mission with its target, reward and figures', async () => {
    const { sent } = mockFetch({ [LIST]: { value: onePage([betMission, loginMission]) } });
    renderSection();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');

    const bet = await screen.findByRole('row', { name: /Bet 500 on live games/ });
    expect(
      within(bet)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Bet 500 on live games',
      'Daily',
      'Valid bet (LIVE)',
      '500.00',
      'P 10.00',
      '120',
      '14',
      'Yes',
      'Edit',
    ]);
    const login = screen.getByRole('row', { name: /Log in on 5 days/ });
    expect(
      within(login)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Log in on 5 days',
      'Weekly',
      'Days logged in',
      '5',
      '200 points',
      '40',
      '0',
      'No',
      'Edit',
    ]);
    expect(sent).toEqual([
      {
        method: 'GET',
        path: '/ops/api/missions?pageNo=1&pageSize=15',
        authorization: 'Bearer ops-token',
        body: undefined,
      },
    ]);
  });

  it('says when there are no missions yet, and when they cannot load', async () => {
    mockFetch({ [LIST]: { value: onePage([]) } });
    const { unmount } = renderWithClient(<MissionsSection canEdit />);
    expect(await screen.findByText('No missions yet.')).toBeInTheDocument();
    unmount();
    vi.restoreAllMocks();

    mockFetch({ [LIST]: { status: 500, code: 'INTERNAL_ERROR' } });
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('System error.');
  });

  it('creates a weekly deposit mission with a bonus, amounts typed in major units', async () => {
    const { sent } = mockFetch({
      [LIST]: { value: onePage([]) },
      'POST /ops/api/missions': { value: { ...betMission, id: 9 } },
    });
    const user = renderSection();
    await screen.findByText('No missions yet.');
    await user.click(screen.getByRole('button', { name: 'New mission' }));
    const form = missionForm();
    expect(within(form).getByRole('heading', { name: 'New mission' })).toBeInTheDocument();
    // The "new" button hides while the form is open.
    expect(screen.queryByRole('button', { name: 'New mission' })).toBeNull();

    await user.type(field(form, 'Title (EN)'), 'Deposit 1,000 this week');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Period' }), 'Weekly');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Task' }), 'Deposit');
    await user.type(field(form, 'Target'), '1,000');
    await user.type(field(form, 'Reward'), '25.50');
    const wagering = within(form).getByRole('spinbutton', {
      name: 'Turnover multiple of the reward',
    });
    await user.clear(wagering);
    await user.type(wagering, '5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(writes(sent)).toHaveLength(1));
    expect(writes(sent)[0]).toEqual({
      method: 'POST',
      path: '/ops/api/missions',
      authorization: 'Bearer ops-token',
      body: {
        title: { EN: 'Deposit 1,000 this week' },
        period: 'weekly',
        kind: 'deposit',
        gameType: '',
        target: '100000',
        rewardAmount: '2550',
        rewardKind: 'bonus',
        wageringMultiple: 5,
        isActive: true,
        sort: 0,
      },
    });
    // The form closes and the list is asked again.
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull());
    await vi.waitFor(() => expect(listCalls(sent)).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'New mission' })).toBeInTheDocument();
  });

  it('creates a rounds mission of one game type paying points, inactive', async () => {
    const { sent } = mockFetch({
      [LIST]: { value: onePage([]) },
      'POST /ops/api/missions': { value: { ...loginMission, id: 10 } },
    });
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'New mission' }));
    const form = missionForm();
    await user.type(field(form, 'Title (EN)'), 'Play 30 fishing rounds');
    await user.type(field(form, 'Title (MY)'), 'ငါးဖမ်း ၃၀ ကြိမ်');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Task' }), 'Rounds played');
    await user.type(field(form, 'Game type'), 'fish');
    expect(field(form, 'Game type')).toHaveValue('FISH');
    // Rounds and points are counts: only digits stay.
    await user.type(field(form, 'Target'), '3x0');
    expect(field(form, 'Target')).toHaveValue('30');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Reward kind' }), 'Points');
    expect(
      within(form).queryByRole('spinbutton', { name: 'Turnover multiple of the reward' }),
    ).toBeNull();
    await user.type(field(form, 'Reward'), '150');
    await user.click(within(form).getByRole('checkbox', { name: 'Active' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(writes(sent)).toHaveLength(1));
    expect(writes(sent)[0]!.body).toEqual({
      title: { EN: 'Play 30 fishing rounds', MY: 'ငါးဖမ်း ၃၀ ကြိမ်' },
      period: 'daily',
      kind: 'rounds',
      gameType: 'FISH',
      target: '30',
      rewardAmount: '150',
      rewardKind: 'points',
      wageringMultiple: 1,
      isActive: false,
      sort: 0,
    });
  });

  it('edits a mission, its unchanged fields sent as they were', async () => {
    const { sent } = mockFetch({
      [LIST]: { value: onePage([betMission, loginMission]) },
      'PUT /ops/api/missions/7': { value: { ...betMission, target: '80000' } },
    });
    const user = renderSection();
    const row = await screen.findByRole('row', { name: /Bet 500 on live games/ });
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const form = missionForm();
    expect(field(form, 'Target')).toHaveValue('500');
    expect(field(form, 'Reward')).toHaveValue('10');
    await user.clear(field(form, 'Target'));
    await user.type(field(form, 'Target'), '800');
    // A cleared MY title is left out (MY then falls back to EN).
    await user.clear(field(form, 'Title (MY)'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(writes(sent)).toHaveLength(1));
    expect(writes(sent)[0]).toEqual({
      method: 'PUT',
      path: '/ops/api/missions/7',
      authorization: 'Bearer ops-token',
      body: {
        title: { EN: 'Bet 500 on live games' },
        period: 'daily',
        kind: 'valid_bet',
        gameType: 'LIVE',
        target: '80000',
        rewardAmount: '1000',
        rewardKind: 'bonus',
        wageringMultiple: 3,
        isActive: true,
        sort: 2,
      },
    });
  });

  it('refuses a mission the contract refuses before sending it, and cancels', async () => {
    const { sent } = mockFetch({ [LIST]: { value: onePage([]) } });
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'New mission' }));
    const form = missionForm();
    const save = within(form).getByRole('button', { name: 'Save' });

    await user.click(save);
    expect(within(form).getByRole('alert')).toHaveTextContent('Please check this field: title.EN');
    await user.type(field(form, 'Title (EN)'), 'Bet 100');
    // An amount with three decimals is not one: refused, not rounded.
    await user.type(field(form, 'Target'), '12.345');
    await user.click(save);
    expect(within(form).getByRole('alert')).toHaveTextContent('Please check this field: target');
    await user.clear(field(form, 'Target'));
    await user.type(field(form, 'Target'), '100');
    await user.type(field(form, 'Reward'), '0');
    await user.click(save);
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Please check this field: rewardAmount',
    );
    await user.clear(field(form, 'Reward'));
    await user.type(field(form, 'Reward'), '5');
    await user.type(field(form, 'Game type'), 'slots');
    await user.click(save);
    expect(within(form).getByRole('alert')).toHaveTextContent('Please check this field: gameType');
    expect(writes(sent)).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(writes(sent)).toEqual([]);
  });

  it('shows a refused save by its error code and keeps the form open', async () => {
    mockFetch({
      [LIST]: { value: onePage([betMission]) },
      'PUT /ops/api/missions/7': { status: 403, code: 'FORBIDDEN' },
    });
    const user = renderSection();
    const row = await screen.findByRole('row', { name: /Bet 500 on live games/ });
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const form = missionForm();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'You are not allowed to do this.',
    );
    expect(field(form, 'Title (EN)')).toHaveValue('Bet 500 on live games');
  });

  it('without loyalty.edit, lists the missions with nothing to change', async () => {
    mockFetch({ [LIST]: { value: onePage([betMission]) } });
    renderSection(false);
    const row = await screen.findByRole('row', { name: /Bet 500 on live games/ });
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'New mission' })).toBeNull();
  });
});

describe('the missions section pages', () => {
  it('asks the server for each page and shows the pager', async () => {
    const page2 = '/ops/api/missions?pageNo=2&pageSize=15';
    const { sent } = mockFetch({
      [LIST]: { value: { items: [betMission], total: 16, totalPages: 2 } },
      [`GET ${page2}`]: { value: { items: [loginMission], total: 16, totalPages: 2 } },
    });
    const user = renderSection();

    await screen.findByText('Bet 500 on live games');
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Log in on 5 days')).toBeVisible();
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
    expect(sent.map((r) => r.path)).toContain(page2);
  });
});
