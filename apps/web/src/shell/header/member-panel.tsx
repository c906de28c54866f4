// The logged-in panel of the header (spec 2): deposit, withdraw and member-centre buttons when
// the member centre is enabled, avatar, nickname, balance with refresh and a '***' hide toggle,
// and sign-out behind a confirm prompt. It only shows data it is given: the accounts issue
// feeds it member info and the balance. In the desktop bar the member centre, the password
// change and sign-out sit in the account menu the nickname opens (the bar must fit 1024 px in
// Burmese); in the phone drawer's stack every action is a button of its own.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon/icon';
import { Modal } from '../../components/modal/modal';
import { formatMoney } from '../../lib/format';
import { AccountMenu, type AccountMenuItem } from './account-menu';
import { GameWalletNote } from './game-wallet-note';

export interface MemberPanelProps {
  /** Null while member info loads. */
  nickname: string | null;
  avatarUrl: string | null;
  /** In minor units; null until fetched (shown as 'updating', spec 4). */
  balance: bigint | number | null;
  /** Minor units the member's game wallets hold (own-wallet vendors); null until fetched. */
  inGames?: bigint | null;
  /** Opens where game-wallet money is moved back (the member centre's transfer page). */
  onOpenGameWallets?: () => void;
  currencySymbol: string;
  memberCentreEnabled: boolean;
  isRefreshingBalance: boolean;
  onRefreshBalance: () => void;
  onOpenMemberCentre: () => void;
  /** Set for an agent (account types 1, 2, 41, 42): opens the agent centre (/agentHome). */
  onOpenAgentCentre?: (() => void) | undefined;
  onDeposit: () => void;
  onWithdraw: () => void;
  /** Opens the change-password modal (until the member centre's security page exists). */
  onChangePassword: () => void;
  /** Called once the member has confirmed. */
  onSignOut: () => void;
  /** 'bar' in the desktop top bar, 'stack' in the mobile drawer. */
  layout?: 'bar' | 'stack';
  /** In the bar: more for the account menu (the narrow bar's affiliate link and language). */
  menuExtra?: ReactNode;
}

/**
 * The balance with its refresh click and the '***' hide toggle (spec 2), and under it what game
 * wallets hold, when they hold anything (hidden with the balance).
 */
export function BalanceReadout(props: {
  balance: bigint | number | null;
  inGames?: bigint | null | undefined;
  onOpenGameWallets?: (() => void) | undefined;
  currencySymbol: string;
  isRefreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const [isHidden, setIsHidden] = useState(false);
  let text: string;
  if (isHidden) text = '***';
  else if (props.balance === null) text = t('shell.member.updating');
  else text = formatMoney(props.balance, props.currencySymbol);
  return (
    <div className="member-panel__money">
      <div className="member-panel__balance">
        <span className="visually-hidden">{t('shell.member.balance')}</span>
        <output className="member-panel__amount" aria-live="polite">
          {text}
        </output>
        <button
          type="button"
          className="icon-button member-panel__icon"
          aria-label={t('shell.member.refreshBalance')}
          disabled={props.isRefreshing}
          onClick={props.onRefresh}
        >
          <Icon name="refresh" size={18} />
        </button>
        <button
          type="button"
          className="icon-button member-panel__icon"
          aria-label={t('shell.member.hideBalance')}
          aria-pressed={isHidden}
          onClick={() => setIsHidden((hidden) => !hidden)}
        >
          <Icon name={isHidden ? 'eyeOff' : 'eye'} size={18} />
        </button>
      </div>
      <GameWalletNote
        inGames={props.inGames ?? null}
        currencySymbol={props.currencySymbol}
        isHidden={isHidden}
        onOpen={props.onOpenGameWallets}
      />
    </div>
  );
}

export function MemberPanel(props: MemberPanelProps) {
  const { t } = useTranslation();
  const [isConfirmingSignOut, setIsConfirmingSignOut] = useState(false);
  const { balance, currencySymbol, memberCentreEnabled } = props;

  const avatar = (
    <img
      className="member-panel__avatar"
      src={props.avatarUrl ?? '/images/avatar-default.svg'}
      alt=""
      width={32}
      height={32}
    />
  );

  const isBar = (props.layout ?? 'bar') === 'bar';
  const nickname = (
    <span className="member-panel__nickname" title={props.nickname ?? undefined}>
      {props.nickname ?? '…'}
    </span>
  );
  const menuItems: AccountMenuItem[] = [
    ...(memberCentreEnabled
      ? [
          {
            key: 'memberCentre',
            label: t('shell.member.memberCentre'),
            icon: 'user' as const,
            onSelect: props.onOpenMemberCentre,
          },
        ]
      : []),
    ...(props.onOpenAgentCentre
      ? [
          {
            key: 'agentCentre',
            label: t('shell.member.agentCentre'),
            icon: 'users' as const,
            onSelect: props.onOpenAgentCentre,
          },
        ]
      : []),
    {
      key: 'changePassword',
      label: t('shell.member.changePassword'),
      icon: 'lock',
      onSelect: props.onChangePassword,
    },
    {
      key: 'signOut',
      label: t('shell.member.signOut'),
      icon: 'logout',
      onSelect: () => setIsConfirmingSignOut(true),
    },
  ];

  return (
    <div className={`member-panel member-panel--${isBar ? 'bar' : 'stack'}`}>
      <div className="member-panel__who">
        {memberCentreEnabled ? (
          <button
            type="button"
            className="member-panel__avatar-button"
            aria-label={t('shell.member.openProfile')}
            onClick={props.onOpenMemberCentre}
          >
            {avatar}
          </button>
        ) : (
          avatar
        )}
        {isBar ? (
          <AccountMenu
            items={menuItems}
            extra={props.menuExtra}
            trigger={
              <>
                {nickname} <span className="visually-hidden">{t('shell.member.accountMenu')}</span>
              </>
            }
          />
        ) : (
          nickname
        )}
      </div>

      <BalanceReadout
        balance={balance}
        inGames={props.inGames}
        onOpenGameWallets={props.onOpenGameWallets}
        currencySymbol={currencySymbol}
        isRefreshing={props.isRefreshingBalance}
        onRefresh={props.onRefreshBalance}
      />

      {memberCentreEnabled && (
        <div className="member-panel__actions">
          <button
            type="button"
            className="button button--small button--accent"
            onClick={props.onDeposit}
          >
            <Icon name="deposit" size={16} className="member-panel__action-icon" />
            {t('shell.member.deposit')}
          </button>
          <button type="button" className="button button--small" onClick={props.onWithdraw}>
            <Icon name="withdraw" size={16} className="member-panel__action-icon" />
            {t('shell.member.withdraw')}
          </button>
          {!isBar && (
            <button
              type="button"
              className="button button--small"
              onClick={props.onOpenMemberCentre}
            >
              <Icon name="user" size={16} />
              {t('shell.member.memberCentre')}
            </button>
          )}
        </div>
      )}

      {!isBar && (
        <div className="member-panel__account">
          {props.onOpenAgentCentre && (
            <button
              type="button"
              className="button button--small"
              onClick={props.onOpenAgentCentre}
            >
              <Icon name="users" size={16} />
              {t('shell.member.agentCentre')}
            </button>
          )}
          <button type="button" className="button button--small" onClick={props.onChangePassword}>
            <Icon name="lock" size={16} />
            {t('shell.member.changePassword')}
          </button>
          <button
            type="button"
            className="button button--small button--ghost member-panel__signout"
            onClick={() => setIsConfirmingSignOut(true)}
          >
            <Icon name="logout" size={16} />
            {t('shell.member.signOut')}
          </button>
        </div>
      )}

      <Modal
        open={isConfirmingSignOut}
        onClose={() => setIsConfirmingSignOut(false)}
        title={t('shell.member.signOutTitle')}
        className="confirm-modal"
      >
        <p>{t('shell.member.signOutConfirm')}</p>
        <div className="confirm-modal__actions">
          <button type="button" className="button" onClick={() => setIsConfirmingSignOut(false)}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setIsConfirmingSignOut(false);
              props.onSignOut();
            }}
          >
            {t('shell.member.signOut')}
          </button>
        </div>
      </Modal>
    </div>
  );
}
