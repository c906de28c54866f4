// What team betting and user profit and loss share: a report of the team's members over a range
// of the site's days, searched by username, 15 to a page: its filters, the range's totals (one
// tile per figure, and any the page adds), and the list (username, the page's own columns, then
// an amount column per figure; the house's profit and loss coloured as a net).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RecordsFilters,
  RecordsList,
  RecordsTotals,
  netClass,
  type RecordColumn,
  type RecordsTotal,
} from '../../../components/records-kit/records-kit';
import { useSiteFormat } from '../../../lib/use-site-format';
import { reportPages } from '../agent-reports-api';
import { UsernameFilter } from '../components/username-filter';
import { moneyColumn, useReportRange } from './report-page';
import '../../../styles/member-page.css';

type ReportQuery = ReturnType<typeof useReportRange>['asked'] & { username?: string };

/** The keys of T whose values are amounts (strings of minor units). */
type AmountKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

interface FiguresAnswer<Row, Totals> {
  list: Row[];
  total: number;
  totalPages: number;
  totals: Totals;
}

export function MemberFiguresReport<Row extends { username: string }, Totals>({
  title,
  searchId,
  useReport,
  fetchReport,
  columns,
  figures,
  totalsBefore = () => [],
  rowKey,
  emptyText,
  csvName,
}: {
  title: string;
  searchId: string;
  useReport: (query: ReportQuery) => {
    data: FiguresAnswer<Row, Totals> | undefined;
    isFetching: boolean;
    isError: boolean;
  };
  /** The same call outside React, for the whole range's CSV. */
  fetchReport: (query: ReportQuery, signal: AbortSignal) => Promise<FiguresAnswer<Row, Totals>>;
  /** The page's own columns, between the username and the amounts. */
  columns: RecordColumn<Row>[];
  /** The amounts, each a column and a total; housePnl is the house's side, shown as a net. */
  figures: ReadonlyArray<{ key: AmountKey<Row> & AmountKey<Totals>; label: string }>;
  /** Tiles before the amounts' totals. */
  totalsBefore?: (totals: Totals) => RecordsTotal[];
  rowKey: (row: Row) => string;
  emptyText: string;
  csvName: string;
}) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const [username, setUsername] = useState('');
  const report = useReportRange();
  const query = { ...report.asked, ...(username ? { username } : {}) };
  const answer = useReport(query);
  const isNet = (key: string) => key === 'housePnl';
  const allColumns: RecordColumn<Row>[] = [
    {
      key: 'username',
      label: t('agent.team.username'),
      cell: (r) => r.username,
      csv: (r) => r.username,
    },
    ...columns,
    ...figures.map(({ key, label }) =>
      moneyColumn<Row>(format, key, label, { signed: isNet(key) }),
    ),
  ];
  const totals = answer.data?.totals;
  return (
    <div className="mc-page">
      <h2 className="mc-page__title">{title}</h2>
      <RecordsFilters range={report.range}>
        <UsernameFilter
          id={searchId}
          onSearch={(name) => {
            setUsername(name);
            report.firstPage();
          }}
        />
      </RecordsFilters>
      {totals && (
        <RecordsTotals
          items={[
            ...totalsBefore(totals),
            ...figures.map(({ key, label }) => {
              const value = String(totals[key]);
              return {
                label,
                value: format.amount(value),
                ...(isNet(key) ? { className: netClass(value) } : {}),
              };
            }),
          ]}
        />
      )}
      <RecordsList
        label={title}
        caption={(list) => t('agent.report.caption', { total: list.total })}
        query={answer}
        rows={(list) => list.list}
        rowKey={rowKey}
        columns={allColumns}
        emptyText={emptyText}
        csvName={report.csvName(csvName)}
        paging={report.paging(answer.data?.totalPages)}
        fetchPage={reportPages(fetchReport, query)}
      />
    </div>
  );
}
