// Feeds the member panel (and the phone bar's member strip) from settings, the session and the
// member's info.
import { useSocialCounts } from '../../api/social';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { isAgentType } from '@wps/contracts/account/accounts';
import { useConsolidatedSettings } from '../../api/consolidated-settings';
import { useMemberInfo } from '../../api/member';
import { useRewardCount } from '../../api/promotions';
import { useWalletBalance } from '../../api/wallet';
import { useAccountModals } from '../../features/auth/account-modals';
import { useActionGuard } from '../../features/auth/use-action-guard';
import { useMemberCentre } from '../../lib/member-centre';
import { useSession } from '../../lib/session';
import { useSiteFormat } from '../../lib/use-site-format';
import { MemberPanel, type MemberPanelProps } from './member-panel';

/**
 * The member panel's data and actions. `onOpen` is called when an action opens a popup, so the
 * phone drawer can step aside (as GuestButtons).
 */
export function useMemberPanelProps(onOpen?: () => void): MemberPanelProps {
  const settings = useConsolidatedSettings();
  const member = useMemberInfo().data;
  const wallet = useWalletBalance();
  const rewardCount = useRewardCount();
  const social = useSocialCounts();
  const { logout } = useSession();
  const whitelabel = settings.data?.whitelabel;
  const { currency } = useSiteFormat();
  // Real-account actions: a trial account (type 4) gets the real-account warning (spec 5, 6).
  const guard = useActionGuard();
  const modals = useAccountModals();
  const memberCentre = useMemberCentre();
  const navigate = useNavigate();
  // Deposit and withdraw open their member-centre pages; the guard stops visitors and trial
  // accounts first (the popup it opens is why the phone drawer steps aside either way).
  const openMoneyPage = (key: 'depositv2' | 'withdraw') => {
    guard(() => memberCentre.open(key));
    onOpen?.();
  };
  return {
    nickname: member?.nickname ?? null,
    avatarUrl: member?.avatar ?? null,
    isPlayMoney: wallet.data?.isPlayMoney ?? false,
    balance: wallet.data ? BigInt(wallet.data.balance) : null,
    inGames: wallet.data ? BigInt(wallet.data.inGames) : null,
    bonus: wallet.data && !wallet.data.isPlayMoney ? BigInt(wallet.data.bonus) : null,
    onOpenBonus: () => {
      guard(() => memberCentre.open('bonusDetails'));
      onOpen?.();
    },
    rewardCount,
    onOpenGameWallets: () => {
      guard(() => memberCentre.open('transferFund'));
      onOpen?.();
    },
    currencySymbol: currency,
    memberCentreEnabled: whitelabel?.memberCentreEnabled ?? false,
    isRefreshingBalance: wallet.isFetching,
    onRefreshBalance: () => void wallet.refetch(),
    // The member-centre button and the avatar open it on its first page (spec 2).
    onOpenMemberCentre: () => {
      guard(() => memberCentre.open());
      onOpen?.();
    },
    unreadMessage: social.data?.unreadMessage ?? 0,
    onOpenMessages: () => {
      guard(() => memberCentre.open('messageV2'));
      onOpen?.();
    },
    onOpenAgentCentre:
      member && isAgentType(member.accountType)
        ? () => {
            void navigate('/agentHome');
            onOpen?.();
          }
        : undefined,
    onDeposit: () => openMoneyPage('depositv2'),
    onWithdraw: () => openMoneyPage('withdraw'),
    onChangeAvatar: () => {
      modals.open({ kind: 'avatar' });
      onOpen?.();
    },
    // Either way a popup opens: the change-password modal or the guard's.
    onChangePassword: () => {
      guard(() => modals.open({ kind: 'changePassword' }));
      onOpen?.();
    },
    onSignOut: () => void logout(),
  };
}

export function LoggedInPanel({
  layout,
  menuExtra,
  onOpen,
}: {
  layout: 'bar' | 'stack';
  menuExtra?: ReactNode;
  onOpen?: () => void;
}) {
  const props = useMemberPanelProps(onOpen);
  return <MemberPanel {...props} layout={layout} menuExtra={menuExtra} />;
}
