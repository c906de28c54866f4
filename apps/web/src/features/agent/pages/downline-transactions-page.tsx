// The agent centre's transaction details of the downline: the deposits, withdrawals and transfers
// of everyone under me over a range of the site's days, filtered by type and username, 15 to a
// page; amounts signed from the member's side (in green, out red).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDownlineTransaction } from '@wps/contracts/agent/reports';
import { transactionTypeList } from '../report-constants';
import { FormField } from '../../../components/form/form-field';
import {
  RecordsFilters,
  RecordsList,
  type RecordColumn,
} from '../../../components/records-kit/records-kit';
import { useSiteFormat } from '../../../lib/use-site-format';
import {
  fetchDownlineTransactions,
  reportPages,
  useDownlineTransactions,
} from '../agent-reports-api';
import { UsernameFilter } from '../components/username-filter';
import { moneyColumn, useReportRange } from './report-page';
import '../../../styles/member-page.css';

type TransactionType = (typeof transactionTypeList)[number];

export function DownlineTransactionsPage() {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const [type, setType] = useState<TransactionType>('all');
  const [username, setUsername] = useState('');
  const report = useReportRange();
  const query = { ...report.asked, type, ...(username ? { username } : {}) };
  const transactions = useDownlineTransactions(query);
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
    moneyColumn(format, 'amount', t('agent.transactions.amount'), { signed: true }),
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
      <RecordsFilters range={report.range}>
        <FormField label={t('agent.transactions.type')} id="agent-transactions-type">
          {(control) => (
            <select
              {...control}
              className="form-field__input"
              value={type}
              onChange={(event) => {
                setType(event.target.value as TransactionType);
                report.firstPage();
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
            report.firstPage();
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
        csvName={report.csvName('downline-transactions')}
        paging={report.paging(transactions.data?.totalPages)}
        fetchPage={reportPages(fetchDownlineTransactions, query)}
      />
    </div>
  );
}
