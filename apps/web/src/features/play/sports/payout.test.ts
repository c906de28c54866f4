import { describe, expect, it } from 'vitest';
import { formatOdds, potentialPayout } from './payout';

describe('bet slip payout', () => {
  it('multiplies the stake by the odds in integer minor units', () => {
    expect(potentialPayout(1000n, 1850)).toBe(1850n);
    expect(potentialPayout(333n, 1850)).toBe(616n); // 616.05 rounded down
    expect(potentialPayout(10n ** 15n, 3400)).toBe(34n * 10n ** 14n); // past 2^53
  });

  it('rounds down like the vendor settles', () => {
    // 0.07 * 1.005 = 0.07035: a float sum would be 7.034999... cents.
    expect(potentialPayout(7n, 1005)).toBe(7n);
    expect(potentialPayout(1999n, 1001)).toBe(2000n);
  });

  it('refuses odds that are not whole thousandths', () => {
    expect(() => potentialPayout(100n, 1.5)).toThrow(RangeError);
    expect(() => potentialPayout(100n, -1)).toThrow(RangeError);
  });

  it('shows odds as decimals', () => {
    expect(formatOdds(1850)).toBe('1.85');
    expect(formatOdds(2000)).toBe('2.00');
    expect(formatOdds(1125)).toBe('1.125');
    expect(formatOdds(950)).toBe('0.95');
  });
});
