// A built-in game's bet limits: its minimum bet (at least 1) up to HOUSE_MAX_BET_MULTIPLE times
// that (the slot's total bet, a fish shot; PvP rooms carry their own).
import { HOUSE_MAX_BET_MULTIPLE } from '@wps/contracts/games/house-common';
import { AppError } from '../../../errors';
import type { HouseGame } from './play';

export function betLimits(game: Pick<HouseGame, 'minBet'>): { min: bigint; max: bigint } {
  const min = game.minBet > 0n ? game.minBet : 1n;
  return { min, max: min * BigInt(HOUSE_MAX_BET_MULTIPLE) };
}

/** BET_OUT_OF_RANGE unless min <= amount <= max. */
export function checkBetRange(amount: bigint, limits: { min: bigint; max: bigint }): void {
  if (amount < limits.min || amount > limits.max) {
    throw new AppError(
      'BET_OUT_OF_RANGE',
      `The bet must be ${limits.min} to ${limits.max}.`,
      'body.stake',
    );
  }
}
