// A member's phone bar (issue 16): the balance (with refresh and hide), Deposit and the member
// centre stay in sight at 390 px, under the bar, instead of only inside the drawer; withdraw,
// the password change and sign-out stay in the drawer.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon/icon';
import { useMemberPanelProps } from './logged-in-panel';
import { AvatarEditBadge, BalanceReadout, RewardBadge } from './member-panel';

export function PhoneMemberBar() {
  const { t } = useTranslation();
  const props = useMemberPanelProps();
  const rewardBadgeId = useId();
  return (
    <div className="phone-member-bar">
      <BalanceReadout
        balance={props.balance}
        bonus={props.bonus}
        onOpenBonus={props.onOpenBonus}
        inGames={props.inGames}
        onOpenGameWallets={props.onOpenGameWallets}
        currencySymbol={props.currencySymbol}
        isRefreshing={props.isRefreshingBalance}
        onRefresh={props.onRefreshBalance}
        isPlayMoney={props.isPlayMoney}
      />
      {props.memberCentreEnabled && (
        <div className="phone-member-bar__actions">
          <button
            type="button"
            className="button button--small button--accent"
            onClick={props.onDeposit}
          >
            <Icon name="deposit" size={16} />
            {t('shell.member.deposit')}
          </button>
          <span className="avatar-slot">
            <button
              type="button"
              className="phone-member-bar__centre"
              aria-label={t('shell.member.memberCentre')}
              aria-describedby={(props.rewardCount ?? 0) > 0 ? rewardBadgeId : undefined}
              onClick={props.onOpenMemberCentre}
            >
              <img
                src={props.avatarUrl ?? '/images/avatar-default.svg'}
                alt=""
                width={32}
                height={32}
              />
              <RewardBadge id={rewardBadgeId} count={props.rewardCount} />
            </button>
            {props.onChangeAvatar ? <AvatarEditBadge onClick={props.onChangeAvatar} /> : null}
          </span>
        </div>
      )}
    </div>
  );
}
