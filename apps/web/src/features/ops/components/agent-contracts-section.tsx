// Agent contracts in the console: the platform's contract with a top agent (set, terminate),
// every contract by kind and state, and the settlement runs with their statements (pause,
// re-run, settle now) and settings. The server checks each action's role and audits it.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TContractKind } from '@wps/contracts/agent/contracts';
import { useSiteFormat } from '../../../lib/use-site-format';
import { formatBps } from '../money-format';
import {
  useAgentContracts,
  useSetTopContract,
  useTerminateContract,
} from '../api/use-agent-contracts';
import {
  usePutSettlementSettings,
  useRunAction,
  useRunStatements,
  useSettleNow,
  useSettlementRuns,
  useSettlementSettings,
} from '../api/use-agent-settlements';
import { ApiErrorText } from './api-error-text';
import { ConfirmButton } from './confirm-button';
import { Pager } from './pager';
import { QueryView } from './query-view';

const kinds = ['dividend', 'daily_salary', 'hourly_salary', 'realtime_salary'] as const;
const periodsOf: Record<TContractKind, readonly string[]> = {
  dividend: ['D', 'W', 'H', 'M'],
  daily_salary: ['D', 'W', 'H', 'M'],
  hourly_salary: ['HR'],
  realtime_salary: ['R5'],
};

interface TierForm {
  rateBp: string;
  minValidBet: string;
  minLoss: string;
  minBetAmount: string;
  minActive: string;
}
const emptyTier: TierForm = {
  rateBp: '',
  minValidBet: '0',
  minLoss: '0',
  minBetAmount: '0',
  minActive: '0',
};

export function AgentContractsSection({ canEdit }: { canEdit: boolean }) {
  const [kind, setKind] = useState<TContractKind>('daily_salary');
  const { t } = useTranslation();
  return (
    <>
      <label className="ops-field">
        <span>{t('ops.contracts.kind')}</span>
        <select value={kind} onChange={(e) => setKind(e.target.value as TContractKind)}>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {t(`ops.contracts.kinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      {canEdit && <TopContractForm kind={kind} />}
      <ContractsList kind={kind} canEdit={canEdit} />
      <RunsList kind={kind} canEdit={canEdit} />
      <SettingsCard canEdit={canEdit} />
    </>
  );
}

function TopContractForm({ kind }: { kind: TContractKind }) {
  const { t } = useTranslation();
  const set = useSetTopContract();
  const [username, setUsername] = useState('');
  const [periodType, setPeriodType] = useState('D');
  const [tiers, setTiers] = useState<TierForm[]>([emptyTier]);
  const periods = periodsOf[kind];
  const period = periods.includes(periodType) ? periodType : periods[0]!;
  const fields: Array<keyof TierForm> =
    kind === 'dividend'
      ? ['rateBp', 'minValidBet', 'minLoss', 'minActive']
      : kind === 'realtime_salary'
        ? ['rateBp']
        : ['rateBp', 'minBetAmount', 'minActive'];

  function submit(e: FormEvent) {
    e.preventDefault();
    set.mutate({
      username: username.trim(),
      kind,
      periodType: period as 'D',
      tiers: tiers.map((x) => ({
        rateBp: Number(x.rateBp),
        minValidBet: x.minValidBet || '0',
        minLoss: x.minLoss || '0',
        minBetAmount: x.minBetAmount || '0',
        minActive: Number(x.minActive || '0'),
      })),
    });
  }

  return (
    <section className="ops-card" aria-labelledby="ops-top-contract">
      <h2 id="ops-top-contract">{t('ops.contracts.setTop')}</h2>
      <p className="ops-hint">{t('ops.contracts.setTopHint')}</p>
      <form onSubmit={submit}>
        <div className="ops-row">
          <label className="ops-field">
            <span>{t('ops.contracts.agent')}</span>
            <input
              required
              maxLength={64}
              autoCapitalize="none"
              spellCheck={false}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
            />
          </label>
          <label className="ops-field">
            <span>{t('ops.contracts.period')}</span>
            <select value={period} onChange={(e) => setPeriodType(e.target.value)}>
              {periods.map((p) => (
                <option key={p} value={p}>
                  {t(`ops.contracts.periods.${p}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {tiers.map((tier, i) => (
          <fieldset key={i} className="ops-row">
            <legend>{t('ops.contracts.tier', { n: i + 1 })}</legend>
            {fields.map((f) => (
              <label key={f} className="ops-field">
                <span>{t(`ops.contracts.fields.${f}`)}</span>
                <input
                  inputMode="numeric"
                  required
                  pattern="[0-9]+"
                  value={tier[f]}
                  onChange={(e) =>
                    setTiers(tiers.map((x, j) => (j === i ? { ...x, [f]: e.target.value } : x)))
                  }
                />
              </label>
            ))}
          </fieldset>
        ))}
        <div className="ops-row">
          {kind !== 'realtime_salary' && tiers.length < 20 && (
            <button
              type="button"
              className="ops-button"
              onClick={() => setTiers([...tiers, emptyTier])}
            >
              {t('ops.contracts.addTier')}
            </button>
          )}
          {tiers.length > 1 && (
            <button
              type="button"
              className="ops-button"
              onClick={() => setTiers(tiers.slice(0, -1))}
            >
              {t('ops.contracts.removeTier')}
            </button>
          )}
          <button type="submit" className="ops-button ops-button-primary" disabled={set.isPending}>
            {t('ops.contracts.setContract')}
          </button>
        </div>
        <ApiErrorText error={set.error} />
        {set.isSuccess && <p role="status">{t('ops.contracts.saved')}</p>}
      </form>
    </section>
  );
}

function ContractsList({ kind, canEdit }: { kind: TContractKind; canEdit: boolean }) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const [pageNo, setPageNo] = useState(1);
  const [topLevel, setTopLevel] = useState<'true' | undefined>('true');
  const list = useAgentContracts({ kind, topLevel, pageNo });
  const terminate = useTerminateContract();
  return (
    <section className="ops-card" aria-labelledby="ops-contracts-list">
      <h2 id="ops-contracts-list">{t('ops.contracts.list')}</h2>
      <label className="ops-check">
        <input
          type="checkbox"
          checked={topLevel === 'true'}
          onChange={(e) => setTopLevel(e.target.checked ? 'true' : undefined)}
        />
        {t('ops.contracts.topOnly')}
      </label>
      <QueryView query={list}>
        {({ items, totalPages }) => (
          <>
            {items.length === 0 && <p>{t('ops.contracts.none')}</p>}
            {items.length > 0 && (
              <table className="ops-table" aria-busy={list.isFetching}>
                <thead>
                  <tr>
                    <th scope="col">{t('ops.contracts.agent')}</th>
                    <th scope="col">{t('ops.contracts.upline')}</th>
                    <th scope="col">{t('ops.contracts.rate')}</th>
                    <th scope="col">{t('ops.contracts.state')}</th>
                    <th scope="col">{t('ops.contracts.since')}</th>
                    {canEdit && <th scope="col">{t('ops.contracts.terminate')}</th>}
                  </tr>
                </thead>
                <tbody>
                  {items.map((c) => (
                    <tr key={c.id}>
                      <td>
                        {c.agent} v{c.version}
                      </td>
                      <td>{c.upline ?? t('ops.contracts.platform')}</td>
                      <td>{formatBps(c.maxRateBp)}</td>
                      <td>{t(`ops.contracts.states.${c.state}`)}</td>
                      <td>{site.dateTime(c.acceptedAt ?? c.createdAt)}</td>
                      {canEdit && (
                        <td>
                          {(c.state === 'active' || c.state === 'pending') && (
                            <ConfirmButton
                              texts={{
                                ask: t('ops.contracts.terminate'),
                                askLabel: t('ops.contracts.terminateNamed', { agent: c.agent }),
                                confirm: t('ops.contracts.confirmTerminate'),
                                confirmLabel: t('ops.contracts.confirmTerminateNamed', {
                                  agent: c.agent,
                                }),
                                back: t('ops.contracts.back'),
                                effect: t('ops.contracts.terminateEffect', { agent: c.agent }),
                              }}
                              disabled={terminate.isPending}
                              onConfirm={() => terminate.mutate(c.id)}
                            />
                          )}
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <ApiErrorText error={terminate.error} />
            <Pager page={pageNo} totalPages={totalPages} onPage={setPageNo} />
          </>
        )}
      </QueryView>
    </section>
  );
}

function RunsList({ kind, canEdit }: { kind: TContractKind; canEdit: boolean }) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const runs = useSettlementRuns({ kind, pageNo });
  const action = useRunAction();
  const settle = useSettleNow();
  return (
    <section className="ops-card" aria-labelledby="ops-runs">
      <h2 id="ops-runs">{t('ops.contracts.runs')}</h2>
      {canEdit && (
        <button
          type="button"
          className="ops-button"
          disabled={settle.isPending}
          onClick={() => settle.mutate({ kind })}
        >
          {t('ops.contracts.settleNow')}
        </button>
      )}
      {settle.data && (
        <p role="status">
          {t('ops.contracts.settled', {
            statements: settle.data.statements,
            paid: site.money(settle.data.paid),
          })}
        </p>
      )}
      <ApiErrorText error={settle.error ?? action.error} />
      <QueryView query={runs}>
        {({ items, totalPages }) => (
          <>
            {items.length === 0 && <p>{t('ops.contracts.noRuns')}</p>}
            <ul className="ops-list" aria-busy={runs.isFetching}>
              {items.map((r) => (
                <li key={r.id} className="ops-card">
                  <div className="ops-row">
                    <strong>{r.periodKey}</strong>
                    <span className="ops-badge">{t(`ops.contracts.runStates.${r.state}`)}</span>
                    <span>
                      {t('ops.contracts.runFigures', { n: r.contracts, paid: site.money(r.paid) })}
                    </span>
                    <button
                      type="button"
                      className="ops-button"
                      aria-expanded={open === r.id}
                      onClick={() => setOpen(open === r.id ? null : r.id)}
                    >
                      {t('ops.contracts.statements')}
                    </button>
                    {canEdit && r.state === 'pending' && (
                      <button
                        type="button"
                        className="ops-button"
                        disabled={action.isPending}
                        onClick={() => action.mutate({ id: r.id, action: 'pause' })}
                      >
                        {t('ops.contracts.pause')}
                      </button>
                    )}
                    {canEdit && r.state !== 'pending' && (
                      <button
                        type="button"
                        className="ops-button"
                        disabled={action.isPending}
                        onClick={() => action.mutate({ id: r.id, action: 'rerun' })}
                      >
                        {t('ops.contracts.rerun')}
                      </button>
                    )}
                  </div>
                  {open === r.id && <RunStatements id={r.id} />}
                </li>
              ))}
            </ul>
            <Pager page={pageNo} totalPages={totalPages} onPage={setPageNo} />
          </>
        )}
      </QueryView>
    </section>
  );
}

function RunStatements({ id }: { id: number }) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const [pageNo, setPageNo] = useState(1);
  const statements = useRunStatements(id, pageNo);
  return (
    <QueryView query={statements}>
      {({ items, totalPages }) => (
        <>
          {items.length === 0 && <p>{t('ops.contracts.noStatements')}</p>}
          {items.length > 0 && (
            <table className="ops-table">
              <thead>
                <tr>
                  <th scope="col">{t('ops.contracts.agent')}</th>
                  <th scope="col">{t('ops.contracts.base')}</th>
                  <th scope="col">{t('ops.contracts.rate')}</th>
                  <th scope="col">{t('ops.contracts.deductions')}</th>
                  <th scope="col">{t('ops.contracts.paid')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((s) => (
                  <tr key={s.id}>
                    <td>{s.agent}</td>
                    <td>{site.money(s.base)}</td>
                    <td>
                      {formatBps(s.effectiveRateBp)}
                      {s.tier !== null && ` (${t('ops.contracts.tier', { n: s.tier })})`}
                    </td>
                    <td>
                      {s.deductions.map((d) => `${d.agent} ${site.money(d.amount)}`).join(', ') ||
                        '—'}
                    </td>
                    <td>
                      {site.money(s.amount)}
                      {s.carryOut !== '0' &&
                        ` (${t('ops.contracts.carried', { amount: site.money(s.carryOut) })})`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Pager page={pageNo} totalPages={totalPages} onPage={setPageNo} />
        </>
      )}
    </QueryView>
  );
}

function SettingsCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const settings = useSettlementSettings();
  const put = usePutSettlementSettings();
  return (
    <section className="ops-card" aria-labelledby="ops-settlement-settings">
      <h2 id="ops-settlement-settings">{t('ops.contracts.settings')}</h2>
      <QueryView query={settings}>
        {(value) => (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              const form = new FormData(e.currentTarget);
              put.mutate({
                dividendCarryOver: form.get('carry') === 'on',
                payoutWallet: form.get('wallet') === 'commission' ? 'commission' : 'main',
              });
            }}
          >
            <label className="ops-check">
              <input
                name="carry"
                type="checkbox"
                defaultChecked={value.dividendCarryOver}
                disabled={!canEdit}
              />
              {t('ops.contracts.carryOver')}
            </label>
            <label className="ops-field">
              {t('ops.contracts.payoutWallet')}
              <select name="wallet" defaultValue={value.payoutWallet} disabled={!canEdit}>
                <option value="main">{t('ops.contracts.wallets.main')}</option>
                <option value="commission">{t('ops.contracts.wallets.commission')}</option>
              </select>
            </label>
            {canEdit && (
              <button type="submit" className="ops-button" disabled={put.isPending}>
                {t('ops.contracts.save')}
              </button>
            )}
            <ApiErrorText error={put.error} />
            {put.isSuccess && <p role="status">{t('ops.contracts.saved')}</p>}
          </form>
        )}
      </QueryView>
    </section>
  );
}
