// The lottery pages through the real route table: the menu (tabs by tag with arrows above 7, the
// week-day filter, search, hot, favourites per username, recent), a launch's query choosing the
// lottery and play type, the current draw and results, and the bet slip's rules (digits, stake
// limits, lines, total, one key per line kept across a retry, translated refusals, guards).
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TLotteryBet, TLotteryMenu } from '@wps/contracts/lottery/lottery-common';
import { setupTestI18n } from '../../test/test-i18n';
import { betsRefreshMs, DUE_BETS_REFRESH_MS } from './api/use-lottery-bets';
import { fast, lotteryAnswers, lucky, makeLottery, renderLotteryRoute } from './lottery-test-kit';

configure({ asyncUtilTimeout: 10_000 });
// Each test renders the whole app and types into it; a shared 2-core machine needs the room.
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await setupTestI18n('EN');
  await import('./lottery-page');
}, 30_000);

beforeEach(() => localStorage.clear());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const lotteryList = () => screen.findByRole('list', { name: 'Lotteries to choose from' });
/** The list shows exactly these lotteries, in order, each a button named by the lottery. */
async function expectLotteries(names: string[]) {
  const items = within(await lotteryList()).getAllByRole('listitem');
  expect(items).toHaveLength(names.length);
  names.forEach((name, i) => expect(within(items[i]!).getByRole('button', { name })).toBeVisible());
}

describe('the lottery menu', () => {
  it('has a tab per tag and hot; the first tag is shown and its first lottery selected', async () => {
    renderLotteryRoute('/lottery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
    const tabs = await screen.findByRole('tablist', { name: 'Lottery groups' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['4D', 'Fast', 'Hot']);
    expect(within(tabs).getByRole('tab', { name: '4D' })).toHaveAttribute('aria-selected', 'true');
    await expectLotteries(['Lucky 4D', 'Grand 4D']);
    expect(await screen.findByRole('heading', { level: 2, name: 'Lucky 4D' })).toBeVisible();
    // No arrows with 2 tags.
    expect(screen.queryByRole('button', { name: 'More groups' })).toBeNull();

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Hot' }));
    await expectLotteries(['Lucky 4D']);
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Fast' }));
    await expectLotteries(['Fast 1 minute']);
  });

  it('filters by draw day (1 Sunday .. 7 Saturday) and by name', async () => {
    renderLotteryRoute('/lottery');
    const days = await screen.findByRole('group', { name: 'Draw day' });
    expect(within(days).getByRole('button', { name: 'Every day' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Lucky 4D draws on 1,4,7 (Sun, Wed, Sat); Grand 4D on 4 (Wed).
    await userEvent.click(within(days).getByRole('button', { name: 'Sun' }));
    await expectLotteries(['Lucky 4D']);
    await userEvent.click(within(days).getByRole('button', { name: 'Wed' }));
    await expectLotteries(['Lucky 4D', 'Grand 4D']);
    await userEvent.click(within(days).getByRole('button', { name: 'Mon' }));
    expect(await screen.findByText('No lottery matches.')).toBeVisible();
    expect(within(days).getByRole('button', { name: 'Mon' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The fast lottery draws every day.
    await userEvent.click(screen.getByRole('tab', { name: 'Fast' }));
    await expectLotteries(['Fast 1 minute']);

    await userEvent.click(within(days).getByRole('button', { name: 'Every day' }));
    await userEvent.click(screen.getByRole('tab', { name: '4D' }));
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search lotteries by name' }),
      'GRAND',
    );
    await expectLotteries(['Grand 4D']);
  });

  it('puts arrows beside the tabs above 7 tags', async () => {
    const menus: TLotteryMenu[] = Array.from({ length: 8 }, (_, i) => ({
      tag: `T${i}`,
      gameMenus: [makeLottery({ gameId: i + 1, gameMenuTag: `T${i}`, remark: `Lottery ${i}` })],
    }));
    const scrollBy = vi.fn();
    Element.prototype.scrollBy = scrollBy;
    renderLotteryRoute('/lottery', { answers: { 'GET /lgw/games/game_menus': { value: menus } } });
    const more = await screen.findByRole('button', { name: 'More groups' });
    expect(screen.getByRole('button', { name: 'Previous groups' })).toBeVisible();
    await userEvent.click(more);
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(within(screen.getByRole('tablist')).getAllByRole('tab')).toHaveLength(8);
  });

  it('keeps favourites per username in local storage', async () => {
    const alice = renderLotteryRoute('/lottery', { username: 'alice' });
    const star = await screen.findByRole('button', { name: 'Add Lucky 4D to favourites' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    expect(
      await screen.findByRole('button', { name: 'Remove Lucky 4D from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('lotteryFavourites:alice')!)).toEqual([1]);
    await userEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    await expectLotteries(['Lucky 4D']);
    alice.unmount();

    renderLotteryRoute('/lottery', { username: 'bob' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Favourites' }));
    expect(await screen.findByText(/You have no favourite lotteries yet/)).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: '4D' }));
    expect(
      await screen.findByRole('button', { name: 'Add Lucky 4D to favourites' }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem('lotteryFavourites:bob')).toBeNull();
  });

  it('asks a visitor to log in for a star, and has no favourites or recent tab for one', async () => {
    renderLotteryRoute('/lottery');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add Lucky 4D to favourites' }),
    );
    expect(await screen.findByRole('dialog', { name: /log in/i })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Favourites' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Recent' })).toBeNull();
  });

  it("lists a member's recent lotteries from the recent call", async () => {
    const { api } = renderLotteryRoute('/lottery', {
      username: 'alice',
      answers: { 'GET /lgw/vn/games/game_menu/recent': { value: [fast] } },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Recent' }));
    await expectLotteries(['Fast 1 minute']);
    const asked = api.to('GET', '/lgw/vn/games/game_menu/recent')[0]!.query;
    expect(asked.get('recentCount')).toBe('100');
    expect(asked.get('prizeMode')).toBeNull();
  });

  it('asks /vnlottery for the Vietnamese menus (prize mode ZY)', async () => {
    const { api } = renderLotteryRoute('/vnlottery');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vietnamese lottery' }),
    ).toBeVisible();
    await lotteryList();
    expect(api.to('GET', '/lgw/vn/games/game_menu')[0]!.query.get('prizeMode')).toBe('ZY');
    expect(api.to('GET', '/lgw/games/game_menus')).toHaveLength(0);
  });
});

describe('the selected lottery', () => {
  it("takes a launch's gameCode, vendor and playType", async () => {
    renderLotteryRoute('/lottery?gameCode=FAST_1&vendor=FASTLOTTO&playType=BIG');
    expect(await screen.findByRole('heading', { level: 2, name: 'Fast 1 minute' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Fast' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Big' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // BIG has no digits to pick.
    expect(screen.queryByRole('textbox', { name: /Your number/ })).toBeNull();
  });

  it('shows the draw taking bets with its countdowns and hash, the latest result and history', async () => {
    const { api, router } = renderLotteryRoute('/lottery');
    const current = await screen.findByRole('region', { name: 'Draw 20261121' });
    expect(within(current).getByText('2026/11/21 17:30')).toBeVisible();
    // The list says the draw's time in the same format, not the server's 'yyyy-MM-dd HH:mm'.
    const [listed] = screen.getAllByRole('button', { name: 'Lucky 4D' });
    expect(listed).toHaveAccessibleDescription(/^Draw 2026\/11\/21 17:30 /);
    const [closes, draws] = within(current).getAllByRole('timer');
    expect(closes).toHaveTextContent(/^00:(50|49):\d\d$/);
    expect(draws).toHaveTextContent(/^(01:00:00|00:59:\d\d)$/);
    expect(within(current).getByText('a'.repeat(64))).toBeInTheDocument();
    expect(within(current).getByText(/publish the SHA-256 hash/)).toBeInTheDocument();

    const result = await screen.findByRole('region', { name: 'Result of draw 20261118' });
    expect(within(result).getByText('1st prize')).toBeVisible();
    expect(within(result).getByText('1234')).toBeVisible();
    expect(within(result).getByRole('link', { name: 'Verify draw 20261118' })).toHaveAttribute(
      'href',
      '/play/verify?draw=10',
    );
    const history = screen.getByRole('region', { name: 'Draw history' });
    expect(await within(history).findByText('2026/11/18 17:30')).toBeInTheDocument();
    // A visitor reads the public history.
    expect(api.to('GET', '/lgw/games/opened/numero')[0]!.query.get('gameId')).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: 'Grand 4D' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Grand 4D' })).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).get('gameCode')).toBe('GRAND_4D');
  });

  it("reads a member's history from the member call and lists their bets", async () => {
    const { api } = renderLotteryRoute('/lottery', {
      username: 'alice',
      answers: {
        'GET /lgw/bets': {
          value: {
            list: [
              {
                betId: 7,
                gameId: 1,
                gameCode: 'LUCKY_4D',
                remark: 'Lucky 4D',
                drawId: 10,
                numero: '20261118',
                playType: '4D_BIG',
                selection: '1234',
                stake: '500',
                payout: '1250000',
                state: 'won',
                currency: 'MMK',
                createdAt: '2026-11-18T10:00:00.000Z',
                settledAt: '2026-11-18T11:00:05.000Z',
              },
            ],
            totalPages: 1,
          },
        },
      },
    });
    const bets = await screen.findByRole('table', { name: 'My bets' });
    const row = within(bets).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['20261118', '2026/11/18 16:30:00', '4D Big', '1234', '5.00', '12,500.00', 'Won']);
    await waitFor(() => expect(api.to('GET', '/lotto/lgw/games/opened/numero')).toHaveLength(1));
    expect(api.to('GET', '/lgw/games/opened/numero')).toHaveLength(0);
    expect(api.to('GET', '/lgw/bets')[0]!.query.get('gameId')).toBe('1');
  });
});

describe('my bets while a draw is made', () => {
  const bet = (drawId: number, state: TLotteryBet['state']): TLotteryBet => ({
    betId: drawId,
    gameId: 1,
    gameCode: 'LUCKY_4D',
    remark: 'Lucky 4D',
    drawId,
    numero: `2026111${drawId}`,
    playType: '4D_BIG',
    selection: '1234',
    stake: '500',
    payout: '0',
    state,
    currency: 'MMK',
    createdAt: '2026-11-18T10:00:00.000Z',
    settledAt: state === 'open' ? null : '2026-11-18T11:00:05.000Z',
  });

  it('asks again every few seconds while a bet waits on a draw whose time has come', async () => {
    // Draw 9 is neither the current draw (lucky's) nor a coming one: it is being drawn. Its bet
    // is settled after the page's first look.
    let asked = 0;
    const { api } = renderLotteryRoute('/lottery', {
      username: 'alice',
      answers: {
        'GET /lgw/bets': () => ({
          value: { list: [bet(9, asked++ === 0 ? 'open' : 'lost')], totalPages: 1 },
        }),
      },
    });
    const bets = await screen.findByRole('table', { name: 'My bets' });
    expect(await within(bets).findByText('Waiting for the draw')).toBeVisible();
    expect(
      await within(bets).findByText('Lost', {}, { timeout: DUE_BETS_REFRESH_MS + 2_000 }),
    ).toBeVisible();
    expect(api.to('GET', '/lgw/bets')).toHaveLength(2);
  });

  it('asks at the draw time of an open bet, then every few seconds until it is settled', () => {
    const now = Date.parse('2026-11-18T11:00:00.000Z');
    const times = new Map([
      [lucky.drawId, now + 12_000],
      [99, now + 3_600_000],
    ]);
    // Due at its draw time; a draw no longer coming is being drawn.
    expect(betsRefreshMs([bet(lucky.drawId, 'open')], times, now)).toBe(12_000);
    expect(betsRefreshMs([bet(lucky.drawId, 'open'), bet(9, 'open')], times, now)).toBe(
      DUE_BETS_REFRESH_MS,
    );
    expect(betsRefreshMs([bet(lucky.drawId, 'open')], times, now + 12_000)).toBe(
      DUE_BETS_REFRESH_MS,
    );
    // Settled bets, and a draw an hour away (the near draws look again first), ask nothing.
    expect(betsRefreshMs([bet(9, 'lost'), bet(8, 'void')], times, now)).toBe(false);
    expect(betsRefreshMs([bet(99, 'open')], times, now)).toBe(false);
    // Until the draws are known nothing is due.
    expect(betsRefreshMs([bet(9, 'open')], null, now)).toBe(false);
  });
});

describe('the bet slip', () => {
  const slip = () => screen.findByRole('region', { name: /^Bet slip: draw / });

  async function addLine(number: string | null, stake: string) {
    const region = await slip();
    if (number !== null) {
      const field = await within(region).findByRole('textbox', { name: /Your number/ });
      await userEvent.clear(field);
      await userEvent.type(field, number);
    }
    const stakeField = await within(region).findByRole('textbox', { name: 'Stake' });
    await userEvent.clear(stakeField);
    await userEvent.type(stakeField, stake);
    await userEvent.click(within(region).getByRole('button', { name: 'Add to slip' }));
  }

  const lineTexts = () =>
    within(screen.getByRole('list', { name: 'Lines on the slip' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);

  it("wants the play type's exact digit count and a stake inside its limits", async () => {
    renderLotteryRoute('/lottery', { username: 'alice' });
    const region = await slip();
    expect(await within(region).findByText('From 1.00 to 10,000.00')).toBeVisible();
    expect(within(region).getByText(/1st prize ×2,500 · 2nd prize ×1,000/)).toBeVisible();

    await addLine('123', '5');
    expect(within(region).getByText('Enter a 4-digit number.')).toBeVisible();
    await addLine('1234', '0.99');
    expect(within(region).getByText('Enter an amount from 1.00 to 10,000.00.')).toBeVisible();
    await addLine('1234', '10000.01');
    expect(within(region).getByText('Enter an amount from 1.00 to 10,000.00.')).toBeVisible();
    expect(within(region).queryByRole('list', { name: 'Lines on the slip' })).toBeNull();
    expect(within(region).getByRole('button', { name: 'Place bets' })).toBeDisabled();

    // The input holds at most the digit count.
    await addLine('12345', '10000');
    expect(lineTexts()).toEqual(['4D Big123410,000.00Remove']);

    // Another play type, another digit count.
    await userEvent.click(within(region).getByRole('button', { name: '3D' }));
    await addLine('1234', '2.5');
    expect(lineTexts()).toEqual(['4D Big123410,000.00Remove', '3D1232.50Remove']);
    expect(within(region).getByText('Lines: 2 · Total: 10,002.50')).toBeVisible();

    await userEvent.click(within(region).getByRole('button', { name: 'Remove line 1' }));
    expect(lineTexts()).toEqual(['3D1232.50Remove']);
    expect(within(region).getByText('Lines: 1 · Total: 2.50')).toBeVisible();
  });

  it('offers BIG, SMALL as buttons with no number, and a random pick for digit plays', async () => {
    renderLotteryRoute('/lottery?gameCode=FAST_1', { username: 'alice' });
    const region = await screen.findByRole('region', { name: `Bet slip: draw ${fast.numero}` });
    await userEvent.click(await within(region).findByRole('button', { name: 'Random' }));
    const number = within(region).getByRole<HTMLInputElement>('textbox', {
      name: 'Your number (2-digit)',
    });
    expect(number.value).toMatch(/^\d\d$/);
    await userEvent.click(within(region).getByRole('button', { name: 'Small' }));
    expect(within(region).queryByRole('textbox', { name: /Your number/ })).toBeNull();
    await addLine(null, '3');
    expect(lineTexts()).toEqual(['Small3.00Remove']);
  });

  it('places every line with its own key, and sends the same keys again on a retry', async () => {
    let calls = 0;
    const { api } = renderLotteryRoute('/lottery', {
      username: 'alice',
      answers: {
        'POST /lgw/bets': () =>
          ++calls === 1
            ? { code: 'BET_CLOSED', status: 409 }
            : { value: { bets: [{}, {}], balance: '100000', currency: 'MMK' } },
      },
    });
    await addLine('1234', '5');
    await addLine('0007', '1');
    const region = await slip();
    await userEvent.click(within(region).getByRole('button', { name: 'Place bets' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Betting on this draw has closed. Your lines are kept: place them on the next draw.',
    );
    expect(lineTexts()).toHaveLength(2);

    await userEvent.click(within(region).getByRole('button', { name: 'Place bets' }));
    expect(await within(region).findByText('Bets placed: 2. Good luck!')).toBeVisible();
    expect(within(region).queryByRole('list', { name: 'Lines on the slip' })).toBeNull();

    const [first, retry] = api.to('POST', '/lgw/bets').map((r) => r.body as any);
    expect(first).toMatchObject({
      gameId: 1,
      drawId: 11,
      lines: [
        { playType: '4D_BIG', selection: '1234', stake: '500' },
        { playType: '4D_BIG', selection: '0007', stake: '100' },
      ],
    });
    const keys = first.lines.map((l: { clientKey: string }) => l.clientKey);
    expect(new Set(keys).size).toBe(2);
    expect(retry.lines.map((l: { clientKey: string }) => l.clientKey)).toEqual(keys);

    // A new slip gets new keys.
    await addLine('4321', '5');
    await userEvent.click(within(region).getByRole('button', { name: 'Place bets' }));
    await waitFor(() => expect(api.to('POST', '/lgw/bets')).toHaveLength(3));
    const third = api.to('POST', '/lgw/bets')[2]!.body as any;
    expect(keys).not.toContain(third.lines[0].clientKey);
  });

  it.each([
    ['BET_OUT_OF_RANGE', "A stake is outside the play type's limits."],
    ['INSUFFICIENT_FUNDS', 'Your balance is not enough for this slip.'],
    ['VALIDATION_FAILED', 'A line is not valid for this lottery. Check the play type and number.'],
  ])('shows %s in words', async (code, text) => {
    renderLotteryRoute('/lottery', { username: 'alice', answers: { 'POST /lgw/bets': { code } } });
    await addLine('1234', '5');
    const region = await slip();
    await userEvent.click(within(region).getByRole('button', { name: 'Place bets' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(text);
  });

  it('asks a visitor to log in and a trial account for a real one, placing nothing', async () => {
    const visitor = renderLotteryRoute('/lottery');
    await addLine('1234', '5');
    await userEvent.click(within(await slip()).getByRole('button', { name: 'Place bets' }));
    expect(await screen.findByRole('dialog', { name: /log in/i })).toBeVisible();
    expect(visitor.api.to('POST', '/lgw/bets')).toHaveLength(0);
    visitor.unmount();

    const trial = renderLotteryRoute('/lottery', { username: 'demo', accountType: 4 });
    await addLine('1234', '5');
    await userEvent.click(within(await slip()).getByRole('button', { name: 'Place bets' }));
    expect(await screen.findByRole('dialog', { name: 'Real account needed' })).toBeVisible();
    expect(trial.api.to('POST', '/lgw/bets')).toHaveLength(0);
  });

  it('closes the slip once the countdown to the close has passed', async () => {
    const closed = makeLottery({ lockTime: 0, remainTime: 100 });
    renderLotteryRoute('/lottery', {
      username: 'alice',
      answers: lotteryAnswers([{ tag: '4D', gameMenus: [closed] }]),
    });
    await addLine('1234', '5');
    const region = await slip();
    expect(
      within(region).getByText('Betting on this draw has closed. The next draw opens shortly.'),
    ).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Place bets' })).toBeDisabled();
  });
});
