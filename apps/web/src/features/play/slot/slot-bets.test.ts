import { describe, expect, it } from 'vitest';
import { stakeLadder } from '../components/stake-select';
import { keepStake, lineChoices, stakeChoices } from './slot-bets';

describe('slot bet choices', () => {
  it('offers stakes per line whose total bet is within the limits', () => {
    expect(stakeChoices(20n, 1000n, 20)).toEqual([1n, 2n, 5n, 10n, 20n, 50n]);
    expect(stakeChoices(20n, 1000n, 1)).toEqual([20n, 50n, 100n, 200n, 500n, 1000n]);
  });

  it('offers nothing (and ends) before the game is known', () => {
    expect(stakeChoices(1n, 1000n, 0)).toEqual([]);
    expect(stakeChoices(1n, 0n, 20)).toEqual([]);
    expect(stakeLadder(1n, 0n)).toEqual([]);
  });

  it('keeps the stake when allowed, else the nearest below', () => {
    expect(keepStake(5n, [1n, 2n, 5n])).toBe(5n);
    expect(keepStake(10n, [1n, 2n, 5n])).toBe(5n);
    expect(keepStake(1n, [2n, 5n])).toBe(2n);
    expect(keepStake(null, [2n, 5n])).toBe(2n);
    expect(keepStake(3n, [])).toBeNull();
  });

  it('offers line counts up to the game paylines', () => {
    expect(lineChoices(20)).toEqual([1, 5, 9, 10, 15, 20]);
    expect(lineChoices(9)).toEqual([1, 5, 9]);
  });
});
