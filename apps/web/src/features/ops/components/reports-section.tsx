// The dashboard and reports: a range of the site's days (today, 7 or 30 days, or chosen), its
// figures with a chart per figure day by day, GGR per game type and vendor, the daily report by
// game type and vendor (paged on the server), the payment channel report, CSV exports, and the
// reconciliation panel (the ledger checker's last result, run on demand).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REPORT_MAX_DAYS,
  type TChannelReportRow,
  type TDashboard,
  type TReportRange,
} from '@wps/contracts/ops/reports';
import { DayInput } from '../../../components/date-range/day-input';
import { downloadCsv, toCsv } from '../../../lib/csv';
import { useSiteFormat } from '../../../lib/use-site-format';
import { DayChart } from '../../agent/components/day-chart';
import {
  fetchWholeDailyReport,
  useChannelReport,
  useDailyReport,
  useDashboard,
  useReconciliation,
  useRunReconciliation,
} from '../api/use-reports';
import { ApiErrorText } from './api-error-text';
import { Pager } from './pager';
import { QueryView } from './query-view';

const DAY_MS = 86_400_000;
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const lengthOf = (r: TReportRange) =>
  (Date.parse(`${r.to}T00:00:00Z`) - Date.parse(`${r.from}T00:00:00Z`)) / DAY_MS + 1;

function RangePicker({
  range,
  onRange,
}: {
  range: TReportRange;
  onRange: (range: TReportRange) => void;
}) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const [error, setError] = useState<string | null>(null);
  const today = site.today();
  const preset = (days: number) => onRange({ from: shift(today, 1 - days), to: today });

  // Typed in the site's one date format (DayInput), not the device's; '' while unreadable.
  const [draft, setDraft] = useState(range);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = draft;
    const valid = /^\d{4}-\d{2}-\d{2}$/;
    if (!valid.test(next.from) || !valid.test(next.to) || next.from > next.to) {
      setError(t('ops.reports.badRange'));
    } else if (lengthOf(next) > REPORT_MAX_DAYS) {
      setError(t('ops.reports.tooLong', { days: REPORT_MAX_DAYS }));
    } else {
      setError(null);
      onRange(next);
    }
  }

  return (
    <form
      className="ops-card ops-form"
      onSubmit={onSubmit}
      aria-label={t('ops.reports.range')}
      key={`${range.from}:${range.to}`}
    >
      <div className="ops-actions">
        <button type="button" className="ops-button" onClick={() => preset(1)}>
          {t('ops.reports.today')}
        </button>
        <button type="button" className="ops-button" onClick={() => preset(7)}>
          {t('ops.reports.days', { count: 7 })}
        </button>
        <button type="button" className="ops-button" onClick={() => preset(30)}>
          {t('ops.reports.days', { count: 30 })}
        </button>
      </div>
      <fieldset className="ops-fieldset">
        <label className="ops-field ops-field-narrow">
          <span>{t('ops.reports.from')}</span>
          <DayInput value={draft.from} onChange={(from) => setDraft((d) => ({ ...d, from }))} />
        </label>
        <label className="ops-field ops-field-narrow">
          <span>{t('ops.reports.to')}</span>
          <DayInput value={draft.to} onChange={(to) => setDraft((d) => ({ ...d, to }))} />
        </label>
      </fieldset>
      <div className="ops-actions">
        <button type="submit" className="ops-button">
          {t('ops.reports.show')}
        </button>
      </div>
      {error && (
        <p role="alert" className="ops-error">
          {error}
        </p>
      )}
    </form>
  );
}

function Dashboard({ data, busy }: { data: TDashboard; busy: boolean }) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const r = (key: string) => t(`ops.reports.${key}`);
  const totals = data.totals;
  const money = (
    key: 'deposits' | 'withdrawals' | 'netCash' | 'ggr' | 'bonus' | 'adjustments',
  ) => ({
    key,
    value: site.amount(totals[key]),
    points: data.days.map((d) => ({
      day: d.day,
      value: Number(d[key]),
      label: site.amount(d[key]),
    })),
  });
  const count = (key: 'registrations' | 'firstDepositors' | 'activePlayers') => ({
    key,
    value: String(totals[key]),
    points: data.days.map((d) => ({ day: d.day, value: d[key], label: String(d[key]) })),
  });
  const figures = [
    money('deposits'),
    money('withdrawals'),
    money('netCash'),
    money('ggr'),
    money('bonus'),
    money('adjustments'),
    count('registrations'),
    count('firstDepositors'),
    count('activePlayers'),
  ];

  function exportCsv() {
    const keys = [
      'deposits',
      'depositCount',
      'withdrawals',
      'withdrawalCount',
      'netCash',
      'validBet',
      'ggr',
      'bonus',
      'adjustments',
      'registrations',
      'firstDepositors',
      'activePlayers',
    ] as const;
    const csv = toCsv(
      [r('day'), ...keys.map((k) => r(`figures.${k}`))],
      data.days.map((d) => [
        d.day,
        ...keys.map((k) => (typeof d[k] === 'number' ? d[k] : site.amount(d[k] as string))),
      ]),
    );
    downloadCsv(`dashboard-${data.from}-${data.to}.csv`, csv);
  }

  const empty =
    totals.depositCount === 0 &&
    totals.withdrawalCount === 0 &&
    totals.rounds === 0 &&
    totals.registrations === 0 &&
    totals.bonus === '0' &&
    totals.adjustments === '0';
  return (
    <section className="ops-card" aria-label={r('dashboard')} aria-busy={busy}>
      <div className="ops-report-head">
        <h2>{r('dashboard')}</h2>
        <button type="button" className="ops-button" onClick={exportCsv}>
          {r('exportCsv')}
        </button>
      </div>
      <p className="ops-hint">
        {t('ops.reports.rangeShown', {
          from: site.day(data.from),
          to: site.day(data.to),
          zone: data.timeZone,
        })}
      </p>
      {empty && <p className="ops-hint">{r('empty')}</p>}
      <dl className="ops-report-totals">
        {figures.map((f) => (
          <div key={f.key}>
            <dt>{r(`figures.${f.key}`)}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
      <div className="day-charts">
        {figures.map((f) => (
          <DayChart key={f.key} title={r(`figures.${f.key}`)} total={f.value} points={f.points} />
        ))}
      </div>
      <h3>{r('byGame')}</h3>
      {data.byGame.length === 0 ? (
        <p className="ops-hint">{r('noPlay')}</p>
      ) : (
        <GameTable rows={data.byGame} />
      )}
    </section>
  );
}

function GameTable({
  rows,
}: {
  rows: ReadonlyArray<{
    day?: string;
    gameType: string;
    vendor: string;
    vendorId: number;
    rounds: number;
    validBet: string;
    win: string;
    ggr: string;
  }>;
}) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const r = (key: string) => t(`ops.reports.${key}`);
  const withDay = rows.some((row) => row.day !== undefined);
  return (
    <div className="ops-table-scroll">
      <table className="ops-table">
        <thead>
          <tr>
            {withDay && <th>{r('day')}</th>}
            <th>{r('gameType')}</th>
            <th>{r('vendor')}</th>
            <th className="ops-num">{r('rounds')}</th>
            <th className="ops-num">{r('figures.validBet')}</th>
            <th className="ops-num">{r('win')}</th>
            <th className="ops-num">{r('figures.ggr')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.day ?? ''}|${row.gameType}|${row.vendorId}`}>
              {withDay && <td>{site.day(row.day!)}</td>}
              <td>{row.gameType}</td>
              <td>{row.vendor || `#${row.vendorId}`}</td>
              <td className="ops-num">{row.rounds}</td>
              <td className="ops-num">{site.amount(row.validBet)}</td>
              <td className="ops-num">{site.amount(row.win)}</td>
              <td className="ops-num">{site.amount(row.ggr)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DailyReport({ range }: { range: TReportRange }) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const [page, setPage] = useState(1);
  const report = useDailyReport(range, page);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);
  const r = (key: string) => t(`ops.reports.${key}`);

  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    try {
      const { rows } = await fetchWholeDailyReport(range);
      const csv = toCsv(
        [
          r('day'),
          r('gameType'),
          r('vendor'),
          r('rounds'),
          r('figures.validBet'),
          r('win'),
          r('figures.ggr'),
        ],
        rows.map((row) => [
          row.day,
          row.gameType,
          row.vendor,
          row.rounds,
          site.amount(row.validBet),
          site.amount(row.win),
          site.amount(row.ggr),
        ]),
      );
      downloadCsv(`daily-report-${range.from}-${range.to}.csv`, csv);
    } catch (error) {
      setExportError(error);
    } finally {
      setExporting(false);
    }
  }

  return (
    <section className="ops-card" aria-label={r('daily')}>
      <div className="ops-report-head">
        <h2>{r('daily')}</h2>
        <button
          type="button"
          className="ops-button"
          disabled={exporting}
          onClick={() => void exportCsv()}
        >
          {r('exportCsv')}
        </button>
      </div>
      <ApiErrorText error={exportError} />
      <QueryView query={report}>
        {({ rows, totalPages }) => (
          <>
            {rows.length === 0 ? (
              <p className="ops-hint">{r('noPlay')}</p>
            ) : (
              <GameTable rows={rows} />
            )}
            <Pager page={page} totalPages={totalPages} onPage={setPage} />
          </>
        )}
      </QueryView>
    </section>
  );
}

function ChannelReport({ range }: { range: TReportRange }) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const report = useChannelReport(range);
  const r = (key: string) => t(`ops.reports.${key}`);
  // The table and its CSV name a row alike: hand payouts have no channel and no name of their own.
  const nameOf = (row: TChannelReportRow) =>
    row.channelId === null ? r('manual') : row.name || row.code;
  return (
    <section className="ops-card" aria-label={r('channels')}>
      <h2>{r('channels')}</h2>
      <QueryView query={report}>
        {({ rows }) => {
          if (rows.length === 0) return <p className="ops-hint">{r('noChannels')}</p>;
          const exportCsv = () =>
            downloadCsv(
              `channels-${range.from}-${range.to}.csv`,
              toCsv(
                [
                  r('channel'),
                  r('depositCount'),
                  r('figures.deposits'),
                  r('fee'),
                  r('pending'),
                  r('refused'),
                  r('withdrawalCount'),
                  r('figures.withdrawals'),
                ],
                rows.map((row) => [
                  nameOf(row),
                  row.deposits.count,
                  site.amount(row.deposits.amount),
                  site.amount(row.deposits.fee),
                  row.depositsPending,
                  row.depositsRefused,
                  row.withdrawals.count,
                  site.amount(row.withdrawals.amount),
                ]),
              ),
            );
          return (
            <>
              <div className="ops-actions">
                <button type="button" className="ops-button" onClick={exportCsv}>
                  {r('exportCsv')}
                </button>
              </div>
              <div className="ops-table-scroll">
                <table className="ops-table">
                  <thead>
                    <tr>
                      <th>{r('channel')}</th>
                      <th className="ops-num">{r('depositCount')}</th>
                      <th className="ops-num">{r('figures.deposits')}</th>
                      <th className="ops-num">{r('fee')}</th>
                      <th className="ops-num">{r('pending')}</th>
                      <th className="ops-num">{r('refused')}</th>
                      <th className="ops-num">{r('withdrawalCount')}</th>
                      <th className="ops-num">{r('figures.withdrawals')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.channelId ?? 'manual'}>
                        <td>{nameOf(row)}</td>
                        <td className="ops-num">{row.deposits.count}</td>
                        <td className="ops-num">{site.amount(row.deposits.amount)}</td>
                        <td className="ops-num">{site.amount(row.deposits.fee)}</td>
                        <td className="ops-num">{row.depositsPending}</td>
                        <td className="ops-num">{row.depositsRefused}</td>
                        <td className="ops-num">{row.withdrawals.count}</td>
                        <td className="ops-num">{site.amount(row.withdrawals.amount)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          );
        }}
      </QueryView>
    </section>
  );
}

export function ReconciliationPanel() {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const state = useReconciliation();
  const run = useRunReconciliation();
  const r = (key: string, options?: Record<string, unknown>) =>
    t(`ops.reports.reconciliation.${key}`, options);
  return (
    <section className="ops-card" aria-label={r('title')}>
      <h2>{r('title')}</h2>
      <p className="ops-hint">{r('hint')}</p>
      <QueryView query={state}>
        {({ last, running }) => (
          <>
            {last === null ? (
              <p>{r('never')}</p>
            ) : (
              <>
                <p
                  role="status"
                  className={last.ok ? 'ops-badge ops-badge-ok' : 'ops-badge ops-badge-warn'}
                >
                  {last.ok ? r('ok') : r('broken', { count: last.problems.length })}
                </p>
                <p className="ops-hint">
                  {r('ranAt', {
                    at: site.dateTime(last.finishedAt),
                    by: last.by ?? r('commandLine'),
                  })}
                </p>
                {last.problems.length > 0 && (
                  <ul className="ops-problems">
                    {last.problems.map((p) => (
                      <li key={p}>
                        <code>{p}</code>
                      </li>
                    ))}
                  </ul>
                )}
              </>
            )}
            <div className="ops-actions">
              <button
                type="button"
                className="ops-button"
                disabled={running || run.isPending}
                onClick={() => run.mutate()}
              >
                {running || run.isPending ? r('running') : r('run')}
              </button>
            </div>
            <ApiErrorText error={run.error} />
          </>
        )}
      </QueryView>
    </section>
  );
}

export function ReportsSection() {
  const site = useSiteFormat();
  const today = site.today();
  const [range, setRange] = useState<TReportRange>({ from: shift(today, -6), to: today });
  const dashboard = useDashboard(range);
  return (
    <>
      <RangePicker range={range} onRange={setRange} />
      <QueryView query={dashboard}>
        {(data) => <Dashboard data={data} busy={dashboard.isFetching} />}
      </QueryView>
      <DailyReport key={`${range.from}:${range.to}`} range={range} />
      <ChannelReport range={range} />
      <ReconciliationPanel />
    </>
  );
}
