// Feeds the member panel from settings and the session.
import { useConsolidatedSettings } from '../../api/consolidated-settings';
import { useSession } from '../../lib/session';
import { MemberPanel } from './member-panel';

export function LoggedInPanel({ layout }: { layout: 'bar' | 'stack' }) {
  const settings = useConsolidatedSettings();
  const { logout } = useSession();
  const whitelabel = settings.data?.whitelabel;
  // TODO(accounts issue): nickname and avatar from /wps/member/info, the balance from
  // /wps/v2/wallets/balance (refresh refetches it); deposit, withdraw, member centre and the
  // avatar open the member centre on their pages. Until then the panel shows 'updating'.
  const notYet = () => {};
  return (
    <MemberPanel
      layout={layout}
      nickname={null}
      avatarUrl={null}
      balance={null}
      currencySymbol={whitelabel?.currencySymbol ?? 'P'}
      memberCentreEnabled={whitelabel?.memberCentreEnabled ?? false}
      isRefreshingBalance={false}
      onRefreshBalance={notYet}
      onOpenMemberCentre={notYet}
      onDeposit={notYet}
      onWithdraw={notYet}
      onSignOut={logout}
    />
  );
}
