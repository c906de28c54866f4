import { describe, expect, it } from 'vitest';
import { minorOfText } from './components/amount-input';
import { siteFormat } from '../../lib/use-site-format';
import { formatBps } from './money-format';

describe('console money text', () => {
  it('reads typed major units as minor-unit strings without floating point', () => {
    expect(minorOfText('1,000.50')).toBe('100050');
    expect(minorOfText('0.07')).toBe('7');
    expect(minorOfText('12.3')).toBe('1230');
    // Float arithmetic gets these wrong (0.29 * 100 is 28.999999999999996).
    expect(minorOfText('0.29')).toBe('29');
    expect(minorOfText('1.1')).toBe('110');
    expect(minorOfText('9,999,999,999,999.99')).toBe('999999999999999');
    expect(minorOfText('10000000000000.01')).toBe('');
    expect(minorOfText('1.005')).toBe('');
    expect(minorOfText('abc')).toBe('');
    expect(minorOfText('')).toBe('');
  });

  it('takes 0 only where a zero is allowed (a fee)', () => {
    expect(minorOfText('0')).toBe('');
    expect(minorOfText('0', { allowZero: true })).toBe('0');
    expect(minorOfText('0.00', { allowZero: true })).toBe('0');
  });

  it("shows amounts with the site's currency label and basis points as a percentage", () => {
    // The console writes amounts as players see them: the whitelabel's label, integer maths.
    const { money } = siteFormat('Asia/Yangon', 'Ks');
    expect(money('9007199254740993')).toBe('Ks 90,071,992,547,409.93');
    expect(money('5')).toBe('Ks 0.05');
    expect(formatBps(0)).toBe('0 %');
    expect(formatBps(150)).toBe('1.5 %');
    expect(formatBps(5)).toBe('0.05 %');
    expect(formatBps(10_000)).toBe('100 %');
  });
});
