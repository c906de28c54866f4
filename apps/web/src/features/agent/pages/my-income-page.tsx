// The agent centre's my income (revenue report): what my contracts paid me, a line per settled
// period (dividend, daily, hourly and real-time salary), over a range of the site's days with the
// range's total, 15 to a page; each line opens its statement.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TIncomeLine } from '@wps/contracts/agent/reports';
import { incomeKindList } from '../report-constants';
import { FormField } from '../../../components/form/form-field';
import {
  RecordsFilters,
  RecordsList,
  RecordsTotals,
  netClass,
  type RecordColumn,
} from '../../../components/records-kit/records-kit';
import { useSiteFormat } from '../../../lib/use-site-format';
import { fetchIncome, reportPages, useIncome } from '../agent-reports-api';
import { CommissionCard } from '../components/commission-card';
import { StatementDialog } from '../components/statement-dialog';
import { formatRate } from '../contract-format';
import { moneyColumn, useReportRange } from './report-page';
import '../../../styles/member-page.css';

type Kind = '' | (typeof incomeKindList)[number];

export function MyIncomePage() {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const [kind, setKind] = useState<Kind>('');
  const [opened, setOpened] = useState<number | null>(null);
  const report = useReportRange();
  const query = { ...report.asked, ...(kind ? { kind } : {}) };
  const income = useIncome(query);
  const columns: RecordColumn<TIncomeLine>[] = [
    {
      key: 'period',
      label: t('agent.statement.period'),
      cell: (l) => format.dateTime(l.periodStart, { seconds: false }),
      csv: (l) => l.periodStart,
    },
    {
      key: 'kind',
      label: t('agent.income.kind'),
      cell: (l) => t(`agent.contract.kinds.${l.kind}`),
      csv: (l) => l.kind,
    },
    moneyColumn(format, 'validBet', t('agent.figures.validBet')),
    moneyColumn(format, 'housePnl', t('agent.figures.housePnl')),
    {
      key: 'activeMembers',
      label: t('agent.figures.activeMembers'),
      numeric: true,
      cell: (l) => l.activeMembers,
      csv: (l) => l.activeMembers,
    },
    {
      key: 'rate',
      label: t('agent.statement.ownRate'),
      numeric: true,
      cell: (l) => formatRate(l.rateBps),
      csv: (l) => formatRate(l.rateBps),
    },
    moneyColumn(format, 'amount', t('agent.statement.amount'), { signed: true }),
    {
      key: 'settledAt',
      label: t('agent.statement.settledAt'),
      cell: (l) =>
        l.settledAt ? format.dateTime(l.settledAt) : t(`agent.income.status`, { status: l.status }),
      csv: (l) => l.settledAt ?? l.status,
    },
    {
      key: 'open',
      label: t('agent.actions'),
      cell: (l) => (
        <button
          type="button"
          className="button button--small"
          onClick={() => setOpened(l.statementId)}
        >
          {t('agent.statement.open')}
        </button>
      ),
    },
  ];
  return (
    <div className="mc-page">
      <h2 className="mc-page__title">{t('agent.menu.myIncome')}</h2>
      <CommissionCard />
      <RecordsFilters range={report.range}>
        <FormField label={t('agent.income.kind')} id="agent-income-kind">
          {(control) => (
            <select
              {...control}
              className="form-field__input"
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as Kind);
                report.firstPage();
              }}
            >
              <option value="">{t('agent.income.allKinds')}</option>
              {incomeKindList.map((k) => (
                <option key={k} value={k}>
                  {t(`agent.contract.kinds.${k}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </RecordsFilters>
      {income.data && (
        <RecordsTotals
          items={[
            {
              label: t('agent.income.total'),
              value: format.money(income.data.totalAmount),
              className: netClass(income.data.totalAmount),
            },
            { label: t('agent.income.lines'), value: income.data.total },
          ]}
        />
      )}
      <RecordsList
        label={t('agent.menu.myIncome')}
        caption={(answer) => t('agent.report.caption', { total: answer.total })}
        query={income}
        rows={(answer) => answer.list}
        rowKey={(l) => String(l.statementId)}
        columns={columns}
        emptyText={t('agent.income.none')}
        csvName={report.csvName('my-income')}
        paging={report.paging(income.data?.totalPages)}
        fetchPage={reportPages(fetchIncome, query)}
      />
      {opened !== null && <StatementDialog id={opened} onClose={() => setOpened(null)} />}
    </div>
  );
}
