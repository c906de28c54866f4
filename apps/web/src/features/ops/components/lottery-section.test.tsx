import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TOpsDraw, TOpsLottery } from '@wps/contracts/lottery/lottery-ops';
import { renderWithClient } from '../test-render';
import { mockFetch, type SentRequest } from '../test-fetch';
import { LotterySection } from './lottery-section';
import { oddsOfText, oddsText } from './play-type-form';
import { setUpConsoleTests } from '../test-setup';

const LOTTERIES = 'GET /ops/api/lotteries';
const drawsOf = (gameId: number) =>
  `GET /ops/api/lottery-draws?gameId=${gameId}&pageNo=1&pageSize=20`;

const lucky: TOpsLottery = {
  gameId: 1,
  gameCode: 'LUCKYDRAW_LUCKY_4D',
  name: 'Lucky 4D',
  menuTag: '4D',
  prizeMode: 'Lott',
  layout: 'sea4d',
  timeZone: 'Asia/Kuala_Lumpur',
  drawDays: [1, 4, 7],
  drawTime: '19:00',
  intervalSeconds: null,
  lockSeconds: 900,
  isActive: true,
  playTypes: [
    {
      playType: '4D_SMALL',
      odds: { first: 3_500_000, second: 2_000_000, third: 1_000_000 },
      minStake: '100',
      maxStake: '50000',
      isEnabled: true,
      updatedAt: '2030-01-01T00:00:00.000Z',
    },
  ],
};
const quick: TOpsLottery = {
  ...lucky,
  gameId: 2,
  gameCode: 'QUICKDRAW_QUICK_DRAW_1_MINUTE',
  name: 'Quick Draw 1 Minute',
  menuTag: 'FAST',
  prizeMode: 'Elott',
  layout: 'fast5',
  timeZone: 'Asia/Yangon',
  drawDays: [1, 2, 3, 4, 5, 6, 7],
  drawTime: '00:00',
  intervalSeconds: 60,
  lockSeconds: 12,
  playTypes: [{ ...lucky.playTypes[0]!, playType: 'BIG', odds: { hit: 1950 } }],
};

const draw = (drawId: number, numero: string, state: TOpsDraw['state']): TOpsDraw => ({
  drawId,
  gameId: 1,
  gameCode: lucky.gameCode,
  remark: lucky.name,
  layout: 'sea4d',
  numero,
  state,
  drawAt: '2030-01-02T11:00:00.000Z',
  lockAt: '2030-01-02T10:45:00.000Z',
  numbers: state === 'settled' ? { first: ['0427'] } : {},
  openNumber: state === 'settled' ? '0427' : '',
  bets: 2,
  staked: '50000',
  paid: state === 'settled' ? '250000' : '0',
});
const draws = {
  value: { items: [draw(9, '20300105', 'open'), draw(8, '20300102', 'settled')], totalPages: 1 },
};

const writes = (sent: SentRequest[]) =>
  sent.filter((r) => r.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

setUpConsoleTests();

describe('odds as typed', () => {
  it('turns a multiplier into thousandths and back, refusing anything else', () => {
    expect([oddsOfText('1.95'), oddsOfText(' 2500 '), oddsOfText('0.005')]).toEqual([
      1950, 2_500_000, 5,
    ]);
    for (const bad of ['', 'abc', '1.9555', '-1', '1,5']) expect(oddsOfText(bad)).toBeNaN();
    expect([oddsText(1950), oddsText(2_500_000), oddsText(5)]).toEqual(['1.95', '2500', '0.005']);
  });
});

describe('LotterySection', () => {
  it('shows the chosen lottery’s schedule, play types and draws', async () => {
    const { sent } = mockFetch({
      [LOTTERIES]: { value: [lucky, quick] },
      [drawsOf(1)]: draws,
      [drawsOf(2)]: { value: { items: [], totalPages: 0 } },
    });
    renderWithClient(<LotterySection canEdit />);
    const user = userEvent.setup();

    expect(
      await screen.findByText('Sun, Wed, Sat at 19:00 (Asia/Kuala_Lumpur)'),
    ).toBeInTheDocument();
    expect(screen.getByText('900 s before the draw')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Play type 4D_SMALL' });
    expect(within(form).getByRole('textbox', { name: '1st prize' })).toHaveValue('3500');
    expect(within(form).getByRole('textbox', { name: 'Minimum stake (P)' })).toHaveValue('1');
    const open = (await screen.findByRole('rowheader', { name: '20300105' })).closest('tr')!;
    expect(open).toHaveTextContent('Open');
    expect(open).toHaveTextContent('P 500.00');
    const settled = screen.getByRole('rowheader', { name: '20300102' }).closest('tr')!;
    expect(settled).toHaveTextContent('0427');
    expect(settled).toHaveTextContent('P 2,500.00');
    expect(within(settled).queryByRole('button')).toBeNull();

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Lottery' }),
      'Quick Draw 1 Minute · FAST',
    );
    expect(
      await screen.findByText(
        'Every 1 min from 00:00 (Asia/Yangon), Sun, Mon, Tue, Wed, Thu, Fri, Sat',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Play type BIG' })).toBeInTheDocument();
    expect(await screen.findByText('No draws yet.')).toBeInTheDocument();
    expect(sent.map((r) => r.path)).toContain(
      '/ops/api/lottery-draws?gameId=2&pageNo=1&pageSize=20',
    );
  });

  it('sends the odds in thousandths and the stakes in minor units; refuses bad ones unsent', async () => {
    const { sent } = mockFetch({
      [LOTTERIES]: { value: [lucky] },
      [drawsOf(1)]: draws,
      'PUT /ops/api/lotteries/1/play-types': { value: { ok: true } },
    });
    renderWithClient(<LotterySection canEdit />);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Play type 4D_SMALL' });
    const first = within(form).getByRole('textbox', { name: '1st prize' });
    const min = within(form).getByRole('textbox', { name: 'Minimum stake (P)' });
    const save = within(form).getByRole('button', { name: 'Save' });

    await user.clear(first);
    await user.type(first, '35x');
    await user.click(save);
    expect(within(form).getByRole('alert')).toHaveTextContent('Please check this field: 1st prize');
    await user.clear(first);
    await user.type(first, '3000.5');
    await user.clear(min);
    await user.type(min, '600');
    await user.click(save);
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'The minimum stake must not be above the maximum.',
    );
    expect(writes(sent)).toEqual([]);

    await user.clear(min);
    await user.type(min, '2');
    await user.click(within(form).getByRole('checkbox', { name: 'Offered to players' }));
    await user.click(save);
    expect(await within(form).findByText('Saved.')).toBeInTheDocument();
    expect(writes(sent)).toEqual([
      {
        method: 'PUT',
        path: '/ops/api/lotteries/1/play-types',
        body: {
          playType: '4D_SMALL',
          odds: { first: 3_000_500, second: 2_000_000, third: 1_000_000 },
          minStake: '200',
          maxStake: '50000',
          isEnabled: false,
        },
      },
    ]);
  }, 20_000);

  it('cancels an open draw only after a second click, and says how many bets were refunded', async () => {
    let cancels = 0;
    const { sent } = mockFetch({
      [LOTTERIES]: { value: [lucky] },
      [drawsOf(1)]: draws,
      'POST /ops/api/lottery-draws/9/cancel': () => {
        cancels += 1;
        return cancels === 1 ? { value: { refunded: 2 } } : { status: 409, code: 'INVALID_STATE' };
      },
    });
    renderWithClient(<LotterySection canEdit />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Cancel draw 20300105' }));
    expect(writes(sent)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Keep the draw' }));
    await user.click(screen.getByRole('button', { name: 'Cancel draw 20300105' }));
    await user.click(
      screen.getByRole('button', { name: 'Confirm: cancel draw 20300105 and refund every bet' }),
    );
    expect(
      await screen.findByText('Draw 20300105 cancelled: 2 bets refunded.'),
    ).toBeInTheDocument();
    expect(writes(sent)).toEqual([
      { method: 'POST', path: '/ops/api/lottery-draws/9/cancel', body: undefined },
    ]);
    // The list is asked again (the draw now shows cancelled).
    await vi.waitFor(() =>
      expect(sent.filter((r) => r.path.startsWith('/ops/api/lottery-draws?')).length).toBe(2),
    );

    await user.click(screen.getByRole('button', { name: 'Cancel draw 20300105' }));
    await user.click(
      screen.getByRole('button', { name: 'Confirm: cancel draw 20300105 and refund every bet' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This request can no longer be changed.',
    );
  }, 20_000);

  it('lets other roles read but not change or cancel', async () => {
    mockFetch({ [LOTTERIES]: { value: [lucky] }, [drawsOf(1)]: draws });
    renderWithClient(<LotterySection canEdit={false} />);
    const form = await screen.findByRole('form', { name: 'Play type 4D_SMALL' });
    expect(within(form).getByRole('textbox', { name: '1st prize' })).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
    await screen.findByRole('rowheader', { name: '20300105' });
    expect(screen.queryByRole('button', { name: /Cancel draw/ })).toBeNull();
  });
});
