// A member's phone bar (issue 16): the balance (with refresh and hide), Deposit and the member
// centre stay in sight at 390 px, under the bar, instead of only inside the drawer; withdraw,
// the password change and sign-out stay in the drawer. The avatar opens the avatar picker
// (issue 21), so the member centre has its own button beside it.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon/icon';
import { useMemberPanelProps } from './logged-in-panel';
import { AvatarButton, BalanceReadout, RewardBadge } from './member-panel';

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
          <button
            type="button"
            className="phone-member-bar__centre"
            aria-label={t('shell.member.memberCentre')}
            aria-describedby={(props.rewardCount ?? 0) > 0 ? rewardBadgeId : undefined}
            onClick={props.onOpenMemberCentre}
          >
            <Icon name="user" size={20} />
            <RewardBadge id={rewardBadgeId} count={props.rewardCount} />
          </button>
          <AvatarButton
            avatarUrl={props.avatarUrl}
            className="phone-member-bar__centre"
            onChangeAvatar={props.onChangeAvatar}
          />
        </div>
      )}
    </div>
  );
}
