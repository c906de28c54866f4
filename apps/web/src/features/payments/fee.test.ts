import { describe, expect, it } from 'vitest';
import { feeOf, formatBps } from './fee';

describe('fees', () => {
  it('is a fixed part plus basis points of the amount, rounded down', () => {
    expect(feeOf(10_000n, 100n, 150)).toBe(250n);
    expect(feeOf(999n, 0n, 100)).toBe(9n);
    expect(feeOf(10n ** 15n, 0n, 5_000)).toBe(5n * 10n ** 14n);
  });

  it('shows basis points as a percentage', () => {
    expect(formatBps(150)).toBe('1.5%');
    expect(formatBps(200)).toBe('2%');
    expect(formatBps(5)).toBe('0.05%');
    expect(formatBps(0)).toBe('0%');
  });
});
