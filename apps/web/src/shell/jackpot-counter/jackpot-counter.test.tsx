import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { mockApi } from '../../test/mock-api';
import { setupTestI18n } from '../../test/test-i18n';
import { formatMoney } from '../../lib/format';
import {
  jackpotFromPool,
  jackpotBaseMinor,
  jackpotCycleTicks,
  jackpotMinorUnitsAt,
  jackpotStepMinor,
  jackpotTickMs,
} from './jackpot';
import { JackpotCounter } from './jackpot-counter';

const epoch = Date.UTC(2026, 0, 1);

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** The figure as read out: the symbol and the formatted amount. */
function spokenAmount(container: HTMLElement) {
  return container.querySelector('.jackpot-counter__sr')?.textContent;
}

/** The figure as drawn: each digit window's value, separators as they are. */
function drawnAmount(container: HTMLElement) {
  const display = container.querySelector('.jackpot-counter__display')!;
  return [...display.children]
    .slice(1)
    .map((el) =>
      el.classList.contains('jackpot-counter__digit')
        ? el.getAttribute('data-digit')
        : el.textContent,
    )
    .join('');
}

/** The counter under a query client; without a pool answer it shows the time-derived figure. */
function renderCounter(currencySymbol: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 } } });
  return render(
    <QueryClientProvider client={client}>
      <JackpotCounter currencySymbol={currencySymbol} />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await setupTestI18n('EN');
});

beforeEach(() => {
  vi.useFakeTimers();
  // No pool answer unless a test gives one.
  mockApi({});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('jackpotMinorUnitsAt', () => {
  it('steps by 165.11 every 3000 ms', () => {
    expect(jackpotTickMs).toBe(3000);
    expect(jackpotStepMinor).toBe(16_511);
    const t = epoch + 123 * 3000;
    expect(jackpotMinorUnitsAt(t)).toBe(jackpotBaseMinor + 123 * 16_511);
    expect(jackpotMinorUnitsAt(t + 2999)).toBe(jackpotMinorUnitsAt(t));
    expect(jackpotMinorUnitsAt(t + 3000) - jackpotMinorUnitsAt(t)).toBe(16_511);
  });

  it('depends on the time alone, so two visitors see the same figure', () => {
    const t = Date.UTC(2026, 5, 15, 10, 30, 0);
    expect(jackpotMinorUnitsAt(t)).toBe(jackpotMinorUnitsAt(t));
    expect(jackpotMinorUnitsAt(t)).toBeGreaterThan(jackpotBaseMinor);
  });

  it('starts over each week and stays a whole number of minor units', () => {
    const lastOfCycle = epoch + (jackpotCycleTicks - 1) * 3000;
    expect(jackpotMinorUnitsAt(lastOfCycle)).toBe(
      jackpotBaseMinor + (jackpotCycleTicks - 1) * 16_511,
    );
    expect(jackpotMinorUnitsAt(lastOfCycle + 3000)).toBe(jackpotBaseMinor);
    expect(jackpotMinorUnitsAt(epoch - 3000)).toBe(
      jackpotBaseMinor + (jackpotCycleTicks - 1) * 16_511,
    );
    expect(Number.isSafeInteger(jackpotMinorUnitsAt(lastOfCycle))).toBe(true);
  });
});

describe('JackpotCounter', () => {
  it('starts from the time-derived figure with the currency symbol', () => {
    vi.setSystemTime(epoch + 1000 * 3000 + 1234);
    const { container } = renderCounter('P');
    expect(screen.getByRole('region', { name: 'Jackpot' })).toBeInTheDocument();
    const expected = formatMoney(jackpotBaseMinor + 1000 * 16_511);
    expect(expected).toBe('9,053,998.88');
    expect(spokenAmount(container)).toBe(`P ${expected}`);
    expect(drawnAmount(container)).toBe(expected);
    expect(container.querySelector('.jackpot-counter__symbol')).toHaveTextContent('P');
  });

  it('grows by 165.11 every 3000 ms', () => {
    vi.setSystemTime(epoch + 10 * 3000 + 500);
    const { container } = renderCounter('Ks');
    expect(spokenAmount(container)).toBe('Ks 8,890,539.98');
    wait(2999);
    expect(spokenAmount(container)).toBe('Ks 8,890,539.98');
    wait(1);
    expect(spokenAmount(container)).toBe('Ks 8,890,705.09');
    wait(3000);
    expect(spokenAmount(container)).toBe('Ks 8,890,870.20');
  });

  it('shows the exact sum after many ticks, with no float drift', () => {
    vi.setSystemTime(epoch);
    const { container } = renderCounter('P');
    wait(3000 * 10_000);
    expect(spokenAmount(container)).toBe(`P ${formatMoney(888_888_888 + 10_000 * 16_511)}`);
    expect(spokenAmount(container)).toBe('P 10,539,988.88');
  });

  it('draws one rolling digit per digit and keeps separators still', () => {
    vi.setSystemTime(epoch + 3000);
    const { container } = renderCounter('P');
    // 8,889,053.99
    const digitWindows = container.querySelectorAll('.jackpot-counter__digit');
    const separators = container.querySelectorAll('.jackpot-counter__separator');
    expect(digitWindows).toHaveLength(9);
    expect([...separators].map((s) => s.textContent)).toEqual([',', ',', '.']);
    for (const digit of digitWindows) {
      const value = Number(digit.getAttribute('data-digit'));
      const strip = digit.querySelector('.jackpot-counter__strip') as HTMLElement;
      expect(strip.children).toHaveLength(10);
      expect(strip.style.transform).toBe(`translateY(${-value * 10}%)`);
    }
    expect(container.querySelector('.jackpot-counter__display')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it('keeps each digit window in place as the figure grows, so only changed ones roll', () => {
    vi.setSystemTime(epoch);
    const { container } = renderCounter('P');
    const before = [...container.querySelectorAll('.jackpot-counter__digit')];
    wait(3000);
    const after = [...container.querySelectorAll('.jackpot-counter__digit')];
    expect(after).toHaveLength(before.length);
    after.forEach((el, i) => expect(el).toBe(before[i]));
  });

  it('stops its timer when removed', () => {
    vi.setSystemTime(epoch);
    const { unmount } = renderCounter('P');
    const clearInterval = vi.spyOn(window, 'clearInterval');
    unmount();
    expect(clearInterval).toHaveBeenCalledTimes(1);
  });

  it('grows from the jackpot pool once VIS_getJackpot answers, by 165.11 a tick of the cycle', async () => {
    vi.setSystemTime(epoch + 10 * 3000);
    mockApi({
      'GET /wps/relay/VIS_getJackpot': { value: { amount: '1234500', currency: 'MMK' } },
    });
    const { container } = renderCounter('Ks');
    // 12,345.00 + 10 ticks of 165.11.
    await act(async () => {
      await vi.waitFor(() => expect(spokenAmount(container)).toBe('Ks 13,996.10'));
    });
    wait(3000 * 2);
    expect(spokenAmount(container)).toBe('Ks 14,326.32');
  });

  it('shows two visitors loading at different times the same figure at the same moment', async () => {
    mockApi({
      'GET /wps/relay/VIS_getJackpot': { value: { amount: '500000000', currency: 'MMK' } },
    });
    const nine = Date.UTC(2026, 5, 15, 9, 0, 0);
    const ten = Date.UTC(2026, 5, 15, 10, 0, 0);
    const figureAt = (t: number) => `P ${formatMoney(jackpotFromPool(500_000_000n, t))}`;
    // The first visitor comes at nine and watches it grow for an hour.
    vi.setSystemTime(nine);
    const early = renderCounter('P');
    await act(async () => {
      await vi.waitFor(() => expect(spokenAmount(early.container)).toBe(figureAt(nine)));
    });
    wait(ten - nine);
    expect(spokenAmount(early.container)).toBe(figureAt(ten));
    // The second loads at ten and sees what the first sees, not the pool's 5,000,000.00.
    const late = renderCounter('P');
    await act(async () => {
      await vi.waitFor(() => expect(spokenAmount(late.container)).toBe(figureAt(ten)));
    });
    expect(spokenAmount(late.container)).toBe(spokenAmount(early.container));
    expect(figureAt(ten)).not.toBe('P 5,000,000.00');
    // It grew over the hour: 1200 ticks of 165.11.
    expect(jackpotFromPool(500_000_000n, ten) - jackpotFromPool(500_000_000n, nine)).toBe(
      1200n * 16_511n,
    );
  });
});

describe('jackpotFromPool', () => {
  it('is the pool plus one step per tick of the clock in the current cycle', () => {
    expect(jackpotFromPool(100n, epoch)).toBe(100n);
    expect(jackpotFromPool(100n, epoch + 2_999)).toBe(100n);
    expect(jackpotFromPool(100n, epoch + 3_000)).toBe(100n + 16_511n);
    expect(jackpotFromPool(100n, epoch + 6_500)).toBe(100n + 2n * 16_511n);
    // Starts over with the cycle, like the time-derived figure.
    expect(jackpotFromPool(100n, epoch + jackpotCycleTicks * 3000)).toBe(100n);
    expect(jackpotFromPool(10n ** 15n, epoch + 3000 * 100_000)).toBe(10n ** 15n + 1_651_100_000n);
  });

  it('gives the same figure for the same pool and moment, whoever asks', () => {
    const t = Date.UTC(2026, 5, 15, 10, 30, 0);
    expect(jackpotFromPool(500_000_000n, t)).toBe(jackpotFromPool(500_000_000n, t));
    expect(jackpotFromPool(500_000_000n, t + 3000)).toBeGreaterThan(
      jackpotFromPool(500_000_000n, t),
    );
  });
});
