// The console's VIP section (issue 19): the rolling window, the relegation grace period and the
// ranks (names, colour, valid bet and deposits needed, rank-up reward), with the members at each
// rank as bars. Its texts are the VIP page's (`vip.ops.*`).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  opsGetVipSettings,
  opsPutVipSettings,
  ZOpsVipSettings,
  type TOpsVipSettings,
} from '@wps/contracts/loyalty/vip';
import { callOps } from '../ops/api/call-ops';
import { ApiErrorText } from '../ops/components/api-error-text';
import { QueryView } from '../ops/components/query-view';
import { WholeNumberField } from '../ops/components/whole-number-field';
import { checkWith } from '../ops/schema-problem';
import { useVipTexts } from './vip-texts';
import './vip.css';

type Rank = TOpsVipSettings['ranks'][number];

export function OpsVipSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isReady = useVipTexts();
  const query = useQuery({ queryKey: ['ops', 'vip'], queryFn: () => callOps(opsGetVipSettings) });
  const [form, setForm] = useState<TOpsVipSettings | null>(null);
  useEffect(() => {
    if (query.data) {
      setForm({
        enabled: query.data.enabled,
        windowDays: query.data.windowDays,
        relegationGraceDays: query.data.relegationGraceDays,
        ranks: query.data.ranks.map(({ members: _members, ...r }) => ({
          ...r,
          names: { EN: r.names.EN ?? '', ...(r.names.MY ? { MY: r.names.MY } : {}) },
        })),
      });
    }
  }, [query.data]);
  const [problem, setProblem] = useState('');
  const save = useMutation({
    mutationFn: (body: TOpsVipSettings) => callOps(opsPutVipSettings, { body }),
    onSuccess: (value) => queryClient.setQueryData(['ops', 'vip'], value),
  });
  if (!isReady) return <p role="status">{t('ops.loading')}</p>;
  const setRank = (i: number, rank: Rank) => {
    if (!form) return;
    const ranks = [...form.ranks];
    ranks[i] = rank;
    setForm({ ...form, ranks });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form) return;
    const checked = checkWith(ZOpsVipSettings, form);
    setProblem(
      checked.problem === null ? '' : t('ops.form.invalidField', { field: checked.problem }),
    );
    if (checked.problem === null) save.mutate(checked.data);
  };
  const cell = (i: number, rank: Rank, key: 'minValidBet' | 'minDeposit' | 'reward' | 'colour') => (
    <input
      aria-label={`${t(`vip.ops.${key}`)} ${rank.level}`}
      value={rank[key]}
      onChange={(e) => setRank(i, { ...rank, [key]: e.target.value })}
    />
  );
  return (
    <QueryView query={query}>
      {(data) => {
        const most = Math.max(1, ...data.ranks.map((r) => r.members));
        return (
          <>
            <section className="ops-card" aria-label={t('vip.ops.members')}>
              <h2>{t('vip.ops.members')}</h2>
              {data.ranks.length === 0 ? <p>{t('vip.ops.noRanks')}</p> : null}
              <ul className="vip-ops-bars">
                {data.ranks.map((r) => (
                  <li key={r.level}>
                    <span>{r.names.EN}</span>
                    <span className="vip-ops-bars__bar">
                      <span
                        style={{ width: `${(r.members * 100) / most}%`, background: r.colour }}
                      />
                    </span>
                    <span>{r.members}</span>
                  </li>
                ))}
              </ul>
            </section>
            {form ? (
              <form
                className="ops-card ops-form"
                onSubmit={submit}
                noValidate
                aria-label={t('vip.ops.rules')}
              >
                <h2>{t('vip.ops.rules')}</h2>
                <fieldset className="ops-fieldset-plain" disabled={!canEdit}>
                  <label className="ops-check">
                    <input
                      type="checkbox"
                      checked={form.enabled}
                      onChange={(e) => setForm({ ...form, enabled: e.target.checked })}
                    />
                    {t('vip.ops.enabled')}
                  </label>
                  <div className="ops-row">
                    <WholeNumberField
                      label={t('vip.ops.windowDays')}
                      value={form.windowDays}
                      min={1}
                      max={365}
                      onChange={(windowDays) => setForm({ ...form, windowDays })}
                    />
                    <WholeNumberField
                      label={t('vip.ops.graceDays')}
                      value={form.relegationGraceDays}
                      min={0}
                      max={365}
                      onChange={(relegationGraceDays) => setForm({ ...form, relegationGraceDays })}
                    />
                  </div>
                  <p className="ops-hint">{t('vip.ops.hint')}</p>
                  <div className="ops-table-scroll">
                    <table className="ops-table">
                      <thead>
                        <tr>
                          <th>{t('vip.col.rank')}</th>
                          <th>{t('vip.ops.nameEN')}</th>
                          <th>{t('vip.ops.nameMY')}</th>
                          <th>{t('vip.ops.minValidBet')}</th>
                          <th>{t('vip.ops.minDeposit')}</th>
                          <th>{t('vip.ops.reward')}</th>
                          <th>{t('vip.ops.colour')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {form.ranks.map((rank, i) => (
                          <tr key={rank.level}>
                            <td>{rank.level}</td>
                            <td>
                              <input
                                aria-label={`${t('vip.ops.nameEN')} ${rank.level}`}
                                value={rank.names.EN ?? ''}
                                onChange={(e) =>
                                  setRank(i, {
                                    ...rank,
                                    names: { ...rank.names, EN: e.target.value },
                                  })
                                }
                              />
                            </td>
                            <td>
                              <input
                                aria-label={`${t('vip.ops.nameMY')} ${rank.level}`}
                                value={rank.names.MY ?? ''}
                                onChange={(e) => {
                                  // A cleared MY name is left out (MY falls back to EN), not sent
                                  // as '' for the server to refuse.
                                  const { MY: _MY, ...names } = rank.names;
                                  setRank(i, {
                                    ...rank,
                                    names: e.target.value
                                      ? { ...names, MY: e.target.value }
                                      : names,
                                  });
                                }}
                              />
                            </td>
                            <td>{cell(i, rank, 'minValidBet')}</td>
                            <td>{cell(i, rank, 'minDeposit')}</td>
                            <td>{cell(i, rank, 'reward')}</td>
                            <td>{cell(i, rank, 'colour')}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                  <div className="ops-row">
                    <button
                      type="button"
                      className="ops-button"
                      disabled={form.ranks.length >= 20}
                      onClick={() => {
                        const last = form.ranks[form.ranks.length - 1];
                        const level = form.ranks.length + 1;
                        setForm({
                          ...form,
                          ranks: [
                            ...form.ranks,
                            {
                              level,
                              names: { EN: `VIP ${level}` },
                              colour: '#6142bf',
                              minValidBet: last?.minValidBet ?? '0',
                              minDeposit: last?.minDeposit ?? '0',
                              reward: '0',
                            },
                          ],
                        });
                      }}
                    >
                      {t('vip.ops.addRank')}
                    </button>
                    <button
                      type="button"
                      className="ops-button"
                      disabled={form.ranks.length <= 1}
                      onClick={() => setForm({ ...form, ranks: form.ranks.slice(0, -1) })}
                    >
                      {t('vip.ops.removeRank')}
                    </button>
                    <button
                      type="submit"
                      className="ops-button ops-button-primary"
                      disabled={save.isPending}
                    >
                      {t('vip.ops.save')}
                    </button>
                  </div>
                  {save.isSuccess ? <p role="status">{t('vip.ops.saved')}</p> : null}
                  {problem ? (
                    <p className="ops-error" role="alert">
                      {problem}
                    </p>
                  ) : null}
                  <ApiErrorText error={save.error} />
                </fieldset>
              </form>
            ) : null}
          </>
        );
      }}
    </QueryView>
  );
}
