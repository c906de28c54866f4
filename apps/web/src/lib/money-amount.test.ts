import { describe, expect, it } from 'vitest';
import { checkAmount, formatMinor, minorToInput, parseMajorAmount } from './money-amount';

const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key;

describe('parseMajorAmount', () => {
  it.each([
    ['12.50', 1250n],
    ['12.5', 1250n],
    ['12', 1200n],
    ['0.01', 1n],
    ['.5', 50n],
    ['7.', 700n],
    ['1,250.05', 125005n],
    [' 300 ', 30000n],
    ['0012', 1200n],
    ['10000000000000', 10n ** 15n],
  ])('reads %j as %s minor units', (text, minor) => {
    expect(parseMajorAmount(text)).toEqual({ ok: true, minor });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['.', 'format'],
    ['-5', 'format'],
    ['1e3', 'format'],
    ['12.3.4', 'format'],
    ['abc', 'format'],
    ['12.345', 'decimals'],
    ['0', 'zero'],
    ['0.00', 'zero'],
    ['10000000000000.01', 'tooLarge'],
    ['99999999999999999999', 'tooLarge'],
  ])('refuses %j (%s)', (text, problem) => {
    expect(parseMajorAmount(text)).toEqual({ ok: false, problem });
  });

  it('keeps every digit of a long amount (a float would round it)', () => {
    expect(parseMajorAmount('9999999999999.99')).toEqual({ ok: true, minor: 999999999999999n });
  });
});

describe('display', () => {
  it('formats minor units with two decimals and thousands separators', () => {
    expect(formatMinor('123456789')).toBe('1,234,567.89');
    expect(formatMinor(5n)).toBe('0.05');
  });

  it('turns minor units back into an input value', () => {
    expect(minorToInput(125000n)).toBe('1250');
    expect(minorToInput(125005n)).toBe('1250.05');
    expect(minorToInput(125050n)).toBe('1250.50');
  });
});

describe('checkAmount', () => {
  it('gives the minor units of an amount inside the range', () => {
    expect(checkAmount('10.5', t, { min: 1000n, max: 2000n })).toEqual({
      minor: 1050n,
      error: null,
    });
    expect(checkAmount('10', t, { min: 1000n, max: 2000n })).toEqual({ minor: 1000n, error: null });
  });

  it('names the problem of a bad or out-of-range amount', () => {
    expect(checkAmount('1.234', t)).toEqual({
      minor: null,
      error: 'money.amount.problem.decimals',
    });
    expect(checkAmount('9.99', t, { min: 1000n, max: 2000n })).toEqual({
      minor: null,
      error: 'money.amount.outOfRange {"min":"10.00","max":"20.00"}',
    });
    expect(checkAmount('20.01', t, { min: 1000n, max: 2000n }).minor).toBeNull();
    expect(checkAmount('0.5', t, { min: 100n })).toEqual({
      minor: null,
      error: 'money.amount.atLeast {"min":"1.00","max":"10,000,000,000,000.00"}',
    });
  });
});
