// The slip's pure rules: exact digit counts, the total, the body lines, and the line cap kept
// equal to the contract's.
import { describe, expect, it } from 'vitest';
import { MAX_SLIP_LINES as contractMax } from '@wps/contracts/lottery/lottery-calls';
import {
  MAX_SLIP_LINES,
  randomSelection,
  selectionProblem,
  slipTotal,
  toBodyLines,
} from './slip-rules';

describe('slip rules', () => {
  it("wants exactly the play type's digits, and nothing for BIG, SMALL, ODD, EVEN", () => {
    const fourD = { digits: 4 };
    expect(selectionProblem(fourD, '1234')).toBeNull();
    expect(selectionProblem(fourD, '0000')).toBeNull();
    expect(selectionProblem(fourD, '123')).toBe('digitsRequired');
    expect(selectionProblem(fourD, '12345')).toBe('digitsRequired');
    expect(selectionProblem(fourD, '')).toBe('digitsRequired');
    expect(selectionProblem(fourD, '12a4')).toBe('digitsOnly');
    expect(selectionProblem({ digits: 0 }, '')).toBeNull();
  });

  it('totals the stakes exactly, past 2^53', () => {
    expect(slipTotal([])).toBe(0n);
    expect(slipTotal([{ stake: 150n }, { stake: 250n }])).toBe(400n);
    expect(slipTotal([{ stake: 2n ** 53n }, { stake: 1n }])).toBe(2n ** 53n + 1n);
  });

  it("sends the stakes as digit strings with each line's key", () => {
    expect(
      toBodyLines([{ clientKey: 'key-00001', playType: 'BIG', selection: '', stake: 500n }]),
    ).toEqual([{ clientKey: 'key-00001', playType: 'BIG', selection: '', stake: '500' }]);
  });

  it('quick-picks the digit count asked', () => {
    expect(randomSelection(4, () => 0.99)).toBe('9999');
    expect(randomSelection(2, () => 0)).toBe('00');
    expect(randomSelection(0)).toBe('');
  });

  it("caps a slip at the contract's line count", () => {
    expect(MAX_SLIP_LINES).toBe(contractMax);
  });
});
