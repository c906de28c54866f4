// The agent centre's user profit and loss: each member of my team (me included) over a range of
// the site's days, their own figures (valid bet, win, bonus, deposits, withdrawals and the
// house's profit and loss on them), the members who lost most first, with the range's totals;
// search by username, 15 to a page.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TProfitLossPage } from '@wps/contracts/agent/reports';
import {
  RecordsFilters,
  RecordsList,
  RecordsTotals,
  netClass,
  type RecordColumn,
} from '../../../components/records-kit/records-kit';
import { useSiteFormat } from '../../../lib/use-site-format';
import { useProfitLoss } from '../agent-reports-api';
import { UsernameFilter } from '../components/username-filter';
import { moneyColumn, useReportRange } from './report-page';
import '../../../styles/member-page.css';

type TUserProfitRow = TProfitLossPage['list'][number];

type Money = 'validBet' | 'win' | 'bonus' | 'deposits' | 'withdrawals' | 'housePnl';

export function UserProfitPage() {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const [username, setUsername] = useState('');
  const report = useReportRange();
  const profit = useProfitLoss({ ...report.asked, ...(username ? { username } : {}) });
  const money = (key: Money, label: string) =>
    moneyColumn<TUserProfitRow>(format, key, label, { signed: key === 'housePnl' });
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
    money('housePnl', t('agent.report.housePnl')),
  ];
  const totals = profit.data?.totals;
  return (
    <div className="mc-page">
      <h2 className="mc-page__title">{t('agent.menu.userProfit')}</h2>
      <RecordsFilters range={report.range}>
        <UsernameFilter
          id="agent-profit-username"
          onSearch={(name) => {
            setUsername(name);
            report.firstPage();
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
        csvName={report.csvName('user-profit')}
        paging={report.paging(profit.data?.totalPages)}
      />
    </div>
  );
}
