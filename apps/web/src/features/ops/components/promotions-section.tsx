// The console's promotions (issue 18): the list a page at a time (filtered by type and state on
// the server), each promotion's schedule, budget used and state with publish / pause / resume /
// end, its form, its report, an application promotion's applications and a raffle's draw. Loaded
// as its own chunk when the section opens. Admins change; support reads and reviews (the server's
// rule).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { promotionTypes, type TPromotionType } from '@wps/contracts/promotions/fields';
import {
  opsDrawRaffle,
  opsSetPromotionState,
  type TOpsPromotion,
} from '@wps/contracts/promotions/ops-promotions';
import { useSiteFormat } from '../../../lib/use-site-format';
import {
  opsPromotionsKey,
  useOpsPromotions,
  type PromotionStateFilter,
} from '../api/use-ops-promotions';
import { useOpsWrite } from '../api/use-ops-write';
import { ApiErrorText } from './api-error-text';
import { ChoiceSelect } from './choice-select';
import { Pager } from './pager';
import { PromotionForm } from './promotion-form';
import { PromotionApplications, PromotionReport } from './promotion-insights';
import { QueryView } from './query-view';
import './promotions-section.css';

type Panel =
  { kind: 'new' } | { kind: 'edit' | 'report' | 'applications'; promotion: TOpsPromotion } | null;

const typeFilters = ['all', ...promotionTypes] as const;
const stateFilters = ['all', 'draft', 'active', 'paused', 'ended'] as const;

/** The states an operator may move a promotion to from where it is. */
const nextStates: Record<TOpsPromotion['state'], Array<TOpsPromotion['state']>> = {
  draft: ['active', 'ended'],
  active: ['paused', 'ended'],
  paused: ['active', 'ended'],
  ended: [],
};

export function PromotionsSection({
  canEdit,
  canReview,
}: {
  canEdit: boolean;
  canReview: boolean;
}) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const [type, setType] = useState<TPromotionType | 'all'>('all');
  const [state, setState] = useState<PromotionStateFilter>('all');
  const [page, setPage] = useState(1);
  const [panel, setPanel] = useState<Panel>(null);
  const promotions = useOpsPromotions(page, type, state);
  const move = useOpsWrite(opsSetPromotionState, opsPromotionsKey);
  const draw = useOpsWrite(opsDrawRaffle, opsPromotionsKey);
  const p = (key: string) => `ops.promotions.${key}`;
  const titleOf = (promotion: TOpsPromotion) =>
    promotion.texts.EN?.title ?? Object.values(promotion.texts)[0]?.title ?? `#${promotion.id}`;
  const when = (iso: string | null, empty: string) => (iso ? site.dateTime(iso) : t(p(empty)));

  if (panel?.kind === 'new' || panel?.kind === 'edit') {
    return (
      <PromotionForm
        key={panel.kind === 'edit' ? panel.promotion.id : 'new'}
        promotion={panel.kind === 'edit' ? panel.promotion : null}
        onDone={() => setPanel(null)}
      />
    );
  }

  return (
    <>
      <div className="ops-actions ops-promo-filters">
        <label className="ops-inline-field">
          <span>{t(p('filterType'))}</span>
          <ChoiceSelect
            choices={typeFilters}
            value={type}
            onChange={(v) => {
              setType(v);
              setPage(1);
            }}
            labelOf={(v) => t(v === 'all' ? p('all') : p(`type.${v}`))}
          />
        </label>
        <label className="ops-inline-field">
          <span>{t(p('filterState'))}</span>
          <ChoiceSelect
            choices={stateFilters}
            value={state}
            onChange={(v) => {
              setState(v);
              setPage(1);
            }}
            labelOf={(v) => t(v === 'all' ? p('all') : p(`state.${v}`))}
          />
        </label>
        {canEdit && (
          <button
            type="button"
            className="ops-button ops-button-primary"
            onClick={() => setPanel({ kind: 'new' })}
          >
            {t(p('new'))}
          </button>
        )}
      </div>
      {move.error && <ApiErrorText error={move.error} />}
      {draw.error && <ApiErrorText error={draw.error} />}
      {draw.data && (
        <p role="status" className="ops-saved">
          {t(p('drawn'), { winners: draw.data.winners.join(', ') || '—' })}
        </p>
      )}
      <QueryView query={promotions}>
        {(data) =>
          data.list.length === 0 ? (
            <p className="ops-hint">{t(p('empty'))}</p>
          ) : (
            <>
              <div className="ops-table-scroll">
                <table className="ops-table ops-promo-table">
                  <caption className="ops-visually-hidden">{t(p('listCaption'))}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t(p('col.title'))}</th>
                      <th scope="col">{t(p('col.type'))}</th>
                      <th scope="col">{t(p('col.state'))}</th>
                      <th scope="col">{t(p('col.schedule'))}</th>
                      <th scope="col">{t(p('col.budget'))}</th>
                      <th scope="col">{t(p('col.actions'))}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((promotion) => (
                      <tr key={promotion.id}>
                        <th scope="row">
                          <span className="ops-promo-title">{titleOf(promotion)}</span>
                          <small className="ops-hint">{` #${promotion.id}`}</small>
                        </th>
                        <td>{t(p(`type.${promotion.type}`))}</td>
                        <td>
                          <span
                            className={
                              promotion.state === 'active' ? 'ops-badge ops-badge-ok' : 'ops-badge'
                            }
                          >
                            {t(p(`state.${promotion.state}`))}
                          </span>
                        </td>
                        <td>
                          {`${when(promotion.startsAt, 'fromNow')} – ${when(promotion.endsAt, 'noEnd')}`}
                        </td>
                        <td>
                          {promotion.budget === null
                            ? t(p('spentNoBudget'), { spent: site.money(promotion.spent) })
                            : `${site.money(promotion.spent)} / ${site.money(promotion.budget)}`}
                        </td>
                        <td>
                          <div className="ops-row-buttons">
                            <button
                              type="button"
                              className="ops-button"
                              onClick={() => setPanel({ kind: 'report', promotion })}
                            >
                              {t(p('reportButton'))}
                            </button>
                            {promotion.type === 'application' && (
                              <button
                                type="button"
                                className="ops-button"
                                onClick={() => setPanel({ kind: 'applications', promotion })}
                              >
                                {t(p('applicationsButton'))}
                              </button>
                            )}
                            {canEdit && promotion.state !== 'ended' && (
                              <button
                                type="button"
                                className="ops-button"
                                onClick={() => setPanel({ kind: 'edit', promotion })}
                              >
                                {t(p('edit'))}
                              </button>
                            )}
                            {canEdit &&
                              nextStates[promotion.state].map((to) => (
                                <button
                                  key={to}
                                  type="button"
                                  className={
                                    to === 'ended' ? 'ops-button ops-button-danger' : 'ops-button'
                                  }
                                  disabled={move.isPending}
                                  onClick={() =>
                                    move.mutate({
                                      params: { id: promotion.id },
                                      body: { state: to },
                                    })
                                  }
                                >
                                  {t(
                                    p(
                                      `to.${promotion.state === 'paused' && to === 'active' ? 'resume' : to}`,
                                    ),
                                  )}
                                </button>
                              ))}
                            {canEdit &&
                              promotion.type === 'raffle' &&
                              promotion.state === 'ended' &&
                              promotion.drawnAt === null && (
                                <button
                                  type="button"
                                  className="ops-button ops-button-primary"
                                  disabled={draw.isPending}
                                  onClick={() => draw.mutate({ params: { id: promotion.id } })}
                                >
                                  {t(p('draw'))}
                                </button>
                              )}
                          </div>
                          {promotion.type === 'raffle' && (
                            <small className="ops-hint ops-promo-seed">
                              {promotion.drawnAt
                                ? t(p('seedRevealed'), { seed: promotion.serverSeed ?? '' })
                                : t(p('seedHash'), { hash: promotion.seedHash ?? '' })}
                            </small>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager page={page} totalPages={data.totalPages} onPage={setPage} />
            </>
          )
        }
      </QueryView>
      {panel?.kind === 'report' && (
        <>
          <h2 className="ops-subhead">{titleOf(panel.promotion)}</h2>
          <PromotionReport key={panel.promotion.id} promotion={panel.promotion} />
        </>
      )}
      {panel?.kind === 'applications' && (
        <>
          <h2 className="ops-subhead">{titleOf(panel.promotion)}</h2>
          <PromotionApplications
            key={panel.promotion.id}
            promotion={panel.promotion}
            canReview={canReview}
          />
        </>
      )}
    </>
  );
}
