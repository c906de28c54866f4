// The agent centre's team betting: each member of my team (me included) by game type over a range
// of the site's days: rounds, bet, valid bet, win and the house's profit and loss, with the
// range's totals; search by username, 15 to a page.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTeamBettingPage } from '@wps/contracts/agent/reports';
import { REPORT_PAGE_SIZE } from '../report-constants';
import {
  RecordsFilters,
  RecordsList,
  RecordsTotals,
  netClass,
  useRecordsRange,
  type RecordColumn,
} from '../../../components/records-kit/records-kit';
import { toMajor } from '../../../lib/money-amount';
import { useSiteFormat } from '../../../lib/use-site-format';
import { useTeamBetting } from '../agent-reports-api';
import { UsernameFilter } from '../components/username-filter';
import { MAX_REPORT_DAYS } from './team-overview-page';
import '../../../styles/member-page.css';

type TTeamBettingRow = TTeamBettingPage['list'][number];

export function TeamBettingPage() {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const [pageNo, setPageNo] = useState(1);
  const [username, setUsername] = useState('');
  const range = useRecordsRange({ maxDays: MAX_REPORT_DAYS, onChange: () => setPageNo(1) });
  const betting = useTeamBetting({
    startDate: range.asked.startDate,
    endDate: range.asked.endDate,
    pageNo,
    pageSize: REPORT_PAGE_SIZE,
    ...(username ? { username } : {}),
  });
  const money = (
    key: 'betAmount' | 'validBet' | 'win',
    label: string,
  ): RecordColumn<TTeamBettingRow> => ({
    key,
    label,
    numeric: true,
    cell: (r) => format.amount(r[key]),
    csv: (r) => toMajor(r[key]),
  });
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
    {
      key: 'housePnl',
      label: t('agent.report.housePnl'),
      numeric: true,
      cellClass: (r) => netClass(r.housePnl),
      cell: (r) => format.amount(r.housePnl),
      csv: (r) => toMajor(r.housePnl),
    },
  ];
  const totals = betting.data?.totals;
  return (
    <div className="mc-page">
      <h2 className="mc-page__title">{t('agent.menu.teamBetting')}</h2>
      <RecordsFilters range={range}>
        <UsernameFilter
          id="agent-betting-username"
          onSearch={(name) => {
            setUsername(name);
            setPageNo(1);
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
        csvName={`team-betting-${range.asked.startDate}-${range.asked.endDate}`}
        paging={{
          pageNo,
          totalPages: betting.data?.totalPages ?? 1,
          onPageChange: (update) => setPageNo(update),
        }}
      />
    </div>
  );
}
