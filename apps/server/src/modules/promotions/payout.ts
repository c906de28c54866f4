// The one place a promotion pays (issue 18): every reward goes through payReward, in the claim's
// transaction. A reward with a wagering requirement goes to the bonus wallet; one without
// (rebates, by decision) straight to cash.
//
// SWITCH POINT for the bonus core (branch i18-bonus, grantBonus): until it is merged, a bonus is
// a plain ledger credit of player_bonus from the house (kind promotion_bonus) with no wagering
// tracked; once grantBonus exists, the `bonus` branch below calls it with the same key, amount,
// wagering and expiry, and nothing else in this module changes.
import type { Db } from '../../db/client';
import { openAccount } from '../../ledger/accounts';
import { post } from '../../ledger/post';

export interface RewardInput {
  memberId: number;
  /** Minor units, > 0. */
  amount: bigint;
  /** The ledger idempotency key: one per claim (promo:<promotionId>:<memberId>:<period>). */
  key: string;
  promotionId: number;
  claimId: number;
  /** Turnover needed = multiple x (bonus, or bonus plus deposit); 0 pays cash. */
  wageringMultiple: number;
  /** The deposit a deposit bonus counts with (wageringBase bonusPlusDeposit). */
  wageringBaseExtra?: bigint;
}

export const PROMOTION_BONUS_KIND = 'promotion_bonus';
export const PROMOTION_CASH_KIND = 'promotion_cash';
/** Rebates (cash, no wagering): the job pays them in bulk with postMany under this kind. */
export const PROMOTION_REBATE_KIND = 'promotion_rebate';

/** Pays the reward; returns the ledger transaction id. Replays of the key move nothing. */
export async function payReward(tx: Db, input: RewardInput): Promise<number> {
  const house = await openAccount(tx, 'house', null);
  const toBonus = input.wageringMultiple > 0;
  const wallet = await openAccount(tx, toBonus ? 'player_bonus' : 'player_cash', input.memberId);
  const posted = await post(tx, {
    key: input.key,
    kind: toBonus ? PROMOTION_BONUS_KIND : PROMOTION_CASH_KIND,
    entries: [
      { account: house.id, amount: -input.amount },
      { account: wallet.id, amount: input.amount },
    ],
    metadata: {
      promotionId: input.promotionId,
      claimId: input.claimId,
      wageringMultiple: input.wageringMultiple,
      wageringBaseExtra: (input.wageringBaseExtra ?? 0n).toString(),
    },
  });
  return posted.transactionId;
}
