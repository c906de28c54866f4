// The member centre's bonusDetails page (issue 18): every bonus of the member, newest first, with
// its wagering progress bar, expiry, maximum bet and history; the active one can be given up.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBonus } from '@wps/contracts/promotions/bonus';
import { ResultCard } from '../../components/result-card/result-card';
import { ApiError, callApi } from '../../lib/api-client';
import { useSiteFormat } from '../../lib/use-site-format';
import { bonusesEndpoint, giveUpBonusEndpoint } from './bonus-endpoints';
import './bonus.css';

const PAGE_SIZE = 15;
const bonusesKey = ['member', 'bonuses'] as const;

/** Whole percent of the requirement met, 0 to 100 (a requirement of 0 is met). */
export function progressPercent(wagered: string, required: string): number {
  const need = BigInt(required);
  if (need <= 0n) return 100;
  const done = BigInt(wagered);
  if (done >= need) return 100;
  return Number((done * 100n) / need);
}

export function BonusDetailsPage() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery({
    queryKey: [...bonusesKey, pageNo],
    queryFn: ({ signal }) =>
      callApi(bonusesEndpoint, { query: { pageNo, pageSize: PAGE_SIZE }, signal }),
    placeholderData: (previous) => previous,
  });
  const totalPages = query.data?.totalPages ?? 1;
  return (
    <div className="bonus-page">
      <h2 className="mc-page-title">{t('bonus.title')}</h2>
      <p className="bonus-rule">{t('bonus.rule')}</p>
      <ResultCard
        label={t('bonus.title')}
        data={query.data}
        isFetching={query.isFetching}
        isError={query.isError}
        isEmpty={(data) => data.items.length === 0}
        emptyText={t('bonus.empty')}
        footer={
          totalPages > 1 ? (
            <nav className="bonus-pager" aria-label={t('records.pages')}>
              <button
                type="button"
                className="button"
                disabled={pageNo <= 1 || query.isFetching}
                onClick={() => setPageNo((n) => n - 1)}
              >
                {t('records.previous')}
              </button>
              <span>{t('records.pageOf', { pageNo, totalPages })}</span>
              <button
                type="button"
                className="button"
                disabled={pageNo >= totalPages || query.isFetching}
                onClick={() => setPageNo((n) => n + 1)}
              >
                {t('records.next')}
              </button>
            </nav>
          ) : null
        }
      >
        {(data) => (
          <ul className="bonus-list">
            {data.items.map((bonus) => (
              <li key={bonus.id}>
                <BonusCard bonus={bonus} />
              </li>
            ))}
          </ul>
        )}
      </ResultCard>
    </div>
  );
}

function BonusCard({ bonus }: { bonus: TBonus }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const queryClient = useQueryClient();
  const [isConfirming, setConfirming] = useState(false);
  const giveUp = useMutation({
    mutationFn: () => callApi(giveUpBonusEndpoint, { params: { id: bonus.id } }),
    onSettled: () => {
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: bonusesKey });
      void queryClient.invalidateQueries({ queryKey: ['member', 'wallet'] });
    },
  });
  const percent = progressPercent(bonus.wagered, bonus.required);
  const problem =
    giveUp.error instanceof ApiError
      ? t(`errors.${giveUp.error.code}`)
      : giveUp.error
        ? t('errors.loadFailed')
        : null;
  return (
    <article className={`bonus-card bonus-card--${bonus.status}`}>
      <header className="bonus-card__head">
        <span className="bonus-card__name">{bonus.promotionRef}</span>
        <span className="bonus-card__status">{t(`bonus.status.${bonus.status}`)}</span>
      </header>
      <dl className="bonus-card__figures">
        <div>
          <dt>{t('bonus.amount')}</dt>
          <dd>{format.money(bonus.amount)}</dd>
        </div>
        {bonus.status === 'active' ? (
          <div>
            <dt>{t('bonus.balance')}</dt>
            <dd>{format.money(bonus.balance)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{bonus.status === 'active' ? t('bonus.expires') : t('bonus.ended')}</dt>
          <dd>{format.dateTime(bonus.endedAt ?? bonus.expiresAt)}</dd>
        </div>
        {bonus.maxBet !== null ? (
          <div>
            <dt>{t('bonus.maxBet')}</dt>
            <dd>{format.money(bonus.maxBet)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="bonus-progress">
        <div className="bonus-progress__label">
          <span>{t('bonus.wagering')}</span>
          <span>
            {format.amount(bonus.wagered)} / {format.amount(bonus.required)}
          </span>
        </div>
        <div
          className="bonus-progress__bar"
          role="progressbar"
          aria-label={t('bonus.wagering')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t('bonus.percent', { percent })}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
      </div>
      <ol className="bonus-history" aria-label={t('bonus.history')}>
        {bonus.history.map((event) => (
          <li key={event.kind}>
            <span>{format.dateTime(event.at)}</span>
            <span>
              {t(`bonus.event.${event.kind}`)}
              {event.reason && event.kind === 'forfeited'
                ? ` (${t(`bonus.reason.${event.reason}`)})`
                : ''}
            </span>
            <span>{format.money(event.amount)}</span>
          </li>
        ))}
      </ol>
      {bonus.status === 'active' ? (
        isConfirming ? (
          <div className="bonus-card__confirm" role="alertdialog" aria-label={t('bonus.giveUp')}>
            <p>{t('bonus.giveUpText')}</p>
            <button
              type="button"
              className="button button--danger"
              disabled={giveUp.isPending}
              onClick={() => giveUp.mutate()}
            >
              {t('bonus.giveUpConfirm')}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              {t('bonus.cancel')}
            </button>
          </div>
        ) : (
          <button type="button" className="button" onClick={() => setConfirming(true)}>
            {t('bonus.giveUp')}
          </button>
        )
      ) : null}
      {problem ? (
        <p className="form__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </article>
  );
}
