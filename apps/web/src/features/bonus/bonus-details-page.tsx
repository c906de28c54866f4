// The member centre's bonusDetails page (issue 18): every bonus of the member, newest first, with
// its wagering progress bar, expiry, maximum bet and history; the active one can be given up.
// The list is the records kit's (a table on a desktop, cards on a phone, paging, CSV of the page,
// site-time dates). No range of days: the running bonus heads the list whenever it was granted,
// so its wagering and giving up stay in view; a bonus's own history is its few events.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBonus } from '@wps/contracts/promotions/bonus';
import { RecordsList, type RecordColumn } from '../../components/records-kit/records-kit';
import { ApiError, callApi } from '../../lib/api-client';
import { toMajor } from '../../lib/money-amount';
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
  const format = useSiteFormat();
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery({
    queryKey: [...bonusesKey, pageNo],
    queryFn: ({ signal }) =>
      callApi(bonusesEndpoint, { query: { pageNo, pageSize: PAGE_SIZE }, signal }),
    placeholderData: (previous) => previous,
  });
  const time = (value: string | null) => (value ? format.dateTime(value) : null);
  const eventName = (event: TBonus['history'][number]) =>
    t(`bonus.event.${event.kind}`) +
    (event.reason && event.kind === 'forfeited' ? ` (${t(`bonus.reason.${event.reason}`)})` : '');
  // On screen a bonus is its card (figures, expiry, giving up), its wagering bar and its history;
  // the CSV has each figure in a column of its own.
  const columns: RecordColumn<TBonus>[] = [
    {
      key: 'bonus',
      label: t('bonus.col.name'),
      cell: (bonus) => <BonusCard bonus={bonus} />,
      csv: (bonus) => bonus.title ?? bonus.promotionRef,
    },
    {
      key: 'status',
      label: t('bonus.col.status'),
      csvOnly: true,
      cell: (bonus) => t(`bonus.status.${bonus.status}`),
      csv: (bonus) => t(`bonus.status.${bonus.status}`),
    },
    {
      key: 'amount',
      label: t('bonus.amount'),
      csvOnly: true,
      cell: (bonus) => format.amount(bonus.amount),
      csv: (bonus) => toMajor(bonus.amount),
    },
    {
      key: 'balance',
      label: t('bonus.balance'),
      csvOnly: true,
      cell: (bonus) => format.amount(bonus.balance),
      csv: (bonus) => (bonus.status === 'active' ? toMajor(bonus.balance) : null),
    },
    {
      key: 'expires',
      label: t('bonus.expires'),
      csvOnly: true,
      cell: (bonus) => time(bonus.expiresAt),
      csv: (bonus) => time(bonus.expiresAt),
    },
    {
      key: 'ended',
      label: t('bonus.ended'),
      csvOnly: true,
      cell: (bonus) => time(bonus.endedAt),
      csv: (bonus) => time(bonus.endedAt),
    },
    {
      key: 'maxBet',
      label: t('bonus.maxBet'),
      csvOnly: true,
      cell: (bonus) => (bonus.maxBet === null ? null : format.amount(bonus.maxBet)),
      csv: (bonus) => (bonus.maxBet === null ? null : toMajor(bonus.maxBet)),
    },
    {
      key: 'wagering',
      label: t('bonus.wagering'),
      cell: (bonus) => <WageringBar bonus={bonus} />,
      csv: (bonus) => `${toMajor(bonus.wagered)} / ${toMajor(bonus.required)}`,
    },
    {
      key: 'history',
      label: t('bonus.history'),
      cell: (bonus) => (
        <ol className="bonus-history" aria-label={t('bonus.history')}>
          {bonus.history.map((event) => (
            <li key={event.kind}>
              <span>{format.dateTime(event.at)}</span>
              <span>{eventName(event)}</span>
              <span>{format.money(event.amount)}</span>
            </li>
          ))}
        </ol>
      ),
      csv: (bonus) =>
        bonus.history
          .map((e) => `${format.dateTime(e.at)} ${eventName(e)} ${toMajor(e.amount)}`)
          .join('; '),
    },
  ];
  return (
    <div className="bonus-page">
      <h2 className="mc-page-title">{t('bonus.title')}</h2>
      <p className="bonus-rule">{t('bonus.rule')}</p>
      <RecordsList
        label={t('bonus.title')}
        caption={() => t('bonus.title')}
        query={query}
        rows={(data) => data.items}
        rowKey={(bonus) => String(bonus.id)}
        columns={columns}
        emptyText={t('bonus.empty')}
        csvName={`bonus-details-page-${pageNo}`}
        paging={{ pageNo, totalPages: query.data?.totalPages ?? 0, onPageChange: setPageNo }}
      />
    </div>
  );
}

function WageringBar({ bonus }: { bonus: TBonus }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const percent = progressPercent(bonus.wagered, bonus.required);
  return (
    <div className="bonus-progress">
      <div className="bonus-progress__label">
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
  const problem =
    giveUp.error instanceof ApiError
      ? t(`errors.${giveUp.error.code}`)
      : giveUp.error
        ? t('errors.loadFailed')
        : null;
  return (
    <article className={`bonus-card bonus-card--${bonus.status}`}>
      <header className="bonus-card__head">
        <span className="bonus-card__name">{bonus.title ?? bonus.promotionRef}</span>
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
