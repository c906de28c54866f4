// A member's phone bar (issue 16): the balance (with refresh and hide), Deposit and the member
// centre stay in sight at 390 px, under the bar, instead of only inside the drawer; withdraw,
// the password change and sign-out stay in the drawer.
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon/icon';
import { useMemberPanelProps } from './logged-in-panel';
import { BalanceReadout } from './member-panel';

export function PhoneMemberBar() {
  const { t } = useTranslation();
  const props = useMemberPanelProps();
  return (
    <div className="phone-member-bar">
      <BalanceReadout
        balance={props.balance}
        inGames={props.inGames}
        onOpenGameWallets={props.onOpenGameWallets}
        currencySymbol={props.currencySymbol}
        isRefreshing={props.isRefreshingBalance}
        onRefresh={props.onRefreshBalance}
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
            onClick={props.onOpenMemberCentre}
          >
            <img
              src={props.avatarUrl ?? '/images/avatar-default.svg'}
              alt=""
              width={32}
              height={32}
            />
          </button>
        </div>
      )}
    </div>
  );
}
