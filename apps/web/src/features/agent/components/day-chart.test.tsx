// The hand-drawn day chart: one bar per day scaled to the largest, a loss below the zero line, a
// title per bar and the chart named by its caption.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { DayChart } from './day-chart';

describe('the day chart', () => {
  it('draws a bar per day, the largest full height, losses below zero', () => {
    const { container } = render(
      <DayChart
        title="Profit and loss"
        total="50.00"
        points={[
          { day: '2026-11-01', value: 10_000, label: '100.00' },
          { day: '2026-11-02', value: -5_000, label: '-50.00' },
          { day: '2026-11-03', value: 0, label: '0.00' },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Profit and loss: 50.00' })).toBeInTheDocument();
    const bars = [...container.querySelectorAll('rect')];
    expect(bars).toHaveLength(3);
    const [gain, loss, nothing] = bars.map((bar) => ({
      y: Number(bar.getAttribute('y')),
      height: Number(bar.getAttribute('height')),
      isLoss: bar.classList.contains('day-chart__bar--loss'),
      title: bar.querySelector('title')?.textContent,
    }));
    // 140 high: the zero line at 2/3 of it, the gain above, the loss below.
    expect(gain).toMatchObject({ y: 0, isLoss: false, title: '2026-11-01: 100.00' });
    expect(gain!.height).toBeCloseTo(93.33, 1);
    expect(loss).toMatchObject({ isLoss: true, title: '2026-11-02: -50.00' });
    expect(loss!.y).toBeCloseTo(93.33, 1);
    expect(loss!.height).toBeCloseTo(46.67, 1);
    expect(nothing!.height).toBe(0);
    expect(screen.getByText('2026-11-01')).toBeInTheDocument();
    expect(screen.getByText('2026-11-03')).toBeInTheDocument();
  });

  it('draws an empty range without failing', () => {
    const { container } = render(<DayChart title="Deposits" total="0.00" points={[]} />);
    expect(container.querySelectorAll('rect')).toHaveLength(0);
  });
});
