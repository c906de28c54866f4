// The agent centre's team betting: each member of my team (me included) by game type over a range
// of the site's days: rounds, bet, valid bet, win and the house's profit and loss, with the
// range's totals; search by username, 15 to a page.
import { useTranslation } from 'react-i18next';
import { fetchTeamBetting, useTeamBetting } from '../agent-reports-api';
import { MemberFiguresReport } from './member-figures-report';

export function TeamBettingPage() {
  const { t } = useTranslation();
  return (
    <MemberFiguresReport
      title={t('agent.menu.teamBetting')}
      searchId="agent-betting-username"
      useReport={useTeamBetting}
      fetchReport={fetchTeamBetting}
      columns={[
        {
          key: 'gameType',
          label: t('agent.report.gameType'),
          cell: (r) => t(`nav.gameType.${r.gameType}`, { defaultValue: r.gameType }),
          csv: (r) => r.gameType,
        },
        {
          key: 'rounds',
          label: t('agent.report.rounds'),
          numeric: true,
          cell: (r) => r.rounds,
          csv: (r) => r.rounds,
        },
      ]}
      figures={[
        { key: 'betAmount', label: t('agent.figures.betAmount') },
        { key: 'validBet', label: t('agent.figures.validBet') },
        { key: 'win', label: t('agent.report.win') },
        { key: 'housePnl', label: t('agent.report.housePnl') },
      ]}
      totalsBefore={(totals) => [{ label: t('agent.report.rounds'), value: totals.rounds }]}
      rowKey={(r) => `${r.memberId}:${r.gameType}`}
      emptyText={t('agent.report.noBets')}
      csvName="team-betting"
    />
  );
}
