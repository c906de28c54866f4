// The agent centre's user profit and loss: each member of my team (me included) over a range of
// the site's days, their own figures (valid bet, win, bonus, deposits, withdrawals and the
// house's profit and loss on them), the members who lost most first, with the range's totals;
// search by username, 15 to a page.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TProfitLossPage } from '@wps/contracts/agent/reports';
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
import { useProfitLoss } from '../agent-reports-api';
import { UsernameFilter } from '../components/username-filter';
import { MAX_REPORT_DAYS } from './team-overview-page';
import '../../../styles/member-page.css';

type TUserProfitRow = TProfitLossPage['list'][number];

type Money = 'validBet' | 'win' | 'bonus' | 'deposits' | 'withdrawals';

export function UserProfitPage() {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const [pageNo, setPageNo] = useState(1);
  const [username, setUsername] = useState('');
  const range = useRecordsRange({ maxDays: MAX_REPORT_DAYS, onChange: () => setPageNo(1) });
  const profit = useProfitLoss({
    startDate: range.asked.startDate,
    endDate: range.asked.endDate,
    pageNo,
    pageSize: REPORT_PAGE_SIZE,
    ...(username ? { username } : {}),
  });
  const money = (key: Money, label: string): RecordColumn<TUserProfitRow> => ({
    key,
    label,
    numeric: true,
    cell: (r) => format.amount(r[key]),
    csv: (r) => toMajor(r[key]),
  });
  const columns: RecordColumn<TUserProfitRow>[] = [
    {
      key: 'username',
      label: t('agent.team.username'),
      cell: (r) => r.username,
      csv: (r) => r.username,
    },
    {
      key: 'level',
      label: t('agent.team.level'),
      numeric: true,
      cell: (r) => r.level,
      csv: (r) => r.level,
    },
    money('validBet', t('agent.figures.validBet')),
    money('win', t('agent.report.win')),
    money('bonus', t('agent.figures.bonus')),
    money('deposits', t('agent.figures.deposits')),
    money('withdrawals', t('agent.figures.withdrawals')),
    {
      key: 'housePnl',
      label: t('agent.report.housePnl'),
      numeric: true,
      cellClass: (r) => netClass(r.housePnl),
      cell: (r) => format.amount(r.housePnl),
      csv: (r) => toMajor(r.housePnl),
    },
  ];
  const totals = profit.data?.totals;
  return (
    <div className="mc-page">
      <h2 className="mc-page__title">{t('agent.menu.userProfit')}</h2>
      <RecordsFilters range={range}>
        <UsernameFilter
          id="agent-profit-username"
          onSearch={(name) => {
            setUsername(name);
            setPageNo(1);
          }}
        />
      </RecordsFilters>
      {totals && (
        <RecordsTotals
          items={[
            { label: t('agent.figures.validBet'), value: format.amount(totals.validBet) },
            { label: t('agent.report.win'), value: format.amount(totals.win) },
            { label: t('agent.figures.bonus'), value: format.amount(totals.bonus) },
            { label: t('agent.figures.deposits'), value: format.amount(totals.deposits) },
            { label: t('agent.figures.withdrawals'), value: format.amount(totals.withdrawals) },
            {
              label: t('agent.report.housePnl'),
              value: format.amount(totals.housePnl),
              className: netClass(totals.housePnl),
            },
          ]}
        />
      )}
      <RecordsList
        label={t('agent.menu.userProfit')}
        caption={(answer) => t('agent.report.caption', { total: answer.total })}
        query={profit}
        rows={(answer) => answer.list}
        rowKey={(r) => String(r.memberId)}
        columns={columns}
        emptyText={t('agent.report.noActivity')}
        csvName={`user-profit-${range.asked.startDate}-${range.asked.endDate}`}
        paging={{
          pageNo,
          totalPages: profit.data?.totalPages ?? 1,
          onPageChange: (update) => setPageNo(update),
        }}
      />
    </div>
  );
}
