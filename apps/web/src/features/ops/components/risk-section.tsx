// The risk queue: flagged activity of one kind at a time (shared devices and addresses, bonus
// abuse signals, large wins, withdrawals right after a deposit with no play), paged on the
// server. A member's name opens the member page, where its actions are (labels, notes, disable);
// the thresholds are set above the list.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  putRiskSettings,
  riskKinds,
  type TRiskItem,
  type TRiskKind,
  type TRiskSettings,
} from '@wps/contracts/ops/risk';
import { useSiteFormat } from '../../../lib/use-site-format';
import { riskKey, useRiskQueue, useRiskSettings } from '../api/use-risk';
import { useOpsWrite } from '../api/use-ops-write';
import { AmountInput } from './amount-input';
import { ApiErrorText } from './api-error-text';
import { ChoiceCard } from './choice-card';
import { MemberDetail } from './member-detail';
import { Pager } from './pager';
import { QueryView } from './query-view';

function Thresholds({ settings }: { settings: TRiskSettings }) {
  const { t } = useTranslation();
  const save = useOpsWrite(putRiskSettings, riskKey);
  const [above, setAbove] = useState(settings.largeWinAbove);
  const [problem, setProblem] = useState('');
  const k = (key: string) => t(`ops.risk.${key}`);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const hours = Number(form.get('quickWithdrawalHours'));
    if (above === '') return setProblem(k('badAmount'));
    if (!Number.isInteger(hours) || hours < 1 || hours > 168) return setProblem(k('badHours'));
    setProblem('');
    save.mutate({ body: { largeWinAbove: above, quickWithdrawalHours: hours } });
  }

  return (
    <form className="ops-card ops-form" onSubmit={onSubmit} aria-label={k('thresholds')}>
      <fieldset className="ops-fieldset">
        <label className="ops-field ops-field-narrow">
          <span>{k('largeWinAbove')}</span>
          <AmountInput name="largeWinAbove" value={above} onChange={setAbove} />
        </label>
        <label className="ops-field ops-field-narrow">
          <span>{k('quickWithdrawalHours')}</span>
          <input
            name="quickWithdrawalHours"
            type="number"
            min={1}
            max={168}
            defaultValue={settings.quickWithdrawalHours}
          />
        </label>
      </fieldset>
      <div className="ops-actions">
        <button type="submit" className="ops-button" disabled={save.isPending}>
          {k('save')}
        </button>
        {save.isSuccess && <span role="status">{k('saved')}</span>}
      </div>
      {problem && (
        <p role="alert" className="ops-error">
          {problem}
        </p>
      )}
      <ApiErrorText error={save.error} />
    </form>
  );
}

function What({ item }: { item: TRiskItem }) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const k = (key: string, options?: Record<string, unknown>) => t(`ops.risk.${key}`, options);
  switch (item.kind) {
    case 'shared_device':
      return <>{k('onDevice', { count: item.memberCount, key: item.key.slice(0, 12) })}</>;
    case 'shared_ip':
      return <>{k('onAddress', { count: item.memberCount, key: item.key })}</>;
    case 'bonus_abuse':
      return (
        <>
          {k('bonusOf', {
            bonus: site.money(item.amount ?? '0'),
            deposits: site.money(item.compared ?? '0'),
          })}
        </>
      );
    case 'large_win':
      return (
        <>
          {k('wonOf', {
            win: site.money(item.amount ?? '0'),
            bet: site.money(item.compared ?? '0'),
            key: item.key,
          })}
        </>
      );
    case 'quick_withdrawal':
      return (
        <>
          {k('withdrewAfter', {
            amount: site.money(item.amount ?? '0'),
            deposit: site.money(item.compared ?? '0'),
            key: item.key,
          })}
        </>
      );
  }
}

export function RiskSection({ canEditMembers }: { canEditMembers: boolean }) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const [kind, setKind] = useState<TRiskKind>('shared_device');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const queue = useRiskQueue(kind, page);
  const settings = useRiskSettings();
  const k = (key: string) => t(`ops.risk.${key}`);
  if (openId !== null) {
    return <MemberDetail id={openId} canEdit={canEditMembers} onBack={() => setOpenId(null)} />;
  }
  return (
    <>
      <QueryView query={settings}>{(s) => <Thresholds settings={s} />}</QueryView>
      <ChoiceCard
        label={k('kind')}
        choices={riskKinds}
        value={kind}
        onChange={(next) => {
          setKind(next);
          setPage(1);
        }}
        labelOf={(c) => k(`kinds.${c}`)}
        hint={k(`hints.${kind}`)}
      />
      <QueryView query={queue}>
        {({ items, totalPages, total }) => (
          <>
            {items.length === 0 ? (
              <p className="ops-card">{k('empty')}</p>
            ) : (
              <p className="ops-hint">{t('ops.risk.total', { count: total })}</p>
            )}
            <ul className="ops-list" aria-busy={queue.isFetching}>
              {items.map((item) => (
                <li key={`${item.kind}:${item.key}`} className="ops-card ops-risk-item">
                  <div className="ops-feedback-head">
                    <span className="ops-badge ops-badge-warn">{k(`kinds.${item.kind}`)}</span>
                    {item.at && <time dateTime={item.at}>{site.dateTime(item.at)}</time>}
                  </div>
                  <p>
                    <What item={item} />
                  </p>
                  <ul className="ops-risk-members" aria-label={k('members')}>
                    {item.members.map((m) => (
                      <li key={m.id}>
                        <button type="button" className="ops-link" onClick={() => setOpenId(m.id)}>
                          {m.username}
                        </button>
                        {m.status === 'disabled' && (
                          <span className="ops-badge ops-badge-warn">{k('disabled')}</span>
                        )}
                        {m.labels.map((l) => (
                          <span key={l.name} className="ops-badge">
                            {l.name}
                          </span>
                        ))}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
            <Pager page={page} totalPages={totalPages} onPage={setPage} />
          </>
        )}
      </QueryView>
    </>
  );
}
