// One promotion's figures (claims, cost, wagering completed, budget used, per day and per status)
// as charts with a CSV export, and an application promotion's applications for review: the
// member's remark and images, approve (with another amount if need be) or reject with a note.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { opsReviewApplication, type TOpsPromotion } from '@wps/contracts/promotions/ops-promotions';
import { downloadCsv, toCsv } from '../../../lib/csv';
import { useSiteFormat } from '../../../lib/use-site-format';
import { DayChart } from '../../agent/components/day-chart';
import {
  opsPromotionsKey,
  usePromotionApplications,
  usePromotionReport,
  type ApplicationStatusFilter,
} from '../api/use-ops-promotions';
import { useOpsWrite } from '../api/use-ops-write';
import { AmountInput } from './amount-input';
import { ApiErrorText } from './api-error-text';
import { ChoiceSelect } from './choice-select';
import { Pager } from './pager';
import { ProofThumbs } from './proof-thumbs';
import { QueryView } from './query-view';

const share = (part: bigint, whole: bigint) =>
  whole <= 0n ? 0 : Math.min(100, Number((part * 10_000n) / whole) / 100);

/** A labelled bar of part over whole (wagering completed, budget used). */
function ShareBar({
  label,
  part,
  whole,
  text,
}: {
  label: string;
  part: bigint;
  whole: bigint;
  text: string;
}) {
  const percent = share(part, whole);
  return (
    <div className="ops-promo-share">
      <div className="ops-promo-share-head">
        <span>{label}</span>
        <strong>{text}</strong>
      </div>
      <div
        className="ops-promo-share-track"
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <div className="ops-promo-share-fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

export function PromotionReport({ promotion }: { promotion: TOpsPromotion }) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const report = usePromotionReport(promotion.id);
  const r = (key: string) => `ops.promotions.report.${key}`;
  return (
    <section className="ops-card" aria-label={t(r('title'))}>
      <h2>{t(r('title'))}</h2>
      <QueryView query={report}>
        {(data) => {
          if (data.claims === 0 && data.wagering.bonuses === 0) {
            return <p className="ops-hint">{t(r('empty'))}</p>;
          }
          const w = data.wagering;
          const exportCsv = () => {
            const header = [t(r('day')), t(r('claims')), t(r('cost'))];
            const rows: Array<Array<string | number>> = data.days.map((d) => [
              d.day,
              d.claims,
              site.amount(d.cost),
            ]);
            const totals = [
              [t(r('claims')), data.claims],
              [t(r('cost')), site.amount(data.cost)],
              [t(r('turnover')), site.amount(data.turnover)],
              [t(r('members')), data.members],
              [t(r('conversion')), `${Math.round(data.conversion * 10_000) / 100}%`],
              [t(r('budget')), data.budget === null ? '' : site.amount(data.budget)],
              [t(r('spent')), site.amount(data.spent)],
              [t(r('wageringRequired')), site.amount(w.required)],
              [t(r('wageringDone')), site.amount(w.wagered)],
              [t(r('released')), w.released],
              [t(r('forfeited')), w.forfeited],
              ...data.byStatus.map((s) => [
                t(`ops.promotions.status.${s.status}`, { defaultValue: s.status }),
                s.count,
              ]),
            ];
            downloadCsv(
              `promotion-${promotion.id}.csv`,
              toCsv(header, [...rows, [], ...totals.map(([a, b]) => [a!, b!, ''])]),
            );
          };
          return (
            <>
              <dl className="ops-facts ops-promo-figures">
                <div>
                  <dt>{t(r('claims'))}</dt>
                  <dd>{data.claims}</dd>
                </div>
                <div>
                  <dt>{t(r('cost'))}</dt>
                  <dd>{site.money(data.cost)}</dd>
                </div>
                <div>
                  <dt>{t(r('turnover'))}</dt>
                  <dd>{site.money(data.turnover)}</dd>
                </div>
                <div>
                  <dt>{t(r('conversion'))}</dt>
                  <dd>{`${Math.round(data.conversion * 10_000) / 100}%`}</dd>
                </div>
              </dl>
              <div className="day-charts">
                <DayChart
                  title={t(r('claimsPerDay'))}
                  total={String(data.claims)}
                  points={data.days.map((d) => ({
                    day: d.day,
                    value: d.claims,
                    label: String(d.claims),
                  }))}
                />
                <DayChart
                  title={t(r('costPerDay'))}
                  total={site.money(data.cost)}
                  points={data.days.map((d) => ({
                    day: d.day,
                    value: Number(d.cost),
                    label: site.money(d.cost),
                  }))}
                />
              </div>
              <ShareBar
                label={t(r('wageringCompleted'))}
                part={BigInt(w.wagered)}
                whole={BigInt(w.required)}
                text={`${site.money(w.wagered)} / ${site.money(w.required)}`}
              />
              <ShareBar
                label={t(r('budgetUsed'))}
                part={BigInt(data.spent)}
                whole={data.budget === null ? 0n : BigInt(data.budget)}
                text={
                  data.budget === null
                    ? t(r('noBudget'), { spent: site.money(data.spent) })
                    : `${site.money(data.spent)} / ${site.money(data.budget)}`
                }
              />
              <p className="ops-hint">
                {t(r('bonuses'), {
                  count: w.bonuses,
                  active: w.active,
                  released: w.released,
                  forfeited: w.forfeited,
                })}
              </p>
              <div className="ops-table-scroll">
                <table className="ops-table">
                  <caption>{t(r('byStatus'))}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t(r('status'))}</th>
                      <th scope="col">{t(r('claims'))}</th>
                      <th scope="col">{t(r('amount'))}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.byStatus.map((s) => (
                      <tr key={s.status}>
                        <th scope="row">
                          {t(`ops.promotions.status.${s.status}`, { defaultValue: s.status })}
                        </th>
                        <td>{s.count}</td>
                        <td>{site.money(s.amount)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className="ops-actions">
                <button type="button" className="ops-button" onClick={exportCsv}>
                  {t(r('csv'))}
                </button>
              </div>
            </>
          );
        }}
      </QueryView>
    </section>
  );
}

const applicationFilters = ['applying', 'issued', 'rejected', 'all'] as const;

export function PromotionApplications({
  promotion,
  canReview,
}: {
  promotion: TOpsPromotion;
  canReview: boolean;
}) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const [status, setStatus] = useState<ApplicationStatusFilter>('applying');
  const [page, setPage] = useState(1);
  const applications = usePromotionApplications(promotion.id, page, status);
  const review = useOpsWrite(opsReviewApplication, opsPromotionsKey);
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [notes, setNotes] = useState<Record<number, string>>({});
  const a = (key: string) => `ops.promotions.applications.${key}`;
  return (
    <section className="ops-card" aria-label={t(a('title'))}>
      <h2>{t(a('title'))}</h2>
      <label className="ops-inline-field">
        <span>{t(a('filter'))}</span>
        <ChoiceSelect
          choices={applicationFilters}
          value={status}
          onChange={(s) => {
            setStatus(s);
            setPage(1);
          }}
          labelOf={(s) => t(s === 'all' ? a('all') : `ops.promotions.status.${s}`)}
        />
      </label>
      {review.error && <ApiErrorText error={review.error} />}
      <QueryView query={applications}>
        {(data) =>
          data.list.length === 0 ? (
            <p className="ops-hint">{t(a('empty'))}</p>
          ) : (
            <>
              <ul className="ops-list">
                {data.list.map((application) => (
                  <li key={application.id} className="ops-item">
                    <div className="ops-item-head">
                      <h3 className="ops-item-title">
                        {`${application.username} (#${application.memberId})`}
                      </h3>
                      <span className="ops-badge">
                        {t(`ops.promotions.status.${application.status}`)}
                      </span>
                    </div>
                    <p className="ops-hint">{site.dateTime(application.createdAt)}</p>
                    <p className="ops-promo-remark">{application.remark || t(a('noRemark'))}</p>
                    <ProofThumbs proofIds={application.proofIds} reference={application.username} />
                    {application.reviewNote && (
                      <p className="ops-hint">{t(a('note'), { note: application.reviewNote })}</p>
                    )}
                    {application.status !== 'applying' && (
                      <p>{t(a('paid'), { amount: site.money(application.amount) })}</p>
                    )}
                    {application.status === 'applying' && canReview && (
                      <div className="ops-row">
                        <label className="ops-inline-field">
                          <span>{t(a('amount'))}</span>
                          <AmountInput
                            value={amounts[application.id] ?? application.amount}
                            onChange={(v) => setAmounts((all) => ({ ...all, [application.id]: v }))}
                          />
                        </label>
                        <label className="ops-inline-field">
                          <span>{t(a('reviewNote'))}</span>
                          <input
                            maxLength={500}
                            value={notes[application.id] ?? ''}
                            onChange={(e) =>
                              setNotes((all) => ({ ...all, [application.id]: e.target.value }))
                            }
                          />
                        </label>
                        <button
                          type="button"
                          className="ops-button ops-button-primary"
                          disabled={review.isPending}
                          onClick={() =>
                            review.mutate({
                              params: { id: application.id },
                              body: {
                                decision: 'approve',
                                ...(amounts[application.id]
                                  ? { amount: amounts[application.id] }
                                  : {}),
                                ...(notes[application.id] ? { note: notes[application.id] } : {}),
                              },
                            })
                          }
                        >
                          {t(a('approve'))}
                        </button>
                        <button
                          type="button"
                          className="ops-button ops-button-danger"
                          disabled={review.isPending}
                          onClick={() =>
                            review.mutate({
                              params: { id: application.id },
                              body: {
                                decision: 'reject',
                                ...(notes[application.id] ? { note: notes[application.id] } : {}),
                              },
                            })
                          }
                        >
                          {t(a('reject'))}
                        </button>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
              <Pager page={page} totalPages={data.totalPages} onPage={setPage} />
            </>
          )
        }
      </QueryView>
    </section>
  );
}
