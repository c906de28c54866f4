// The one place a promotion pays (issue 18): every reward goes through payReward, in the claim's
// transaction. A reward with a wagering requirement goes to the bonus wallet; one without
// (rebates, by decision) straight to cash.
//
// A bonus is granted through the bonus core (modules/bonus grantBonus): its wagering, maximum
// bet and expiry are tracked there, and it is released to cash or forfeited by its rules.
import type { TPromotionRules } from '@wps/contracts/promotions/fields';
import type { Db } from '../../db/client';
import { openAccount } from '../../ledger/accounts';
import { post } from '../../ledger/post';
import { grantBonus } from '../bonus/bonus.service';

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
  /** The promotion's rules: a bonus keeps their maximum bet and contribution weights. */
  rules?: TPromotionRules;
}

export const PROMOTION_CASH_KIND = 'promotion_cash';
/** Rebates (cash, no wagering): the job pays them in bulk with postMany under this kind. */
export const PROMOTION_REBATE_KIND = 'promotion_rebate';

/** How long a promotion's bonus stays to be wagered before it is forfeited. */
export const BONUS_DAYS = 30;

/**
 * Pays the reward: cash (a ledger post; answers its transaction id) or a bonus (grantBonus;
 * answers null: the bonus row holds its money). Replays of the key move nothing.
 */
export async function payReward(tx: Db, input: RewardInput): Promise<number | null> {
  if (input.wageringMultiple > 0) {
    const extra = input.wageringBaseExtra ?? 0n;
    await grantBonus(tx, {
      memberId: input.memberId,
      amount: input.amount,
      promotionRef: `promotion:${input.promotionId}:claim:${input.claimId}`,
      wagering: {
        multiple: input.wageringMultiple,
        base: extra > 0n ? 'bonus_plus_deposit' : 'bonus',
        ...(extra > 0n ? { depositAmount: extra } : {}),
      },
      ...bonusTermsOf(input.rules),
      expiresAt: new Date(Date.now() + BONUS_DAYS * 86_400_000),
      idempotencyKey: input.key,
    });
    return null;
  }
  const house = await openAccount(tx, 'house', null);
  const wallet = await openAccount(tx, 'player_cash', input.memberId);
  const posted = await post(tx, {
    key: input.key,
    kind: PROMOTION_CASH_KIND,
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

/** The maximum bet and weights an operator set on the rules of a type that pays a bonus. */
function bonusTermsOf(rules: TPromotionRules | undefined) {
  if (!rules || !('maxBet' in rules || 'weights' in rules)) return {};
  return {
    maxBet: rules.maxBet === undefined ? null : BigInt(rules.maxBet),
    weights: rules.weights ?? {},
  };
}
