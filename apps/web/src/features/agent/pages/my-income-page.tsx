// The agent centre's my income (revenue report): what my contracts paid me, a line per settled
// period (dividend, daily, hourly and real-time salary), over a range of the site's days with the
// range's total, 15 to a page; each line opens its statement.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TIncomeLine } from '@wps/contracts/agent/reports';
import { incomeKindList, REPORT_PAGE_SIZE } from '../report-constants';
import { FormField } from '../../../components/form/form-field';
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
import { useIncome } from '../agent-reports-api';
import { StatementDialog } from '../components/statement-dialog';
import { formatRate } from '../contract-format';
import { MAX_REPORT_DAYS } from './team-overview-page';
import '../../../styles/member-page.css';

type Kind = '' | (typeof incomeKindList)[number];

export function MyIncomePage() {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const [pageNo, setPageNo] = useState(1);
  const [kind, setKind] = useState<Kind>('');
  const [opened, setOpened] = useState<number | null>(null);
  const range = useRecordsRange({ maxDays: MAX_REPORT_DAYS, onChange: () => setPageNo(1) });
  const income = useIncome({
    startDate: range.asked.startDate,
    endDate: range.asked.endDate,
    pageNo,
    pageSize: REPORT_PAGE_SIZE,
    ...(kind ? { kind } : {}),
  });
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
    {
      key: 'validBet',
      label: t('agent.figures.validBet'),
      numeric: true,
      cell: (l) => format.amount(l.validBet),
      csv: (l) => toMajor(l.validBet),
    },
    {
      key: 'housePnl',
      label: t('agent.figures.housePnl'),
      numeric: true,
      cell: (l) => format.amount(l.housePnl),
      csv: (l) => toMajor(l.housePnl),
    },
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
    {
      key: 'amount',
      label: t('agent.statement.amount'),
      numeric: true,
      cellClass: (l) => netClass(l.amount),
      cell: (l) => format.amount(l.amount),
      csv: (l) => toMajor(l.amount),
    },
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
      <RecordsFilters range={range}>
        <FormField label={t('agent.income.kind')} id="agent-income-kind">
          {(control) => (
            <select
              {...control}
              className="form-field__input"
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as Kind);
                setPageNo(1);
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
        csvName={`my-income-${range.asked.startDate}-${range.asked.endDate}`}
        paging={{
          pageNo,
          totalPages: income.data?.totalPages ?? 1,
          onPageChange: (update) => setPageNo(update),
        }}
      />
      {opened !== null && <StatementDialog id={opened} onClose={() => setOpened(null)} />}
    </div>
  );
}
