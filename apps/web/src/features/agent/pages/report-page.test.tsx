// The report pages' shared pieces: the range and page (back to page 1 when the range changes, the
// call's fields, the pager's props, the CSV name) and the money column (signed or not).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { pinClock } from '../../../test/clock';
import { siteSettingsClient } from '../../../test/site-settings';
import { siteFormat } from '../../../lib/use-site-format';
import { MAX_REPORT_DAYS, moneyColumn, useReportRange } from './report-page';

beforeEach(() => pinClock());
afterEach(() => vi.useRealTimers());

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={siteSettingsClient()}>{children}</QueryClientProvider>
);

describe('useReportRange', () => {
  it('asks for the range and page, 15 to a page, and goes back to page 1 on a new range', () => {
    const { result } = renderHook(() => useReportRange(), { wrapper });
    const first = result.current.asked;
    expect(first.pageNo).toBe(1);
    expect(first.pageSize).toBe(15);
    expect(result.current.csvName('team')).toBe(`team-${first.startDate}-${first.endDate}`);
    expect(result.current.range.maxDays).toBe(MAX_REPORT_DAYS);

    const paging = result.current.paging(undefined);
    expect(paging.totalPages).toBe(1);
    act(() => result.current.paging(4).onPageChange((n) => n + 2));
    expect(result.current.asked.pageNo).toBe(3);

    act(() => result.current.range.changeRange({ startDate: '2026-01-01', endDate: '2026-01-31' }));
    expect(result.current.asked).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      pageNo: 1,
      pageSize: 15,
    });
  });

  it('keeps the page when a range is too long to ask for', () => {
    const { result } = renderHook(() => useReportRange(), { wrapper });
    act(() => result.current.paging(4).onPageChange(() => 2));
    act(() => result.current.range.changeRange({ startDate: '2025-01-01', endDate: '2026-01-31' }));
    expect(result.current.range.problem).toBe('tooLong');
    expect(result.current.asked.pageNo).toBe(2);
  });
});

describe('moneyColumn', () => {
  const format = siteFormat('UTC', 'Ks');
  const row = { won: '-1250', bet: '300' };

  it('shows the amount and exports it in major units, coloured only when signed', () => {
    const plain = moneyColumn<typeof row>(format, 'bet', 'Bet');
    expect(plain).toMatchObject({ key: 'bet', label: 'Bet', numeric: true });
    expect(plain.cell(row)).toBe(format.amount('300'));
    expect(plain.csv?.(row)).toBe('3.00');
    expect(plain.cellClass).toBeUndefined();

    const signed = moneyColumn<typeof row>(format, 'won', 'Won', { signed: true });
    expect(signed.cellClass?.(row)).toBe('mc-amount--out');
    expect(signed.csv?.(row)).toBe('-12.50');
  });
});
