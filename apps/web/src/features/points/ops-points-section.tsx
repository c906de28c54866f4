// The console's points section (issue 19): earning rules and conversion, the catalogue, and the
// redemptions waiting for a decision (goods: approve, or reject with a remark: the points and
// the items go back). Its texts are the points page's (`points.ops.*`). The rules and the
// catalogue need loyalty.edit; deciding a redemption needs loyalty.decide, which support holds
// without the other.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { gameTypes } from '@wps/contracts/content/game-nav';
import {
  opsCreateReward,
  opsEditReward,
  opsGetPointSettings,
  opsListRedemptions,
  opsListRewards,
  opsPutPointSettings,
  opsReviewRedemption,
  ZOpsPointSettings,
  ZOpsRewardInput,
  type TOpsPointSettings,
  type TOpsReward,
} from '@wps/contracts/loyalty/ops-points';
import { OPS_PAGE_SIZE } from '@wps/contracts/ops/paging';
import { useSiteFormat } from '../../lib/use-site-format';
import { callOps } from '../ops/api/call-ops';
import { ApiErrorText } from '../ops/components/api-error-text';
import { Pager } from '../ops/components/pager';
import { QueryView } from '../ops/components/query-view';
import { WholeNumberField } from '../ops/components/whole-number-field';
import { checkWith } from '../ops/schema-problem';
import { usePageInRange } from '../ops/use-page-in-range';
import { usePointsTexts } from './points-texts';

export function OpsPointsSection({
  canEdit,
  canDecide,
}: {
  /** Earning rules, conversion and the catalogue (loyalty.edit). */
  canEdit: boolean;
  /** Approve or reject a redemption (loyalty.decide). */
  canDecide: boolean;
}) {
  const { t } = useTranslation();
  if (!usePointsTexts()) return <p role="status">{t('ops.loading')}</p>;
  return (
    <>
      <section className="ops-card" aria-label={t('points.ops.redemptions')}>
        <h2>{t('points.ops.redemptions')}</h2>
        <Redemptions canDecide={canDecide} />
      </section>
      <section className="ops-card" aria-label={t('points.ops.catalogue')}>
        <h2>{t('points.ops.catalogue')}</h2>
        <Catalogue canEdit={canEdit} />
      </section>
      <section className="ops-card" aria-label={t('points.ops.settings')}>
        <h2>{t('points.ops.settings')}</h2>
        <Settings canEdit={canEdit} />
      </section>
    </>
  );
}

function Settings({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['ops', 'points', 'settings'],
    queryFn: () => callOps(opsGetPointSettings),
  });
  const [form, setForm] = useState<TOpsPointSettings | null>(null);
  useEffect(() => {
    if (query.data) setForm(query.data);
  }, [query.data]);
  const [problem, setProblem] = useState('');
  const save = useMutation({
    mutationFn: (body: TOpsPointSettings) => callOps(opsPutPointSettings, { body }),
    onSuccess: (value) => queryClient.setQueryData(['ops', 'points', 'settings'], value),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form) return;
    const checked = checkWith(ZOpsPointSettings, form);
    setProblem(
      checked.problem === null ? '' : t('ops.form.invalidField', { field: checked.problem }),
    );
    if (checked.problem === null) save.mutate(checked.data);
  };
  return (
    <QueryView query={query}>
      {() =>
        form ? (
          <form className="ops-form" onSubmit={submit} noValidate>
            <fieldset className="ops-fieldset-plain" disabled={!canEdit}>
              <label className="ops-check">
                <input
                  type="checkbox"
                  checked={form.enabled}
                  onChange={(e) => setForm({ ...form, enabled: e.target.checked })}
                />
                {t('points.ops.enabled')}
              </label>
              <h3 className="ops-subhead">{t('points.ops.earnRules')}</h3>
              <p className="ops-hint">{t('points.ops.earnHint')}</p>
              {form.earnRules.map((rule, i) => (
                <div className="ops-row" key={i}>
                  <label className="ops-field">
                    {t('points.ops.gameType')}
                    <select
                      value={rule.gameType}
                      onChange={(e) => {
                        const earnRules = [...form.earnRules];
                        earnRules[i] = {
                          ...rule,
                          gameType: e.target.value as typeof rule.gameType,
                        };
                        setForm({ ...form, earnRules });
                      }}
                    >
                      {['*', ...gameTypes].map((g) => (
                        <option key={g} value={g}>
                          {g === '*' ? t('points.ops.allTypes') : g}
                        </option>
                      ))}
                    </select>
                  </label>
                  <WholeNumberField
                    label={t('points.ops.points')}
                    value={rule.points}
                    min={0}
                    max={1_000_000}
                    onChange={(points) => {
                      const earnRules = [...form.earnRules];
                      earnRules[i] = { ...rule, points };
                      setForm({ ...form, earnRules });
                    }}
                  />
                  <label className="ops-field">
                    {t('points.ops.per')}
                    <input
                      inputMode="numeric"
                      value={rule.per}
                      onChange={(e) => {
                        const earnRules = [...form.earnRules];
                        earnRules[i] = { ...rule, per: e.target.value };
                        setForm({ ...form, earnRules });
                      }}
                    />
                  </label>
                  <button
                    type="button"
                    className="ops-button"
                    onClick={() =>
                      setForm({ ...form, earnRules: form.earnRules.filter((_, j) => j !== i) })
                    }
                  >
                    {t('points.ops.remove')}
                  </button>
                </div>
              ))}
              <button
                type="button"
                className="ops-button"
                onClick={() =>
                  setForm({
                    ...form,
                    earnRules: [...form.earnRules, { gameType: '*', points: 1, per: '100000' }],
                  })
                }
              >
                {t('points.ops.addRule')}
              </button>
              <h3 className="ops-subhead">{t('points.ops.deposit')}</h3>
              <div className="ops-row">
                <WholeNumberField
                  label={t('points.ops.points')}
                  value={form.deposit.points}
                  min={0}
                  max={1_000_000}
                  onChange={(points) => setForm({ ...form, deposit: { ...form.deposit, points } })}
                />
                <label className="ops-field">
                  {t('points.ops.per')}
                  <input
                    inputMode="numeric"
                    value={form.deposit.per}
                    onChange={(e) =>
                      setForm({ ...form, deposit: { ...form.deposit, per: e.target.value } })
                    }
                  />
                </label>
              </div>
              <h3 className="ops-subhead">{t('points.ops.conversion')}</h3>
              <div className="ops-row">
                <WholeNumberField
                  label={t('points.ops.convertPoints')}
                  value={form.convertPoints}
                  min={0}
                  max={1_000_000}
                  onChange={(convertPoints) => setForm({ ...form, convertPoints })}
                />
                <label className="ops-field">
                  {t('points.ops.convertAmount')}
                  <input
                    inputMode="numeric"
                    value={form.convertAmount}
                    onChange={(e) => setForm({ ...form, convertAmount: e.target.value })}
                  />
                </label>
                <WholeNumberField
                  label={t('points.ops.convertMin')}
                  value={form.convertMin}
                  min={1}
                  max={1_000_000_000}
                  onChange={(convertMin) => setForm({ ...form, convertMin })}
                />
              </div>
              <button
                type="submit"
                className="ops-button ops-button-primary"
                disabled={save.isPending}
              >
                {t('points.ops.save')}
              </button>
              {save.isSuccess ? <p role="status">{t('points.ops.saved')}</p> : null}
              <ProblemText problem={problem} />
              <ApiErrorText error={save.error} />
            </fieldset>
          </form>
        ) : null
      }
    </QueryView>
  );
}

type RewardForm = {
  kind: 'bonus' | 'goods';
  nameEN: string;
  nameMY: string;
  points: string;
  bonusAmount: string;
  wageringMultiple: string;
  stock: string;
  active: boolean;
};
/** A count typed in a box: NaN unless it is digits only, so the contract check names it. */
const wholeNumber = (text: string) => (/^[0-9]{1,10}$/.test(text.trim()) ? Number(text) : NaN);

const emptyReward: RewardForm = {
  kind: 'bonus',
  nameEN: '',
  nameMY: '',
  points: '',
  bonusAmount: '',
  wageringMultiple: '100',
  stock: '',
  active: true,
};

function Catalogue({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const pageQuery = { pageNo: page, pageSize: OPS_PAGE_SIZE };
  const query = useQuery({
    queryKey: ['ops', 'points', 'rewards', pageQuery],
    queryFn: () => callOps(opsListRewards, { query: pageQuery }),
    placeholderData: keepPreviousData,
  });
  usePageInRange(page, query.data?.totalPages, setPage);
  const [editing, setEditing] = useState<number | null>(null);
  const [form, setForm] = useState<RewardForm>(emptyReward);
  // What the form does not show, kept as it is when an item is edited.
  const [kept, setKept] = useState<{
    descriptions: TOpsReward['descriptions'];
    image: string | null;
    sort: number;
  }>({ descriptions: {}, image: null, sort: 0 });
  const [problem, setProblem] = useState('');
  const save = useMutation({
    mutationFn: (body: z.output<typeof ZOpsRewardInput>) =>
      editing === null
        ? callOps(opsCreateReward, { body })
        : callOps(opsEditReward, { params: { id: editing }, body }),
    onSuccess: () => {
      setEditing(null);
      setForm(emptyReward);
      setKept({ descriptions: {}, image: null, sort: 0 });
      void queryClient.invalidateQueries({ queryKey: ['ops', 'points', 'rewards'] });
    },
  });
  // Unreadable counts stay NaN (not Number('') = 0, nor NaN sent as null = unlimited stock).
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWith(ZOpsRewardInput, {
      kind: form.kind,
      names: { EN: form.nameEN, ...(form.nameMY.trim() ? { MY: form.nameMY } : {}) },
      points: wholeNumber(form.points),
      bonusAmount: form.kind === 'bonus' ? form.bonusAmount.trim() || '0' : '0',
      wageringMultiple: wholeNumber(form.wageringMultiple),
      stock: form.stock.trim() === '' ? null : wholeNumber(form.stock),
      active: form.active,
      ...kept,
    });
    setProblem(
      checked.problem === null ? '' : t('ops.form.invalidField', { field: checked.problem }),
    );
    if (checked.problem === null) save.mutate(checked.data);
  };
  const edit = (r: TOpsReward) => {
    setProblem('');
    setEditing(r.id);
    setKept({ descriptions: r.descriptions, image: r.image, sort: r.sort });
    setForm({
      kind: r.kind,
      nameEN: r.names.EN ?? '',
      nameMY: r.names.MY ?? '',
      points: String(r.points),
      bonusAmount: r.bonusAmount,
      wageringMultiple: String(r.wageringMultiple),
      stock: r.stock === null ? '' : String(r.stock),
      active: r.active,
    });
  };
  const input = (name: keyof RewardForm, label: string) => (
    <label className="ops-field">
      {label}
      <input
        value={String(form[name])}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      />
    </label>
  );
  return (
    <>
      <QueryView query={query}>
        {({ items, totalPages }) =>
          items.length === 0 ? (
            <p>{t('points.ops.noRewards')}</p>
          ) : (
            <>
              <div className="ops-table-scroll">
                <table className="ops-table" aria-busy={query.isFetching}>
                  <thead>
                    <tr>
                      <th>{t('points.ops.name')}</th>
                      <th>{t('points.ops.kind')}</th>
                      <th>{t('points.ops.points')}</th>
                      <th>{t('points.ops.bonusAmount')}</th>
                      <th>{t('points.ops.stock')}</th>
                      <th>{t('points.ops.redeemed')}</th>
                      <th>{t('points.ops.active')}</th>
                      <th />
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((r) => (
                      <tr key={r.id}>
                        <td>{r.names.EN}</td>
                        <td>{t(`points.kind.${r.kind}`)}</td>
                        <td>{r.points}</td>
                        <td>{r.kind === 'bonus' ? format.money(r.bonusAmount) : '—'}</td>
                        <td>{r.stock ?? '∞'}</td>
                        <td>{r.redeemed}</td>
                        <td>{r.active ? '✓' : '—'}</td>
                        <td>
                          <button
                            type="button"
                            className="ops-button"
                            disabled={!canEdit}
                            onClick={() => edit(r)}
                          >
                            {t('points.ops.edit')}
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager page={page} totalPages={totalPages} onPage={setPage} />
            </>
          )
        }
      </QueryView>
      <form className="ops-form" noValidate onSubmit={submit}>
        <h3 className="ops-subhead">
          {editing === null
            ? t('points.ops.newReward')
            : t('points.ops.editReward', { id: editing })}
        </h3>
        <fieldset className="ops-fieldset-plain" disabled={!canEdit}>
          <div className="ops-row">
            <label className="ops-field">
              {t('points.ops.kind')}
              <select
                value={form.kind}
                onChange={(e) => setForm({ ...form, kind: e.target.value as RewardForm['kind'] })}
              >
                <option value="bonus">{t('points.kind.bonus')}</option>
                <option value="goods">{t('points.kind.goods')}</option>
              </select>
            </label>
            {input('nameEN', t('points.ops.nameEN'))}
            {input('nameMY', t('points.ops.nameMY'))}
          </div>
          <div className="ops-row">
            {input('points', t('points.ops.points'))}
            {form.kind === 'bonus' ? input('bonusAmount', t('points.ops.bonusAmount')) : null}
            {form.kind === 'bonus' ? input('wageringMultiple', t('points.ops.wagering')) : null}
            {input('stock', t('points.ops.stockHint'))}
          </div>
          <label className="ops-check">
            <input
              type="checkbox"
              checked={form.active}
              onChange={(e) => setForm({ ...form, active: e.target.checked })}
            />
            {t('points.ops.active')}
          </label>
          <button type="submit" className="ops-button ops-button-primary" disabled={save.isPending}>
            {t('points.ops.save')}
          </button>
          <ProblemText problem={problem} />
          <ApiErrorText error={save.error} />
        </fieldset>
      </form>
    </>
  );
}

function Redemptions({ canDecide }: { canDecide: boolean }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<'process' | 'approved' | 'rejected' | ''>('process');
  const [page, setPage] = useState(1);
  const [remarks, setRemarks] = useState<Record<number, string>>({});
  const query = useQuery({
    queryKey: ['ops', 'points', 'redemptions', status, page],
    queryFn: () =>
      callOps(opsListRedemptions, {
        query: { ...(status ? { status } : {}), pageNo: page, pageSize: 20 },
      }),
    placeholderData: keepPreviousData,
  });
  const review = useMutation({
    mutationFn: (v: { id: number; decision: 'approved' | 'rejected' }) =>
      callOps(opsReviewRedemption, {
        params: { id: v.id },
        body: { decision: v.decision, ...(remarks[v.id] ? { remark: remarks[v.id] } : {}) },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops', 'points'] }),
  });
  return (
    <>
      <label className="ops-field">
        {t('points.ops.status')}
        <select
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as typeof status);
            setPage(1);
          }}
        >
          <option value="">{t('points.ops.all')}</option>
          {(['process', 'approved', 'rejected'] as const).map((s) => (
            <option key={s} value={s}>
              {t(`points.status.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <QueryView query={query}>
        {({ list, total }) => (
          <>
            {list.length === 0 ? <p>{t('points.ops.noRedemptions')}</p> : null}
            <ul className="ops-list" aria-busy={query.isFetching}>
              {list.map((r) => (
                <li key={r.id} className="ops-card">
                  <strong>
                    #{r.id} {r.name} × {r.quantity}
                  </strong>{' '}
                  <span className="ops-badge">{t(`points.status.${r.status}`)}</span>
                  <dl className="ops-facts">
                    <dt>{t('points.ops.member')}</dt>
                    <dd>{r.username}</dd>
                    <dt>{t('points.ops.points')}</dt>
                    <dd>{r.points}</dd>
                    {r.amount !== '0' ? (
                      <>
                        <dt>{t('points.ops.bonusAmount')}</dt>
                        <dd>{format.money(r.amount)}</dd>
                      </>
                    ) : null}
                    <dt>{t('points.ops.time')}</dt>
                    <dd>{format.dateTime(r.createdAt)}</dd>
                    {r.shipping ? (
                      <>
                        <dt>{t('points.shipping.title')}</dt>
                        <dd>
                          {r.shipping.name}, {r.shipping.phone}, {r.shipping.address}
                        </dd>
                      </>
                    ) : null}
                    {r.remark ? (
                      <>
                        <dt>{t('points.col.remark')}</dt>
                        <dd>{r.remark}</dd>
                      </>
                    ) : null}
                  </dl>
                  {r.status === 'process' ? (
                    <div className="ops-row">
                      <label className="ops-field">
                        {t('points.col.remark')}
                        <input
                          maxLength={140}
                          value={remarks[r.id] ?? ''}
                          onChange={(e) => setRemarks({ ...remarks, [r.id]: e.target.value })}
                        />
                      </label>
                      <button
                        type="button"
                        className="ops-button ops-button-primary"
                        disabled={!canDecide || review.isPending}
                        onClick={() => review.mutate({ id: r.id, decision: 'approved' })}
                      >
                        {t('points.ops.approve')}
                      </button>
                      <button
                        type="button"
                        className="ops-button"
                        disabled={!canDecide || review.isPending}
                        onClick={() => review.mutate({ id: r.id, decision: 'rejected' })}
                      >
                        {t('points.ops.reject')}
                      </button>
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
            <ApiErrorText error={review.error} />
            <Pager page={page} totalPages={Math.max(1, Math.ceil(total / 20))} onPage={setPage} />
          </>
        )}
      </QueryView>
    </>
  );
}

/** The form's own check failed: which field to fix, before anything is sent. */
function ProblemText({ problem }: { problem: string }) {
  return problem ? (
    <p className="ops-error" role="alert">
      {problem}
    </p>
  ) : null;
}
