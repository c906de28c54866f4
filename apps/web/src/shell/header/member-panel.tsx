// The logged-in panel of the header (spec 2): deposit, withdraw and member-centre buttons when
// the member centre is enabled, avatar, nickname, balance with refresh and a '***' hide toggle,
// and sign-out behind a confirm prompt. It only shows data it is given: the accounts issue
// feeds it member info and the balance. The avatar opens the avatar picker (issue 21; the spec
// had it open the member centre). In the desktop bar the member centre (with its reward count),
// the password change and sign-out sit in the account menu the nickname opens (the bar must fit
// 1024 px in Burmese); in the phone drawer's stack every action is a button of its own.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon/icon';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { formatMoney } from '../../lib/format';
import { AccountMenu, type AccountMenuItem } from './account-menu';
import { GameWalletNote } from './game-wallet-note';

export interface MemberPanelProps {
  /** Null while member info loads. */
  nickname: string | null;
  /** A trial (free-play) account: the balance is play money, and says so. */
  isPlayMoney?: boolean;
  avatarUrl: string | null;
  /** In minor units; null until fetched (shown as 'updating', spec 4). */
  balance: bigint | number | null;
  /** The bonus wallet; null until known. */
  bonus?: bigint | null;
  onOpenBonus?: () => void;
  /** Rewards the member can claim now (the reward centre's badge). */
  rewardCount?: number | undefined;
  /** Minor units the member's game wallets hold (own-wallet vendors); null until fetched. */
  inGames?: bigint | null;
  /** Opens where game-wallet money is moved back (the member centre's transfer page). */
  onOpenGameWallets?: () => void;
  currencySymbol: string;
  memberCentreEnabled: boolean;
  isRefreshingBalance: boolean;
  onRefreshBalance: () => void;
  onOpenMemberCentre: () => void;
  /** Unread platform messages (the badge on the avatar; opens messageV2). */
  unreadMessage?: number;
  onOpenMessages?: () => void;
  /** Set for an agent (account types 1, 2, 41, 42): opens the agent centre (/agentHome). */
  onOpenAgentCentre?: (() => void) | undefined;
  onDeposit: () => void;
  onWithdraw: () => void;
  /** Opens the avatar picker. */
  onChangeAvatar?: () => void;
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
  /** The bonus wallet (issue 18), shown beside the balance when above zero. */
  bonus?: bigint | null | undefined;
  onOpenBonus?: (() => void) | undefined;
  inGames?: bigint | null | undefined;
  onOpenGameWallets?: (() => void) | undefined;
  currencySymbol: string;
  isRefreshing: boolean;
  onRefresh: () => void;
  /** Play money (a free-play account): a "Play money" tag before the amount. */
  isPlayMoney?: boolean | undefined;
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
        {props.isPlayMoney ? (
          <span className="play-money-tag" title={t('shell.member.playMoneyBalance')}>
            {t('shell.member.playMoney')}
          </span>
        ) : (
          <span className="visually-hidden">{t('shell.member.balance')}</span>
        )}
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
      <div className="member-panel__notes">
        <BonusNote
          bonus={props.bonus ?? null}
          currencySymbol={props.currencySymbol}
          isHidden={isHidden}
          onOpen={props.onOpenBonus}
        />
        <GameWalletNote
          inGames={props.inGames ?? null}
          currencySymbol={props.currencySymbol}
          isHidden={isHidden}
          onOpen={props.onOpenGameWallets}
        />
      </div>
    </div>
  );
}

/** "Bonus 12.00" beside the balance while the bonus wallet holds money; opens bonusDetails. */
function BonusNote({
  bonus,
  currencySymbol,
  isHidden,
  onOpen,
}: {
  bonus: bigint | null;
  currencySymbol: string;
  isHidden: boolean;
  onOpen?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  if (bonus === null || bonus <= 0n) return null;
  const text = t('shell.member.bonus', {
    amount: isHidden ? '***' : formatMoney(bonus, currencySymbol),
  });
  return onOpen ? (
    <button type="button" className="game-wallet-note bonus-note" onClick={onOpen}>
      {text}
    </button>
  ) : (
    <span className="game-wallet-note bonus-note">{text}</span>
  );
}

/**
 * The reward centre's count on the member centre's button (spec 2: shown above zero). The button's
 * own label hides what is inside it from screen readers, so the button names the badge by `id` as
 * its description.
 */
export function RewardBadge({ count, id }: { count: number | undefined; id?: string }) {
  const { t } = useTranslation();
  if (!count || count <= 0) return null;
  return (
    <span id={id} className="reward-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t('shell.member.rewards', { count })}</span>
    </span>
  );
}

/**
 * The pencil drawn on the header's avatar (issue 21): the avatar opens the avatar picker, and the
 * pencil says so. Drawn inside the avatar's button, as a 16 px disc with a ring of the bar's
 * colour so it shows on the light and the dark header.
 */
export function AvatarPencil() {
  return (
    <span className="avatar-edit-badge" aria-hidden="true">
      <span className="avatar-edit-badge__disc">
        <Icon name="pencil" size={10} />
      </span>
    </span>
  );
}

/**
 * The header's avatar (issue 21: "the header's avatar opens a picker"): a button that opens the
 * avatar picker, or the bare picture where the member cannot change it.
 */
export function AvatarButton({
  avatarUrl,
  className,
  onChangeAvatar,
}: {
  avatarUrl: string | null;
  className: string;
  onChangeAvatar: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const picture = (
    <img
      className="member-panel__avatar"
      src={avatarUrl ?? '/images/avatar-default.svg'}
      alt=""
      width={32}
      height={32}
    />
  );
  if (!onChangeAvatar) return picture;
  return (
    <span className="avatar-slot">
      <button
        type="button"
        className={className}
        aria-label={t('shell.member.changeAvatar')}
        title={t('shell.member.changeAvatar')}
        onClick={onChangeAvatar}
      >
        {picture}
        <AvatarPencil />
      </button>
    </span>
  );
}

export function MemberPanel(props: MemberPanelProps) {
  const { t } = useTranslation();
  const [isConfirmingSignOut, setIsConfirmingSignOut] = useState(false);
  const { balance, currencySymbol, memberCentreEnabled } = props;
  const rewardBadgeId = useId();
  const hasRewards = (props.rewardCount ?? 0) > 0;

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
    ...(props.onChangeAvatar
      ? [
          {
            key: 'changeAvatar',
            label: t('shell.member.changeAvatar'),
            icon: 'user' as const,
            onSelect: props.onChangeAvatar,
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
        <AvatarButton
          avatarUrl={props.avatarUrl}
          className="member-panel__avatar-button"
          onChangeAvatar={props.onChangeAvatar}
        />
        {memberCentreEnabled && (props.unreadMessage ?? 0) > 0 ? (
          <button
            type="button"
            className="member-panel__message-badge"
            aria-label={t('shell.member.unreadMessages', { count: props.unreadMessage })}
            onClick={props.onOpenMessages}
          >
            {props.unreadMessage! > 99 ? '99+' : props.unreadMessage}
          </button>
        ) : null}
        {isBar ? (
          <AccountMenu
            items={menuItems}
            extra={props.menuExtra}
            trigger={
              <>
                {nickname} <span className="visually-hidden">{t('shell.member.accountMenu')}</span>
                {/* The member centre is in this menu: its rewards to claim are counted here. */}
                {memberCentreEnabled ? (
                  <>
                    {' '}
                    <RewardBadge count={props.rewardCount} />
                  </>
                ) : null}
              </>
            }
          />
        ) : (
          nickname
        )}
      </div>

      <BalanceReadout
        balance={balance}
        bonus={props.bonus}
        onOpenBonus={props.onOpenBonus}
        inGames={props.inGames}
        onOpenGameWallets={props.onOpenGameWallets}
        currencySymbol={currencySymbol}
        isRefreshing={props.isRefreshingBalance}
        onRefresh={props.onRefreshBalance}
        isPlayMoney={props.isPlayMoney}
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
              className="button button--small member-panel__centre"
              aria-label={t('shell.member.memberCentre')}
              aria-describedby={hasRewards ? rewardBadgeId : undefined}
              onClick={props.onOpenMemberCentre}
            >
              <Icon name="user" size={16} />
              {t('shell.member.memberCentre')}
              <RewardBadge id={rewardBadgeId} count={props.rewardCount} />
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

      <ConfirmDialog
        texts={
          isConfirmingSignOut
            ? {
                title: t('shell.member.signOutTitle'),
                effect: t('shell.member.signOutConfirm'),
                confirm: t('shell.member.signOut'),
                back: t('common.cancel'),
              }
            : null
        }
        onClose={() => setIsConfirmingSignOut(false)}
        onConfirm={() => {
          setIsConfirmingSignOut(false);
          props.onSignOut();
        }}
      />
    </div>
  );
}
