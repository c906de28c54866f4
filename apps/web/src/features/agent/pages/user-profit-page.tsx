// The agent centre's user profit and loss: each member of my team (me included) over a range of
// the site's days, their own figures (valid bet, win, bonus, deposits, withdrawals and the
// house's profit and loss on them), the members who lost most first, with the range's totals;
// search by username, 15 to a page.
import { useTranslation } from 'react-i18next';
import { fetchProfitLoss, useProfitLoss } from '../agent-reports-api';
import { MemberFiguresReport } from './member-figures-report';

export function UserProfitPage() {
  const { t } = useTranslation();
  return (
    <MemberFiguresReport
      title={t('agent.menu.userProfit')}
      searchId="agent-profit-username"
      useReport={useProfitLoss}
      fetchReport={fetchProfitLoss}
      columns={[
        {
          key: 'level',
          label: t('agent.team.level'),
          numeric: true,
          cell: (r) => r.level,
          csv: (r) => r.level,
        },
      ]}
      figures={[
        { key: 'validBet', label: t('agent.figures.validBet') },
        { key: 'win', label: t('agent.report.win') },
        { key: 'bonus', label: t('agent.figures.bonus') },
        { key: 'deposits', label: t('agent.figures.deposits') },
        { key: 'withdrawals', label: t('agent.figures.withdrawals') },
        { key: 'housePnl', label: t('agent.report.housePnl') },
      ]}
      rowKey={(r) => String(r.memberId)}
      emptyText={t('agent.report.noActivity')}
      csvName="user-profit"
    />
  );
}
