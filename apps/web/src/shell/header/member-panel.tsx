// The logged-in panel of the header (spec 2): deposit, withdraw and member-centre buttons when
// the member centre is enabled, avatar, nickname, balance with refresh and a '***' hide toggle,
// and sign-out behind a confirm prompt. It only shows data it is given: the accounts issue
// feeds it member info and the balance.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon/icon';
import { Modal } from '../../components/modal/modal';
import { formatMoney } from '../../lib/format';

export interface MemberPanelProps {
  /** Null while member info loads. */
  nickname: string | null;
  avatarUrl: string | null;
  /** In minor units; null until fetched (shown as 'updating', spec 4). */
  balance: bigint | number | null;
  currencySymbol: string;
  memberCentreEnabled: boolean;
  isRefreshingBalance: boolean;
  onRefreshBalance: () => void;
  onOpenMemberCentre: () => void;
  onDeposit: () => void;
  onWithdraw: () => void;
  /** Opens the change-password modal (until the member centre's security page exists). */
  onChangePassword: () => void;
  /** Called once the member has confirmed. */
  onSignOut: () => void;
  /** 'bar' in the desktop top bar, 'stack' in the mobile drawer. */
  layout?: 'bar' | 'stack';
}

export function MemberPanel(props: MemberPanelProps) {
  const { t } = useTranslation();
  const [isBalanceHidden, setIsBalanceHidden] = useState(false);
  const [isConfirmingSignOut, setIsConfirmingSignOut] = useState(false);
  const { balance, currencySymbol, memberCentreEnabled } = props;

  let balanceText: string;
  if (isBalanceHidden) balanceText = '***';
  else if (balance === null) balanceText = t('shell.member.updating');
  else balanceText = formatMoney(balance, currencySymbol);

  const avatar = (
    <img
      className="member-panel__avatar"
      src={props.avatarUrl ?? '/images/avatar-default.svg'}
      alt=""
      width={32}
      height={32}
    />
  );

  return (
    <div className={`member-panel member-panel--${props.layout ?? 'bar'}`}>
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
        <span className="member-panel__nickname">{props.nickname ?? '…'}</span>
      </div>

      <div className="member-panel__balance">
        <span className="visually-hidden">{t('shell.member.balance')}</span>
        <output className="member-panel__amount" aria-live="polite">
          {balanceText}
        </output>
        <button
          type="button"
          className="icon-button member-panel__icon"
          aria-label={t('shell.member.refreshBalance')}
          disabled={props.isRefreshingBalance}
          onClick={props.onRefreshBalance}
        >
          <Icon name="refresh" size={18} />
        </button>
        <button
          type="button"
          className="icon-button member-panel__icon"
          aria-label={t('shell.member.hideBalance')}
          aria-pressed={isBalanceHidden}
          onClick={() => setIsBalanceHidden((hidden) => !hidden)}
        >
          <Icon name={isBalanceHidden ? 'eyeOff' : 'eye'} size={18} />
        </button>
      </div>

      {memberCentreEnabled && (
        <div className="member-panel__actions">
          <button
            type="button"
            className="button button--small button--accent"
            onClick={props.onDeposit}
          >
            <Icon name="deposit" size={16} />
            {t('shell.member.deposit')}
          </button>
          <button type="button" className="button button--small" onClick={props.onWithdraw}>
            <Icon name="withdraw" size={16} />
            {t('shell.member.withdraw')}
          </button>
          <button type="button" className="button button--small" onClick={props.onOpenMemberCentre}>
            <Icon name="user" size={16} />
            {t('shell.member.memberCentre')}
          </button>
        </div>
      )}

      <button
        type="button"
        className="icon-button member-panel__icon"
        aria-label={t('shell.member.changePassword')}
        title={t('shell.member.changePassword')}
        onClick={props.onChangePassword}
      >
        <Icon name="lock" size={16} />
      </button>
      <button
        type="button"
        className="button button--small button--ghost member-panel__signout"
        onClick={() => setIsConfirmingSignOut(true)}
      >
        <Icon name="logout" size={16} />
        {t('shell.member.signOut')}
      </button>

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
