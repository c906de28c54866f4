// The sim's ids must be ids the vendor API takes: the longest game code and client key the sim's
// contracts accept still make a stake, payout and rollback txId and a round id within ZVendorRef.
import { describe, expect, it } from 'vitest';
import { ZGameCode, ZSimClientKey } from '@wps/contracts/games/sim-common';
import { ZVendorRef } from '@wps/contracts/games/vendor-api';
import { betRefOf, rollbackTxOf, roundRefOf, winTxOf } from './sim-refs';

describe('sim refs', () => {
  it('the longest accepted game code and client key make refs the vendor API accepts', () => {
    const gameCode = 'G'.repeat(64);
    const clientKey = 'k'.repeat(30);
    expect(ZGameCode.safeParse(gameCode).success).toBe(true);
    expect(ZSimClientKey.safeParse(clientKey).success).toBe(true);
    // One more character is refused by the contract, before any money moves.
    expect(ZGameCode.safeParse(`${gameCode}G`).success).toBe(false);
    expect(ZSimClientKey.safeParse(`${clientKey}k`).success).toBe(false);

    const betRef = betRefOf(gameCode, clientKey);
    for (const ref of [
      betRef,
      winTxOf(betRef),
      rollbackTxOf(betRef),
      roundRefOf(Number.MAX_SAFE_INTEGER, 2_147_483_647, gameCode),
    ]) {
      expect(ZVendorRef.safeParse(ref).success, ref).toBe(true);
    }
  });
});
