// The agent centre's team betting: each member of my team (me included) by game type over a range
// of the site's days: rounds, bet, valid bet, win and the house's profit and loss, with the
// range's totals; search by username, 15 to a page.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTeamBettingPage } from '@wps/contracts/agent/reports';
import {
  RecordsFilters,
  RecordsList,
  RecordsTotals,
  netClass,
  type RecordColumn,
} from '../../../components/records-kit/records-kit';
import { useSiteFormat } from '../../../lib/use-site-format';
import { useTeamBetting } from '../agent-reports-api';
import { UsernameFilter } from '../components/username-filter';
import { moneyColumn, useReportRange } from './report-page';
import '../../../styles/member-page.css';

type TTeamBettingRow = TTeamBettingPage['list'][number];

export function TeamBettingPage() {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const [username, setUsername] = useState('');
  const report = useReportRange();
  const betting = useTeamBetting({ ...report.asked, ...(username ? { username } : {}) });
  const money = (key: 'betAmount' | 'validBet' | 'win' | 'housePnl', label: string) =>
    moneyColumn<TTeamBettingRow>(format, key, label, { signed: key === 'housePnl' });
  const columns: RecordColumn<TTeamBettingRow>[] = [
    {
      key: 'username',
      label: t('agent.team.username'),
      cell: (r) => r.username,
      csv: (r) => r.username,
    },
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
    money('betAmount', t('agent.figures.betAmount')),
    money('validBet', t('agent.figures.validBet')),
    money('win', t('agent.report.win')),
    money('housePnl', t('agent.report.housePnl')),
  ];
  const totals = betting.data?.totals;
  return (
    <div className="mc-page">
      <h2 className="mc-page__title">{t('agent.menu.teamBetting')}</h2>
      <RecordsFilters range={report.range}>
        <UsernameFilter
          id="agent-betting-username"
          onSearch={(name) => {
            setUsername(name);
            report.firstPage();
          }}
        />
      </RecordsFilters>
      {totals && (
        <RecordsTotals
          items={[
            { label: t('agent.report.rounds'), value: totals.rounds },
            { label: t('agent.figures.betAmount'), value: format.amount(totals.betAmount) },
            { label: t('agent.figures.validBet'), value: format.amount(totals.validBet) },
            { label: t('agent.report.win'), value: format.amount(totals.win) },
            {
              label: t('agent.report.housePnl'),
              value: format.amount(totals.housePnl),
              className: netClass(totals.housePnl),
            },
          ]}
        />
      )}
      <RecordsList
        label={t('agent.menu.teamBetting')}
        caption={(answer) => t('agent.report.caption', { total: answer.total })}
        query={betting}
        rows={(answer) => answer.list}
        rowKey={(r) => `${r.memberId}:${r.gameType}`}
        columns={columns}
        emptyText={t('agent.report.noBets')}
        csvName={report.csvName('team-betting')}
        paging={report.paging(betting.data?.totalPages)}
      />
    </div>
  );
}
