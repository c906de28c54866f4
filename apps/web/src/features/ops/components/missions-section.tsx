// Missions (issue 19): each mission with this period's participants and claims, made and edited
// by an admin. Targets of bets and deposits, and rewards, are money (typed in major units); rounds
// and days are counts.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createMission,
  listOpsMissions,
  missionKinds,
  missionRewardKinds,
  missionPeriods,
  updateMission,
  ZMissionInput,
  type TMissionInput,
} from '@wps/contracts/social/missions';
import { OPS_PAGE_SIZE } from '@wps/contracts/ops/paging';
import { useSiteFormat } from '../../../lib/use-site-format';
import { callOps } from '../api/call-ops';
import { checkWith } from '../schema-problem';
import { usePageInRange } from '../use-page-in-range';
import { AmountInput } from './amount-input';
import { ApiErrorText } from './api-error-text';
import { Pager } from './pager';
import { QueryView } from './query-view';

type Kind = TMissionInput['kind'];
const isMoney = (kind: Kind) => kind === 'valid_bet' || kind === 'deposit';

const emptyDraft = (): TMissionInput => ({
  title: { EN: '', MY: '' },
  period: 'daily',
  kind: 'valid_bet',
  gameType: '',
  target: '',
  rewardAmount: '',
  rewardKind: 'bonus',
  wageringMultiple: 1,
  isActive: true,
  sort: 0,
});

export function MissionsSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const [page, setPage] = useState(1);
  const query = { pageNo: page, pageSize: OPS_PAGE_SIZE };
  const list = useQuery({
    queryKey: ['ops', 'missions', query],
    queryFn: () => callOps(listOpsMissions, { query }),
    placeholderData: keepPreviousData,
  });
  usePageInRange(page, list.data?.totalPages, setPage);
  const [editing, setEditing] = useState<{ id: number | null; draft: TMissionInput } | null>(null);
  return (
    <>
      {canEdit && !editing ? (
        <button
          type="button"
          className="ops-button"
          onClick={() => setEditing({ id: null, draft: emptyDraft() })}
        >
          {t('ops.missions.new')}
        </button>
      ) : null}
      {editing ? (
        <MissionForm id={editing.id} initial={editing.draft} onDone={() => setEditing(null)} />
      ) : null}
      <QueryView query={list}>
        {({ items, totalPages }) =>
          items.length === 0 ? (
            <p className="ops-card">{t('ops.missions.empty')}</p>
          ) : (
            <>
              <div className="ops-card ops-table-scroll">
                <table className="ops-table" aria-busy={list.isFetching}>
                  <thead>
                    <tr>
                      <th>{t('ops.missions.title')}</th>
                      <th>{t('ops.missions.period')}</th>
                      <th>{t('ops.missions.kind')}</th>
                      <th>{t('ops.missions.target')}</th>
                      <th>{t('ops.missions.reward')}</th>
                      <th>{t('ops.missions.participants')}</th>
                      <th>{t('ops.missions.claims')}</th>
                      <th>{t('ops.missions.active')}</th>
                      <th />
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((m) => (
                      <tr key={m.id}>
                        <td>{m.title.EN}</td>
                        <td>{t(`ops.missions.periods.${m.period}`)}</td>
                        <td>
                          {t(`ops.missions.kinds.${m.kind}`)}
                          {m.gameType ? ` (${m.gameType})` : ''}
                        </td>
                        <td>{isMoney(m.kind) ? site.amount(m.target) : m.target}</td>
                        <td>
                          {m.rewardKind === 'points'
                            ? t('ops.missions.points', { points: m.rewardAmount })
                            : site.money(m.rewardAmount)}
                        </td>
                        <td>{m.participants}</td>
                        <td>{m.claims}</td>
                        <td>{m.isActive ? t('ops.missions.yes') : t('ops.missions.no')}</td>
                        <td>
                          <button
                            type="button"
                            className="ops-button"
                            disabled={!canEdit}
                            onClick={() =>
                              setEditing({
                                id: m.id,
                                draft: {
                                  title: { EN: m.title.EN ?? '', MY: m.title.MY ?? '' },
                                  period: m.period,
                                  kind: m.kind,
                                  gameType: m.gameType as TMissionInput['gameType'],
                                  target: m.target,
                                  rewardAmount: m.rewardAmount,
                                  rewardKind: m.rewardKind,
                                  wageringMultiple: m.wageringMultiple,
                                  isActive: m.isActive,
                                  sort: m.sort,
                                },
                              })
                            }
                          >
                            {t('ops.missions.edit')}
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
    </>
  );
}

function MissionForm({
  id,
  initial,
  onDone,
}: {
  id: number | null;
  initial: TMissionInput;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const set = (patch: Partial<TMissionInput>) => setDraft((d) => ({ ...d, ...patch }));
  const [problem, setProblem] = useState('');
  const save = useMutation({
    mutationFn: (body: TMissionInput) =>
      id === null
        ? callOps(createMission, { body })
        : callOps(updateMission, { params: { id: String(id) } as never, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['ops', 'missions'] });
      onDone();
    },
  });
  return (
    <form
      className="ops-card ops-form"
      onSubmit={(e) => {
        e.preventDefault();
        // An amount that is not one is '' (AmountInput): the contract names it before sending.
        const checked = checkWith(ZMissionInput, {
          ...draft,
          title: Object.fromEntries(Object.entries(draft.title).filter(([, v]) => v && v.trim())),
        });
        setProblem(
          checked.problem === null ? '' : t('ops.form.invalidField', { field: checked.problem }),
        );
        if (checked.problem === null) save.mutate(checked.data);
      }}
    >
      <h2>{id === null ? t('ops.missions.new') : t('ops.missions.edit')}</h2>
      <label className="ops-field">
        <span>{t('ops.missions.titleEn')}</span>
        <input
          value={draft.title.EN ?? ''}
          maxLength={80}
          onChange={(e) => set({ title: { ...draft.title, EN: e.target.value } })}
        />
      </label>
      <label className="ops-field">
        <span>{t('ops.missions.titleMy')}</span>
        <input
          value={draft.title.MY ?? ''}
          maxLength={80}
          onChange={(e) => set({ title: { ...draft.title, MY: e.target.value } })}
        />
      </label>
      <label className="ops-field ops-field-narrow">
        <span>{t('ops.missions.period')}</span>
        <select
          value={draft.period}
          onChange={(e) => set({ period: e.target.value as TMissionInput['period'] })}
        >
          {missionPeriods.map((p) => (
            <option key={p} value={p}>
              {t(`ops.missions.periods.${p}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="ops-field ops-field-narrow">
        <span>{t('ops.missions.kind')}</span>
        <select
          value={draft.kind}
          onChange={(e) => set({ kind: e.target.value as Kind, target: '' })}
        >
          {missionKinds.map((k) => (
            <option key={k} value={k}>
              {t(`ops.missions.kinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="ops-field ops-field-narrow">
        <span>{t('ops.missions.gameType')}</span>
        <input
          value={draft.gameType}
          maxLength={12}
          placeholder={t('ops.missions.anyGame')}
          onChange={(e) =>
            set({ gameType: e.target.value.toUpperCase() as TMissionInput['gameType'] })
          }
        />
      </label>
      <label className="ops-field ops-field-narrow">
        <span>{t('ops.missions.target')}</span>
        {isMoney(draft.kind) ? (
          <AmountInput value={draft.target} onChange={(target) => set({ target })} />
        ) : (
          <input
            inputMode="numeric"
            value={draft.target}
            onChange={(e) => set({ target: e.target.value.replace(/\D/g, '') })}
          />
        )}
      </label>
      <label className="ops-field ops-field-narrow">
        <span>{t('ops.missions.rewardKind')}</span>
        <select
          value={draft.rewardKind}
          onChange={(e) =>
            set({ rewardKind: e.target.value as TMissionInput['rewardKind'], rewardAmount: '' })
          }
        >
          {missionRewardKinds.map((k) => (
            <option key={k} value={k}>
              {t(`ops.missions.rewardKinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="ops-field ops-field-narrow">
        <span>{t('ops.missions.reward')}</span>
        {draft.rewardKind === 'points' ? (
          <input
            inputMode="numeric"
            value={draft.rewardAmount}
            onChange={(e) => set({ rewardAmount: e.target.value.replace(/\D/g, '') })}
          />
        ) : (
          <AmountInput
            value={draft.rewardAmount}
            onChange={(rewardAmount) => set({ rewardAmount })}
          />
        )}
      </label>
      {draft.rewardKind === 'bonus' ? (
        <label className="ops-field ops-field-narrow">
          <span>{t('ops.missions.wagering')}</span>
          <input
            type="number"
            min={0}
            max={100}
            value={draft.wageringMultiple}
            onChange={(e) => set({ wageringMultiple: Number(e.target.value) })}
          />
        </label>
      ) : null}
      <label className="ops-field ops-field-narrow">
        <input
          type="checkbox"
          checked={draft.isActive}
          onChange={(e) => set({ isActive: e.target.checked })}
        />
        <span>{t('ops.missions.active')}</span>
      </label>
      {problem ? (
        <p className="ops-error" role="alert">
          {problem}
        </p>
      ) : null}
      <ApiErrorText error={save.error} />
      <div className="ops-actions">
        <button type="submit" className="ops-button" disabled={save.isPending}>
          {t('ops.missions.save')}
        </button>
        <button type="button" className="ops-button" onClick={onDone}>
          {t('ops.missions.cancel')}
        </button>
      </div>
    </form>
  );
}
