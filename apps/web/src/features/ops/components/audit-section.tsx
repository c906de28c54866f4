// The audit log: every operator action and manual money action, newest first, filtered and paged
// on the server; a check of the whole hash chain; the filtered rows as CSV.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAuditFilter, TAuditRow } from '@wps/contracts/ops/audit';
import { downloadCsv, toCsv } from '../../../lib/csv';
import { useSiteFormat } from '../../../lib/use-site-format';
import { useAuditPage, useExportAudit, useVerifyAudit } from '../api/use-audit';
import { fromLocalInput } from '../local-time';
import { ApiErrorText } from './api-error-text';
import { DateTimeInput } from './date-time-input';
import { QueryView } from './query-view';

/** The largest id the log's columns hold. */
const MAX_ID = 2_147_483_647;

type FilterField = 'operatorId' | 'memberId' | 'action' | 'from' | 'to';

/**
 * The filter as typed (the times are wall times in the site's zone, DateTimeInput), or the first
 * field that holds something that is not a value: refused, not dropped, or the log would show
 * every row under a filter the operator believes is on.
 */
function filterOf(
  form: FormData,
  times: { from: string; to: string },
  timeZone: string | undefined,
): { filter: TAuditFilter } | { invalid: FilterField } {
  const text = (name: FilterField) => {
    const value = String(form.get(name) ?? '').trim();
    return value === '' ? undefined : value;
  };
  const id = (name: 'operatorId' | 'memberId') => {
    const value = text(name);
    if (value === undefined) return undefined;
    return /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= MAX_ID ? Number(value) : null;
  };
  const time = (value: string) => (value === '' ? undefined : fromLocalInput(value, timeZone));
  const filter = {
    operatorId: id('operatorId'),
    memberId: id('memberId'),
    action: text('action'),
    from: time(times.from),
    to: time(times.to),
  };
  const invalid = (Object.keys(filter) as FilterField[]).find((k) => filter[k] === null);
  return invalid ? { invalid } : { filter: filter as TAuditFilter };
}

function actorOf(row: TAuditRow): string {
  if (row.actorKind === 'operator') return row.actorName ?? `#${row.actorId ?? '?'}`;
  return row.actorId === null ? row.actorKind : `${row.actorKind} #${row.actorId}`;
}

export function AuditSection() {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const [filter, setFilter] = useState<TAuditFilter>({});
  const [times, setTimes] = useState({ from: '', to: '' });
  const [problem, setProblem] = useState('');
  // Keyset paging: the `before` cursor of every page seen, to go back.
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  const before = cursors[cursors.length - 1];
  const page = useAuditPage(filter, before);
  const verify = useVerifyAudit();
  const exporter = useExportAudit();

  function onFilter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = filterOf(new FormData(event.currentTarget), times, site.timeZone);
    if ('invalid' in typed) {
      setProblem(t('ops.form.invalidField', { field: t(`ops.audit.${typed.invalid}`) }));
      return;
    }
    setProblem('');
    setFilter(typed.filter);
    setCursors([undefined]);
  }

  function onExport() {
    exporter.mutate(filter, {
      onSuccess: ({ rows }) => {
        const csv = toCsv(
          ['id', 'time', 'actor', 'action', 'subject', 'member', 'detail', 'hash'],
          rows.map((r) => [
            r.id,
            r.createdAt,
            actorOf(r),
            r.action,
            r.subject,
            r.memberId,
            JSON.stringify(r.detail),
            r.hash,
          ]),
        );
        downloadCsv('audit-log.csv', csv);
      },
    });
  }

  return (
    <>
      <form className="ops-card ops-form" onSubmit={onFilter} aria-label={t('ops.audit.filters')}>
        <fieldset className="ops-fieldset">
          <label className="ops-field ops-field-narrow">
            <span>{t('ops.audit.operatorId')}</span>
            <input name="operatorId" inputMode="numeric" />
          </label>
          <label className="ops-field ops-field-narrow">
            <span>{t('ops.audit.memberId')}</span>
            <input name="memberId" inputMode="numeric" />
          </label>
          <label className="ops-field ops-field-narrow">
            <span>{t('ops.audit.action')}</span>
            <input name="action" maxLength={64} placeholder="ops.member." />
          </label>
          <label className="ops-field ops-field-narrow">
            <span>{t('ops.audit.from')}</span>
            <DateTimeInput
              value={times.from}
              onChange={(from) => setTimes((x) => ({ ...x, from }))}
            />
          </label>
          <label className="ops-field ops-field-narrow">
            <span>{t('ops.audit.to')}</span>
            <DateTimeInput value={times.to} onChange={(to) => setTimes((x) => ({ ...x, to }))} />
          </label>
        </fieldset>
        <div className="ops-actions">
          <button type="submit" className="ops-button">
            {t('ops.audit.apply')}
          </button>
          <button
            type="button"
            className="ops-button"
            disabled={exporter.isPending}
            onClick={onExport}
          >
            {t('ops.audit.export')}
          </button>
          <button
            type="button"
            className="ops-button"
            disabled={verify.isPending}
            onClick={() => verify.mutate()}
          >
            {verify.isPending ? t('ops.audit.verifying') : t('ops.audit.verify')}
          </button>
        </div>
        {verify.data && (
          <p
            role="status"
            className={verify.data.ok ? 'ops-badge ops-badge-ok' : 'ops-badge ops-badge-warn'}
          >
            {verify.data.ok
              ? t('ops.audit.chainOk', { count: verify.data.checked })
              : t('ops.audit.chainBroken', {
                  id: verify.data.firstBreak?.id,
                  reason: verify.data.firstBreak?.reason,
                })}
          </p>
        )}
        {exporter.data?.truncated && <p className="ops-hint">{t('ops.audit.truncated')}</p>}
        {problem && (
          <p className="ops-error" role="alert">
            {problem}
          </p>
        )}
        <ApiErrorText error={verify.error ?? exporter.error} />
      </form>
      <QueryView query={page}>
        {({ rows, nextBefore }) => (
          <>
            {rows.length === 0 && <p className="ops-card">{t('ops.audit.empty')}</p>}
            {rows.length > 0 && (
              <div className="ops-table-scroll">
                <table className="ops-table" aria-busy={page.isFetching}>
                  <thead>
                    <tr>
                      <th>{t('ops.audit.time')}</th>
                      <th>{t('ops.audit.actor')}</th>
                      <th>{t('ops.audit.action')}</th>
                      <th>{t('ops.audit.subject')}</th>
                      <th>{t('ops.audit.detail')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.id}>
                        <td>
                          <time dateTime={row.createdAt}>{site.dateTime(row.createdAt)}</time>
                        </td>
                        <td>{actorOf(row)}</td>
                        <td>
                          <code>{row.action}</code>
                        </td>
                        <td>
                          {row.subject ?? '—'}
                          {row.memberId !== null && ` (#${row.memberId})`}
                        </td>
                        <td className="ops-audit-detail">
                          <code>{JSON.stringify(row.detail)}</code>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <nav className="ops-actions" aria-label={t('ops.pages')}>
              <button
                type="button"
                className="ops-button"
                disabled={cursors.length <= 1}
                onClick={() => setCursors((c) => c.slice(0, -1))}
              >
                {t('ops.previous')}
              </button>
              <button
                type="button"
                className="ops-button"
                disabled={nextBefore === null}
                onClick={() => setCursors((c) => [...c, nextBefore ?? undefined])}
              >
                {t('ops.next')}
              </button>
            </nav>
          </>
        )}
      </QueryView>
    </>
  );
}
