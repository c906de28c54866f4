// The agent centre's team overview (its first page): the whole team's figures over a range of the
// site's days (quick picks: the previous 7 and 30 days) as totals, a chart per figure a
// person would rather look at (registrations, active members, deposits, valid bet, profit and
// loss per day), and the days as a table with its CSV.
import { useTranslation } from 'react-i18next';
import type { TTeamOverview } from '@wps/contracts/agent/reports';
import {
  RecordsFilters,
  RecordsList,
  RecordsTotals,
  netClass,
  useRecordsRange,
  type RecordColumn,
} from '../../../components/records-kit/records-kit';
import { useSiteFormat } from '../../../lib/use-site-format';
import { useTeamOverview } from '../agent-reports-api';
import { DayChart, type DayPoint } from '../components/day-chart';
import { MAX_REPORT_DAYS, moneyColumn } from './report-page';
import '../../../styles/member-page.css';

type TTeamDay = TTeamOverview['days'][number];

export function TeamOverviewPage() {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const range = useRecordsRange({ maxDays: MAX_REPORT_DAYS });
  const overview = useTeamOverview({
    startDate: range.asked.startDate,
    endDate: range.asked.endDate,
  });
  const data = overview.data;

  const series = (
    pick: (day: TTeamDay) => string | number,
    show: (value: string | number) => string,
  ): DayPoint[] =>
    (data?.days ?? []).map((day) => {
      const value = pick(day);
      return { day: day.day, value: Number(value), label: show(value) };
    });
  const count = (value: string | number) => String(value);
  const amount = (value: string | number) => format.amount(String(value));

  const columns: RecordColumn<TTeamDay>[] = [
    { key: 'day', label: t('agent.report.day'), cell: (d) => format.day(d.day), csv: (d) => d.day },
    {
      key: 'registrations',
      label: t('agent.figures.registrations'),
      numeric: true,
      cell: (d) => d.registrations,
      csv: (d) => d.registrations,
    },
    {
      key: 'activeMembers',
      label: t('agent.figures.activeMembers'),
      numeric: true,
      cell: (d) => d.activeMembers,
      csv: (d) => d.activeMembers,
    },
    moneyColumn(format, 'deposits', t('agent.figures.deposits')),
    moneyColumn(format, 'validBet', t('agent.figures.validBet')),
    moneyColumn(format, 'housePnl', t('agent.figures.housePnl'), { signed: true }),
  ];

  return (
    <div className="mc-page">
      <h2 className="mc-page__title">{t('agent.menu.teamOverview')}</h2>
      <RecordsFilters range={range} />
      {overview.isError && !data && (
        <p className="form__problem" role="alert">
          {t('errors.loadFailed')}
        </p>
      )}
      {data && (
        <>
          <RecordsTotals
            items={[
              { label: t('agent.figures.teamSize'), value: data.totals.teamSize },
              { label: t('agent.figures.directDownlines'), value: data.totals.directDownlines },
              { label: t('agent.figures.registrations'), value: data.totals.registrations },
              { label: t('agent.figures.activeMembers'), value: data.totals.activeMembers },
              { label: t('agent.figures.deposits'), value: format.amount(data.totals.deposits) },
              {
                label: t('agent.figures.withdrawals'),
                value: format.amount(data.totals.withdrawals),
              },
              { label: t('agent.figures.validBet'), value: format.amount(data.totals.validBet) },
              {
                label: t('agent.figures.housePnl'),
                value: format.amount(data.totals.housePnl),
                className: netClass(data.totals.housePnl),
              },
              { label: t('agent.figures.bonus'), value: format.amount(data.totals.bonus) },
            ]}
          />
          <section className="mc-card" aria-label={t('agent.report.charts')}>
            <div className="day-charts">
              <DayChart
                title={t('agent.figures.registrations')}
                total={String(data.totals.registrations)}
                points={series((d) => d.registrations, count)}
              />
              <DayChart
                title={t('agent.figures.activeMembers')}
                total={String(data.totals.activeMembers)}
                points={series((d) => d.activeMembers, count)}
              />
              <DayChart
                title={t('agent.figures.deposits')}
                total={format.amount(data.totals.deposits)}
                points={series((d) => d.deposits, amount)}
              />
              <DayChart
                title={t('agent.figures.validBet')}
                total={format.amount(data.totals.validBet)}
                points={series((d) => d.validBet, amount)}
              />
              <DayChart
                title={t('agent.figures.housePnl')}
                total={format.amount(data.totals.housePnl)}
                points={series((d) => d.housePnl, amount)}
              />
            </div>
          </section>
        </>
      )}
      <RecordsList
        label={t('agent.report.byDay')}
        caption={() => t('agent.report.byDay')}
        query={overview}
        rows={(answer) => answer.days}
        rowKey={(d) => d.day}
        columns={columns}
        emptyText={t('agent.report.none')}
        csvName={`team-overview-${range.asked.startDate}-${range.asked.endDate}`}
      />
    </div>
  );
}
