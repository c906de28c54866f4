// The agent centre's transaction details of the downline: the deposits, withdrawals and transfers
// of everyone under me over a range of the site's days, filtered by type and username, 15 to a
// page; amounts signed from the member's side (in green, out red).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDownlineTransaction } from '@wps/contracts/agent/reports';
import { REPORT_PAGE_SIZE, transactionTypeList } from '../report-constants';
import { FormField } from '../../../components/form/form-field';
import {
  RecordsFilters,
  RecordsList,
  netClass,
  useRecordsRange,
  type RecordColumn,
} from '../../../components/records-kit/records-kit';
import { toMajor } from '../../../lib/money-amount';
import { useSiteFormat } from '../../../lib/use-site-format';
import { useDownlineTransactions } from '../agent-reports-api';
import { UsernameFilter } from '../components/username-filter';
import { MAX_REPORT_DAYS } from './team-overview-page';
import '../../../styles/member-page.css';

type TransactionType = (typeof transactionTypeList)[number];

export function DownlineTransactionsPage() {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const [pageNo, setPageNo] = useState(1);
  const [type, setType] = useState<TransactionType>('all');
  const [username, setUsername] = useState('');
  const range = useRecordsRange({ maxDays: MAX_REPORT_DAYS, onChange: () => setPageNo(1) });
  const transactions = useDownlineTransactions({
    startDate: range.asked.startDate,
    endDate: range.asked.endDate,
    type,
    pageNo,
    pageSize: REPORT_PAGE_SIZE,
    ...(username ? { username } : {}),
  });
  const columns: RecordColumn<TDownlineTransaction>[] = [
    {
      key: 'time',
      label: t('agent.transactions.time'),
      cell: (r) => format.dateTime(r.time),
      csv: (r) => format.dateTime(r.time),
    },
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
    {
      key: 'type',
      label: t('agent.transactions.type'),
      cell: (r) => t(`agent.transactions.types.${r.type}`),
      csv: (r) => r.type,
    },
    {
      key: 'amount',
      label: t('agent.transactions.amount'),
      numeric: true,
      cellClass: (r) => netClass(r.amount),
      cell: (r) => format.amount(r.amount),
      csv: (r) => toMajor(r.amount),
    },
    {
      key: 'state',
      label: t('agent.transactions.state'),
      cell: (r) => t(`agent.transactions.states.${r.state}`, { defaultValue: r.state }),
      csv: (r) => r.state,
    },
    {
      key: 'reference',
      label: t('agent.transactions.reference'),
      cell: (r) => r.reference ?? '—',
      csv: (r) => r.reference ?? '',
    },
  ];
  return (
    <div className="mc-page">
      <h2 className="mc-page__title">{t('agent.menu.downlineTransactions')}</h2>
      <RecordsFilters range={range}>
        <FormField label={t('agent.transactions.type')} id="agent-transactions-type">
          {(control) => (
            <select
              {...control}
              className="form-field__input"
              value={type}
              onChange={(event) => {
                setType(event.target.value as TransactionType);
                setPageNo(1);
              }}
            >
              {transactionTypeList.map((k) => (
                <option key={k} value={k}>
                  {t(`agent.transactions.filter.${k}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <UsernameFilter
          id="agent-transactions-username"
          onSearch={(name) => {
            setUsername(name);
            setPageNo(1);
          }}
        />
      </RecordsFilters>
      <RecordsList
        label={t('agent.menu.downlineTransactions')}
        caption={(answer) => t('agent.report.caption', { total: answer.total })}
        query={transactions}
        rows={(answer) => answer.list}
        rowKey={(r) => r.id}
        columns={columns}
        emptyText={t('agent.transactions.none')}
        csvName={`downline-transactions-${range.asked.startDate}-${range.asked.endDate}`}
        paging={{
          pageNo,
          totalPages: transactions.data?.totalPages ?? 1,
          onPageChange: (update) => setPageNo(update),
        }}
      />
    </div>
  );
}
