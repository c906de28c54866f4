// How a mission's reward is paid, in the claim's transaction, once per mission, member and
// period (the key): a bonus through the bonus core (grantBonus) with the mission's turnover
// multiple (0 releases it to cash at once), or whole points through the points ledger (the
// site's points account to the member's, kind points_mission, as points earned).
import type { Db } from '../../db/client';
import { openAccount } from '../../ledger/accounts';
import { post } from '../../ledger/post';
import { grantBonus } from '../bonus/bonus.service';

/** How long a mission's bonus stays to be wagered. */
export const MISSION_BONUS_DAYS = 7;

export interface MissionReward {
  memberId: number;
  missionId: number;
  /** The period's first day: one reward per mission, member and period. */
  periodStart: string;
  kind: 'bonus' | 'points';
  /** Minor units of a bonus, or whole points. */
  amount: bigint;
  wageringMultiple: number;
}

export async function payMissionReward(
  tx: Db,
  reward: MissionReward,
): Promise<{ bonusId: number | null }> {
  const key = `mission:${reward.missionId}:${reward.memberId}:${reward.periodStart}`;
  if (reward.kind === 'points') {
    const site = await openAccount(tx, 'points', null);
    const mine = await openAccount(tx, 'player_points', reward.memberId);
    await post(tx, {
      key: `points:${key}`,
      kind: 'points_mission',
      entries: [
        { account: site.id, amount: -reward.amount },
        { account: mine.id, amount: reward.amount },
      ],
      metadata: { remark: 'mission', missionId: reward.missionId },
    });
    return { bonusId: null };
  }
  const { bonusId } = await grantBonus(tx, {
    memberId: reward.memberId,
    amount: reward.amount,
    promotionRef: key,
    wagering: { multiple: reward.wageringMultiple, base: 'bonus' },
    expiresAt: new Date(Date.now() + MISSION_BONUS_DAYS * 86_400_000),
    idempotencyKey: key,
  });
  return { bonusId };
}
