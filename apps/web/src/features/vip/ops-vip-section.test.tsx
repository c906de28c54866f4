// The console's VIP section: the members at each rank, the rolling window, the relegation grace
// period and the ranks (names, figures, rank-up reward, colour) saved as the contract says and
// checked before sending; a rank added or removed; loading, empty and error states; read-only
// without loyalty.edit.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { z } from 'zod';
import type { ZOpsVipSettingsOut } from '@wps/contracts/loyalty/vip';
import { mockFetch, type SentRequest } from '../ops/test-fetch';
import { renderWithClient } from '../ops/test-render';
import { OpsVipSection } from './ops-vip-section';
import { setUpConsoleTests } from '../ops/test-setup';

setUpConsoleTests();

type Settings = z.infer<typeof ZOpsVipSettingsOut>;

const settings: Settings = {
  enabled: true,
  windowDays: 30,
  relegationGraceDays: 7,
  ranks: [
    {
      level: 1,
      names: { EN: 'Member', MY: 'အဖွဲ့ဝင်' },
      colour: '#888888',
      minValidBet: '0',
      minDeposit: '0',
      reward: '0',
      members: 900,
    },
    {
      level: 2,
      names: { EN: 'Silver' },
      colour: '#c0c0c0',
      minValidBet: '1000000',
      minDeposit: '100000',
      reward: '500',
      members: 90,
    },
    {
      level: 3,
      names: { EN: 'Gold', MY: 'ရွှေ' },
      colour: '#ffd700',
      minValidBet: '5000000',
      minDeposit: '500000',
      reward: '5000',
      members: 9,
    },
  ],
};
/** What the form sends back: the ranks without their member counts. */
const asInput = (s: Settings) => ({
  ...s,
  ranks: s.ranks.map(({ members: _members, ...rank }) => rank),
});

const GET = 'GET /ops/api/vip/settings';
const PUT = 'PUT /ops/api/vip/settings';
const echo = (req: SentRequest) => ({
  value: {
    ...(req.body as object),
    ranks: (req.body as Settings).ranks.map((r) => ({ ...r, members: 0 })),
  },
});
const puts = (sent: SentRequest[]) => sent.filter((r) => r.method === 'PUT');

function renderSection(canEdit = true) {
  renderWithClient(<OpsVipSection canEdit={canEdit} />);
  return userEvent.setup();
}
const rulesForm = () => screen.findByRole('form', { name: 'Ranks and rules' });
const box = (form: HTMLElement, name: string) => within(form).getByRole('textbox', { name });

describe('the VIP section', () => {
  it('shows loading, then the members at each rank and the rules as answered', async () => {
    const { sent } = mockFetch({ [GET]: { value: settings } });
    renderSection();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');

    const bars = await screen.findByRole('region', { name: 'Members per rank' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Member900', 'Silver90', 'Gold9']);
    const form = await rulesForm();
    expect(within(form).getByRole('checkbox', { name: 'VIP programme open' })).toBeChecked();
    expect(within(form).getByRole('spinbutton', { name: 'Rolling window (days)' })).toHaveValue(30);
    expect(
      within(form).getByRole('spinbutton', { name: 'Relegation grace period (days)' }),
    ).toHaveValue(7);
    expect(box(form, 'Name (EN) 2')).toHaveValue('Silver');
    expect(box(form, 'Name (MY) 3')).toHaveValue('ရွှေ');
    expect(box(form, 'Valid bets 3')).toHaveValue('5000000');
    expect(box(form, 'Deposits 2')).toHaveValue('100000');
    expect(box(form, 'Reward 3')).toHaveValue('5000');
    expect(box(form, 'Colour 2')).toHaveValue('#c0c0c0');
    expect(sent).toEqual([
      {
        method: 'GET',
        path: '/ops/api/vip/settings',
        authorization: 'Bearer ops-token',
        body: undefined,
      },
    ]);
  });

  it('saves the window, the grace period, a rank-up reward and a new top rank', async () => {
    const { sent } = mockFetch({ [GET]: { value: settings }, [PUT]: echo });
    const user = renderSection();
    const form = await rulesForm();

    const window = within(form).getByRole('spinbutton', { name: 'Rolling window (days)' });
    await user.clear(window);
    await user.type(window, '60');
    const grace = within(form).getByRole('spinbutton', { name: 'Relegation grace period (days)' });
    await user.clear(grace);
    await user.type(grace, '14');
    await user.clear(box(form, 'Reward 2'));
    await user.type(box(form, 'Reward 2'), '1000');
    await user.type(box(form, 'Name (MY) 2'), 'ငွေ');

    // A new rank starts from the figures of the one below it.
    await user.click(within(form).getByRole('button', { name: 'Add rank' }));
    expect(box(form, 'Name (EN) 4')).toHaveValue('VIP 4');
    expect(box(form, 'Valid bets 4')).toHaveValue('5000000');
    await user.clear(box(form, 'Valid bets 4'));
    await user.type(box(form, 'Valid bets 4'), '20000000');
    await user.clear(box(form, 'Reward 4'));
    await user.type(box(form, 'Reward 4'), '20000');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Saved.'));
    const input = asInput(settings);
    expect(puts(sent)).toEqual([
      {
        method: 'PUT',
        path: '/ops/api/vip/settings',
        authorization: 'Bearer ops-token',
        body: {
          ...input,
          windowDays: 60,
          relegationGraceDays: 14,
          ranks: [
            input.ranks[0],
            { ...input.ranks[1], names: { EN: 'Silver', MY: 'ငွေ' }, reward: '1000' },
            input.ranks[2],
            {
              level: 4,
              names: { EN: 'VIP 4' },
              colour: '#6142bf',
              minValidBet: '20000000',
              minDeposit: '500000',
              reward: '20000',
            },
          ],
        },
      },
    ]);
  });

  it('removes the top rank, turns the programme off and leaves a cleared MY name out', async () => {
    const { sent } = mockFetch({ [GET]: { value: settings }, [PUT]: echo });
    const user = renderSection();
    const form = await rulesForm();

    await user.click(within(form).getByRole('button', { name: 'Remove top rank' }));
    expect(within(form).queryByRole('textbox', { name: 'Name (EN) 3' })).toBeNull();
    await user.click(within(form).getByRole('checkbox', { name: 'VIP programme open' }));
    // Cleared, the MY name falls back to EN: not sent as '' for the server to refuse.
    await user.clear(box(form, 'Name (MY) 1'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(puts(sent)).toHaveLength(1));
    const input = asInput(settings);
    expect(puts(sent)[0]!.body).toEqual({
      ...input,
      enabled: false,
      ranks: [{ ...input.ranks[0], names: { EN: 'Member' } }, input.ranks[1]],
    });
  });

  it('keeps at least one rank and at most twenty', async () => {
    const twenty: Settings = {
      ...settings,
      ranks: Array.from({ length: 20 }, (_, i) => ({
        ...settings.ranks[0]!,
        level: i + 1,
        names: { EN: `Rank ${i + 1}` },
      })),
    };
    mockFetch({ [GET]: { value: twenty } });
    const user = renderSection();
    const form = await rulesForm();
    expect(within(form).getByRole('button', { name: 'Add rank' })).toBeDisabled();
    for (let i = 0; i < 19; i++) {
      await user.click(within(form).getByRole('button', { name: 'Remove top rank' }));
    }
    expect(within(form).getByRole('button', { name: 'Remove top rank' })).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Add rank' })).toBeEnabled();
  });

  it('refuses ranks and rules the contract refuses before sending them', async () => {
    const { sent } = mockFetch({ [GET]: { value: settings }, [PUT]: echo });
    const user = renderSection();
    const form = await rulesForm();
    const save = within(form).getByRole('button', { name: 'Save' });

    // A rank needing less than the one below it.
    await user.clear(box(form, 'Deposits 3'));
    await user.type(box(form, 'Deposits 3'), '50000');
    await user.click(save);
    expect(within(form).getByRole('alert')).toHaveTextContent('Please check this field: ranks');
    await user.type(box(form, 'Deposits 3'), '0');

    // A colour that is not #rrggbb.
    await user.clear(box(form, 'Colour 2'));
    await user.type(box(form, 'Colour 2'), 'silver');
    await user.click(save);
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Please check this field: ranks.1.colour',
    );
    await user.clear(box(form, 'Colour 2'));
    await user.type(box(form, 'Colour 2'), '#c0c0c0');

    // A reward that is not a whole number of minor units.
    await user.clear(box(form, 'Reward 3'));
    await user.type(box(form, 'Reward 3'), '50.5');
    await user.click(save);
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Please check this field: ranks.2.reward',
    );
    await user.clear(box(form, 'Reward 3'));
    await user.type(box(form, 'Reward 3'), '5000');

    // No window at all is not a window of 0 days.
    await user.clear(within(form).getByRole('spinbutton', { name: 'Rolling window (days)' }));
    await user.click(save);
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Please check this field: windowDays',
    );
    expect(puts(sent)).toEqual([]);

    // Mended, it goes, and the problem line goes with it.
    await user.type(within(form).getByRole('spinbutton', { name: 'Rolling window (days)' }), '30');
    await user.click(save);
    await vi.waitFor(() => expect(puts(sent)).toHaveLength(1));
    expect(puts(sent)[0]!.body).toEqual(asInput(settings));
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('shows a refused save by its error code', async () => {
    mockFetch({ [GET]: { value: settings }, [PUT]: { status: 403, code: 'FORBIDDEN' } });
    const user = renderSection();
    const form = await rulesForm();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'You are not allowed to do this.',
    );
    expect(within(form).queryByText('Saved.')).toBeNull();
  });

  it('says when there are no ranks yet, and when the settings cannot load', async () => {
    mockFetch({ [GET]: { value: { ...settings, enabled: false, ranks: [] } } });
    const { unmount } = renderWithClient(<OpsVipSection canEdit />);
    expect(await screen.findByText('No ranks yet.')).toBeInTheDocument();
    unmount();
    vi.restoreAllMocks();

    mockFetch({ [GET]: { status: 500, code: 'INTERNAL_ERROR' } });
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('System error.');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('without loyalty.edit, shows the ranks and rules read-only', async () => {
    const { sent } = mockFetch({ [GET]: { value: settings } });
    renderSection(false);
    const form = await rulesForm();
    expect(within(form).getByRole('checkbox', { name: 'VIP programme open' })).toBeDisabled();
    expect(box(form, 'Reward 2')).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Add rank' })).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(puts(sent)).toEqual([]);
  });
});
