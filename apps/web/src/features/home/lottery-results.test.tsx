// The home page's lottery results: the popular lotteries' latest results (or next draw) and the
// newest result of each Vietnamese lottery, each linking to its lottery page.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TLotteryItem, TOpenedDraw } from '@wps/contracts/lottery/lottery-common';
import { defaultApi, renderInApp } from '../../test/render-app';
import { setupTestI18n } from '../../test/test-i18n';
import { latestPerLottery, LotteryResults } from './lottery-results';

beforeAll(async () => {
  await setupTestI18n('EN');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function lottery(overrides: Partial<TLotteryItem> = {}): TLotteryItem {
  return {
    gameId: 1,
    gameCode: 'LUCKY4D',
    vendor: 'LUCKY4D',
    gameType: 'LOTT',
    gameMenuTag: '4D',
    remark: 'Lucky 4D',
    prizeMode: 'Lott',
    layout: 'sea4d',
    art: '/images/games/LUCKY4D.svg',
    isHot: true,
    numero: '20261122',
    drawId: 11,
    remainTime: 3600,
    lockTime: 3300,
    drawDayOfWeek: '1,4,7',
    winningTime: '2026-11-22T11:00:00.000Z',
    fewinTime: '2026-11-22 17:30',
    serverSeedHash: 'ab'.repeat(32),
    ...overrides,
  };
}

function draw(overrides: Partial<TOpenedDraw> = {}): TOpenedDraw {
  return {
    drawId: 10,
    gameId: 1,
    gameCode: 'LUCKY4D',
    remark: 'Lucky 4D',
    layout: 'sea4d',
    numero: '20261121',
    state: 'settled',
    drawAt: '2026-11-21T11:00:00.000Z',
    numbers: { first: ['0427'] },
    openNumber: '0427',
    ...overrides,
  };
}

const hcm = (numero: string, openNumber: string) =>
  draw({
    gameId: 7,
    gameCode: 'VN_HCM',
    remark: 'TP.HCM',
    layout: 'vnSouth',
    numero,
    openNumber,
    numbers: { special: [openNumber] },
  });

function renderResults(popular: unknown, vn: unknown) {
  return renderInApp(<LotteryResults />, {
    api: {
      ...defaultApi(),
      '/lgw/games/popular': popular,
      '/lgw/vn/numeros/opened/game': vn,
    },
  });
}

describe('LotteryResults', () => {
  it("lists the popular lotteries' latest results and each Vietnamese lottery's newest", async () => {
    const { fetchMock } = renderResults(
      [
        { game: lottery(), latest: draw() },
        {
          game: lottery({ gameId: 2, gameCode: 'GRAND4D', remark: 'Grand 4D' }),
          latest: draw({ gameId: 2, state: 'cancelled', openNumber: '', numbers: {} }),
        },
        {
          game: lottery({ gameId: 7, gameCode: 'VN_HCM', remark: 'TP.HCM', prizeMode: 'ZY' }),
          latest: null,
        },
      ],
      [
        hcm('20261121', '123456'),
        draw({ gameId: 8, gameCode: 'VN_NORTH', remark: 'Miền Bắc', openNumber: '98765' }),
        hcm('20261116', '654321'),
      ],
    );

    const popular = await screen.findByRole('list', { name: 'Popular lotteries' });
    const links = within(popular).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Lucky 4DDraw 202611210427', '/lottery?gameCode=LUCKY4D'],
      ['Grand 4DDraw 20261121Cancelled', '/lottery?gameCode=GRAND4D'],
      ['TP.HCMNext draw 2026/11/22 17:30', '/vnlottery?gameCode=VN_HCM'],
    ]);

    const vn = screen.getByRole('list', { name: 'Vietnamese lottery results' });
    const vnLinks = within(vn).getAllByRole('link');
    expect(vnLinks.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['TP.HCMDraw 20261121123456', '/vnlottery?gameCode=VN_HCM'],
      ['Miền BắcDraw 2026112198765', '/vnlottery?gameCode=VN_NORTH'],
    ]);

    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked).toContain('/lgw/games/popular?count=20&device=WEB&language=EN');
    expect(asked).toContain('/lgw/vn/numeros/opened/game?count=100&language=EN');
  });

  it('says results come after the first draws when there are none', async () => {
    renderResults([], []);
    expect(
      await screen.findByText('Lottery results will appear here after the first draws.'),
    ).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('keeps the first (newest) draw of each lottery', () => {
    const newest = hcm('20261121', '1');
    expect(latestPerLottery([newest, draw(), hcm('20261116', '2')])).toEqual([newest, draw()]);
  });
});
