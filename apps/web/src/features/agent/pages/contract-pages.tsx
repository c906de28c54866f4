// The dividend and salary pages (spec 2 "dividend, daily salary, hourly salary, real-time salary";
// spec 4 "Contract actions"): my contract of the kind in force and the offer waiting for me, to
// accept or reject (the spec's MCS2_ and MCSFE_ calls), terminate; the contracts I gave my direct
// downlines; and my settlement statements over a range of days, each opened line by line.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  TAgentContract,
  TContractKind,
  TSettlementStatement,
} from '@wps/contracts/agent/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import {
  RecordsFilters,
  RecordsList,
  RecordsTable,
  RecordsTotals,
  useRecordsRange,
  type RecordColumn,
} from '../../../components/records-kit/records-kit';
import { errorText } from '../../../lib/error-text';
import { toMajor } from '../../../lib/money-amount';
import { useSiteFormat } from '../../../lib/use-site-format';
import {
  useContractAction,
  useGivenContracts,
  useMyContracts,
  useStatements,
} from '../agent-contracts-api';
import { ContractTerms } from '../components/contract-terms';
import { StatementDialog } from '../components/statement-dialog';
import { formatRate, rangeInstants } from '../contract-format';
import '../../../styles/member-page.css';

type Action = 'accept' | 'reject' | 'terminate';

/** The actions on one contract, with the terminate confirmation and the failure shown. */
function useActions(kind: TContractKind) {
  const action = useContractAction(kind);
  const [confirming, setConfirming] = useState<TAgentContract | null>(null);
  const run = (contract: TAgentContract, what: Action) =>
    action.mutate(
      { contractId: contract.id, action: what },
      { onSuccess: () => setConfirming(null) },
    );
  return { action, confirming, setConfirming, run };
}

/** Asks before terminating `contract`; it stays open, busy, until the termination is done. */
function TerminateDialog({
  contract,
  message,
  actions: { action, setConfirming, run },
}: {
  contract: TAgentContract;
  message: string;
  actions: ReturnType<typeof useActions>;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      texts={{
        title: t('agent.contract.terminateTitle'),
        effect: message,
        confirm: t('agent.contract.terminate'),
        back: t('common.cancel'),
      }}
      look={{ actions: 'agent-actions' }}
      isBusy={action.isPending}
      problem={action.error ? errorText(action.error, t) : null}
      onConfirm={() => run(contract, 'terminate')}
      onClose={() => {
        action.reset();
        setConfirming(null);
      }}
    />
  );
}

function MyContract({ kind }: { kind: TContractKind }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const mine = useMyContracts(kind);
  const actions = useActions(kind);
  const { action, confirming, setConfirming, run } = actions;
  const problem = action.error ? errorText(action.error, t) : null;

  if (mine.isError) {
    return (
      <section className="mc-card" aria-label={t('agent.contract.mine')}>
        <p className="form__problem" role="alert">
          {t('errors.loadFailed')}
        </p>
      </section>
    );
  }
  if (!mine.data) {
    return (
      <section className="mc-card" aria-label={t('agent.contract.mine')}>
        <p className="mc-note" role="status">
          {t('common.loading')}
        </p>
      </section>
    );
  }
  const { active, pending, history } = mine.data;
  const historyColumns: RecordColumn<TAgentContract>[] = [
    {
      key: 'version',
      label: t('agent.contract.versionLabel'),
      numeric: true,
      cell: (c) => c.version,
    },
    {
      key: 'state',
      label: t('agent.contract.state'),
      cell: (c) => t(`agent.contract.states.${c.state}`),
    },
    {
      key: 'rate',
      label: t('agent.contract.maxRate'),
      numeric: true,
      cell: (c) => formatRate(c.maxRateBp),
    },
    {
      key: 'from',
      label: t('agent.contract.offered'),
      cell: (c) => format.dateTime(c.createdAt),
    },
    {
      key: 'ended',
      label: t('agent.contract.ended'),
      cell: (c) => (c.endedAt ? format.dateTime(c.endedAt) : '—'),
    },
  ];
  return (
    <>
      {pending && (
        <section className="mc-card agent-offer" aria-labelledby={`offer-${kind}`}>
          <div className="mc-card__head">
            <h3 id={`offer-${kind}`} className="mc-card__title">
              {t('agent.contract.offerFrom', {
                upline: pending.upline ?? t('agent.contract.platform'),
              })}
            </h3>
            <span className="mc-tag">{t('agent.contract.states.pending')}</span>
          </div>
          <p className="mc-note">
            {t('agent.contract.version', { version: pending.version })} ·{' '}
            {format.dateTime(pending.createdAt)}
          </p>
          <ContractTerms contract={pending} />
          {problem && !confirming && (
            <p className="form__problem" role="alert">
              {problem}
            </p>
          )}
          <div className="agent-actions">
            <button
              type="button"
              className="button button--primary"
              disabled={action.isPending}
              onClick={() => run(pending, 'accept')}
            >
              {t('agent.contract.accept')}
            </button>
            <button
              type="button"
              className="button"
              disabled={action.isPending}
              onClick={() => run(pending, 'reject')}
            >
              {t('agent.contract.reject')}
            </button>
          </div>
        </section>
      )}
      <section className="mc-card" aria-labelledby={`mine-${kind}`}>
        <div className="mc-card__head">
          <h3 id={`mine-${kind}`} className="mc-card__title">
            {t('agent.contract.mine')}
          </h3>
          {active && <span className="mc-tag">{t('agent.contract.states.active')}</span>}
        </div>
        {active ? (
          <>
            <p className="mc-note">
              {t('agent.contract.from', {
                upline: active.upline ?? t('agent.contract.platform'),
              })}{' '}
              · {t('agent.contract.version', { version: active.version })} ·{' '}
              {t('agent.contract.since', {
                date: format.dateTime(active.acceptedAt ?? active.createdAt),
              })}
            </p>
            <ContractTerms contract={active} />
            <div className="agent-actions">
              <button type="button" className="button" onClick={() => setConfirming(active)}>
                {t('agent.contract.terminate')}
              </button>
            </div>
          </>
        ) : (
          <p className="mc-note">{t('agent.contract.noneActive')}</p>
        )}
        {history.length > 0 && (
          <details className="agent-history">
            <summary>{t('agent.contract.history', { count: history.length })}</summary>
            <RecordsTable
              caption={t('agent.contract.historyCaption')}
              columns={historyColumns}
              rows={history}
              rowKey={(c) => String(c.id)}
            />
          </details>
        )}
      </section>
      {confirming && (
        <TerminateDialog
          contract={confirming}
          message={t('agent.contract.terminateConfirm')}
          actions={actions}
        />
      )}
    </>
  );
}

function GivenContracts({ kind }: { kind: TContractKind }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const [pageNo, setPageNo] = useState(1);
  const given = useGivenContracts({ kind, pageNo });
  const actions = useActions(kind);
  const { confirming, setConfirming } = actions;
  const columns: RecordColumn<TAgentContract>[] = [
    {
      key: 'agent',
      label: t('agent.contract.downline'),
      cell: (c) => c.agent,
      csv: (c) => c.agent,
    },
    {
      key: 'state',
      label: t('agent.contract.state'),
      cell: (c) => t(`agent.contract.states.${c.state}`),
      csv: (c) => c.state,
    },
    {
      key: 'period',
      label: t('agent.contract.period'),
      cell: (c) => t(`agent.contract.periods.${c.periodType}`),
      csv: (c) => c.periodType,
    },
    {
      key: 'rate',
      label: t('agent.contract.maxRate'),
      numeric: true,
      cell: (c) => formatRate(c.maxRateBp),
      csv: (c) => formatRate(c.maxRateBp),
    },
    {
      key: 'created',
      label: t('agent.contract.offered'),
      cell: (c) => format.dateTime(c.createdAt),
      csv: (c) => c.createdAt,
    },
    {
      key: 'actions',
      label: t('agent.actions'),
      cell: (c) =>
        c.state === 'active' ? (
          <button type="button" className="button button--small" onClick={() => setConfirming(c)}>
            {t('agent.contract.terminate')}
          </button>
        ) : null,
    },
  ];
  return (
    <>
      <h3 className="mc-page__title agent-subtitle">{t('agent.contract.given')}</h3>
      <RecordsList
        label={t('agent.contract.given')}
        caption={(answer) => t('agent.contract.givenCaption', { total: answer.total })}
        query={given}
        rows={(answer) => answer.items}
        rowKey={(c) => String(c.id)}
        columns={columns}
        emptyText={t('agent.contract.noneGiven')}
        csvName={`contracts-given-${kind}`}
        paging={{
          pageNo,
          totalPages: given.data?.totalPages ?? 1,
          onPageChange: (update) => setPageNo(update),
        }}
      />
      {confirming && (
        <TerminateDialog
          contract={confirming}
          message={t('agent.contract.terminateGivenConfirm', { agent: confirming.agent })}
          actions={actions}
        />
      )}
    </>
  );
}

function Statements({ kind }: { kind: TContractKind }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const [pageNo, setPageNo] = useState(1);
  const [opened, setOpened] = useState<number | null>(null);
  // Dividend and daily salary settle by days up to months: a week's range would often hold no
  // statement at all (a weekly dividend's last period starts before it), so they start at 30.
  const range = useRecordsRange({
    maxDays: 92,
    onChange: () => setPageNo(1),
    initial: kind === 'dividend' || kind === 'daily_salary' ? 'previous30' : 'previous7',
  });
  const statements = useStatements(
    { kind, pageNo, ...rangeInstants(range.asked, format.timeZone) },
    format.timeZone !== undefined,
  );
  const columns: RecordColumn<TSettlementStatement>[] = [
    {
      key: 'period',
      label: t('agent.statement.period'),
      cell: (s) => format.dateTime(s.periodStart, { seconds: false }),
      csv: (s) => s.periodKey,
    },
    {
      key: 'validBet',
      label: t('agent.figures.validBet'),
      numeric: true,
      cell: (s) => format.amount(s.figures.validBet),
      csv: (s) => toMajor(s.figures.validBet),
    },
    {
      key: 'housePnl',
      label: t('agent.figures.housePnl'),
      numeric: true,
      cell: (s) => format.amount(s.figures.housePnl),
      csv: (s) => toMajor(s.figures.housePnl),
    },
    {
      key: 'active',
      label: t('agent.figures.activeMembers'),
      numeric: true,
      cell: (s) => s.figures.activeMembers,
      csv: (s) => s.figures.activeMembers,
    },
    {
      key: 'rate',
      label: t('agent.statement.rate'),
      numeric: true,
      cell: (s) => formatRate(s.effectiveRateBp),
      csv: (s) => formatRate(s.effectiveRateBp),
    },
    {
      key: 'amount',
      label: t('agent.statement.amount'),
      numeric: true,
      cellClass: (s) => (s.amount === '0' ? '' : 'mc-amount--in'),
      cell: (s) => format.amount(s.amount),
      csv: (s) => toMajor(s.amount),
    },
    {
      key: 'open',
      label: t('agent.actions'),
      cell: (s) => (
        <button type="button" className="button button--small" onClick={() => setOpened(s.id)}>
          {t('agent.statement.open')}
        </button>
      ),
    },
  ];
  return (
    <>
      <h3 className="mc-page__title agent-subtitle">{t('agent.statement.title')}</h3>
      <RecordsFilters range={range} />
      {statements.data && (
        <RecordsTotals
          items={[
            {
              label: t('agent.statement.totalPaid'),
              value: format.money(statements.data.totalPaid),
            },
            { label: t('agent.statement.count'), value: statements.data.total },
          ]}
        />
      )}
      <RecordsList
        label={t('agent.statement.title')}
        caption={(answer) => t('agent.statement.caption', { total: answer.total })}
        query={statements}
        rows={(answer) => answer.items}
        rowKey={(s) => String(s.id)}
        columns={columns}
        emptyText={t('agent.statement.none')}
        csvName={`statements-${kind}-${range.asked.startDate}-${range.asked.endDate}`}
        paging={{
          pageNo,
          totalPages: statements.data?.totalPages ?? 1,
          onPageChange: (update) => setPageNo(update),
        }}
      />
      {opened !== null && <StatementDialog id={opened} onClose={() => setOpened(null)} />}
    </>
  );
}

function ContractPage({ kind, title }: { kind: TContractKind; title: string }) {
  const { t } = useTranslation();
  return (
    <div className="mc-page">
      <h2 className="mc-page__title">{t(title)}</h2>
      <MyContract kind={kind} />
      <GivenContracts kind={kind} />
      <Statements kind={kind} />
    </div>
  );
}

export const DividendPage = () => <ContractPage kind="dividend" title="agent.menu.dividend" />;
export const DailySalaryPage = () => (
  <ContractPage kind="daily_salary" title="agent.menu.dailySalary" />
);
export const HourlySalaryPage = () => (
  <ContractPage kind="hourly_salary" title="agent.menu.hourlySalary" />
);
export const RealtimeSalaryPage = () => (
  <ContractPage kind="realtime_salary" title="agent.menu.realtimeSalary" />
);
