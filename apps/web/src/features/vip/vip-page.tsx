// /vip (issue 19; spec "VIP"): the ranks with what each needs over the rolling window, and for a
// member the rank now, a progress bar to the next rank and the customer-service entry (VIP
// customer service above rank 4).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TVipSummary } from '@wps/contracts/loyalty/vip';
import { ResultCard } from '../../components/result-card/result-card';
import { isLanguageFile } from '../../i18n/languages';
import { callApi } from '../../lib/api-client';
import { useSiteFormat } from '../../lib/use-site-format';
import { useCustomerService } from '../../shell/customer-service';
import { vipSummaryEndpoint } from './vip-endpoints';
import { useVipTexts } from './vip-texts';
import './vip.css';

export function VipPage() {
  const { t, i18n } = useTranslation();
  const isReady = useVipTexts();
  const language = isLanguageFile(i18n.language) ? i18n.language : 'EN';
  const summary = useQuery({
    queryKey: ['vip', 'summary', language],
    queryFn: ({ signal }) => callApi(vipSummaryEndpoint, { query: { language }, signal }),
  });
  if (!isReady) {
    return (
      <p className="mc-note" role="status">
        {t('common.loading')}
      </p>
    );
  }
  return (
    <div className="vip-page">
      <h1 className="vip-page__title">{t('vip.title')}</h1>
      <ResultCard
        label={t('vip.title')}
        data={summary.data}
        isFetching={summary.isFetching}
        isError={summary.isError}
        isEmpty={(data) => !data.enabled || data.ranks.length === 0}
        emptyText={t('vip.closed')}
      >
        {(data) => (
          <>
            {data.me ? <MyRank summary={data} /> : <p className="mc-note">{t('vip.loginFirst')}</p>}
            <RankTable summary={data} />
          </>
        )}
      </ResultCard>
    </div>
  );
}

function MyRank({ summary }: { summary: TVipSummary }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const openCs = useCustomerService();
  const me = summary.me!;
  const rank = summary.ranks.find((r) => r.level === me.level);
  const next = me.next;
  const nextRank = next ? summary.ranks.find((r) => r.level === next.level) : undefined;
  return (
    <section className="vip-me" aria-label={t('vip.myRank')}>
      <div className="vip-me__badge" style={{ background: rank?.colour }} data-testid="vip-level">
        {t('vip.level', { level: me.level })}
      </div>
      <div className="vip-me__body">
        <strong>{rank?.name}</strong>
        <p className="vip-me__figures">
          {t('vip.figures', {
            days: summary.windowDays,
            validBet: format.money(me.validBet),
            deposits: format.money(me.deposits),
          })}
        </p>
        {next ? (
          <div className="vip-progress">
            <div className="vip-progress__label">
              <span>{t('vip.toNext', { name: nextRank?.name ?? next.level })}</span>
              <span>{t('vip.percent', { percent: next.percent })}</span>
            </div>
            <div
              className="vip-progress__bar"
              role="progressbar"
              aria-label={t('vip.toNext', { name: nextRank?.name ?? next.level })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={next.percent}
            >
              <span style={{ width: `${next.percent}%` }} />
            </div>
            <p className="vip-me__left">
              {t('vip.left', {
                validBet: format.money(next.validBetLeft),
                deposits: format.money(next.depositLeft),
              })}
            </p>
          </div>
        ) : (
          <p>{t('vip.top')}</p>
        )}
        <button
          type="button"
          className="button button--primary"
          onClick={openCs}
          data-testid="vip-cs"
        >
          {me.vipService ? t('vip.vipService') : t('vip.liveChat')}
        </button>
      </div>
    </section>
  );
}

function RankTable({ summary }: { summary: TVipSummary }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const level = summary.me?.level ?? 0;
  return (
    <div className="vip-table-wrap">
      <table className="vip-table">
        <caption>{t('vip.ranksCaption', { days: summary.windowDays })}</caption>
        <thead>
          <tr>
            <th>{t('vip.col.rank')}</th>
            <th>{t('vip.col.validBet')}</th>
            <th>{t('vip.col.deposit')}</th>
            <th>{t('vip.col.reward')}</th>
          </tr>
        </thead>
        <tbody>
          {summary.ranks.map((r) => (
            <tr key={r.level} className={r.level === level ? 'vip-table__mine' : undefined}>
              <td>
                <span className="vip-dot" style={{ background: r.colour }} /> {r.name}
              </td>
              <td>{format.money(r.minValidBet)}</td>
              <td>{format.money(r.minDeposit)}</td>
              <td>{r.reward === '0' ? '—' : format.money(r.reward)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
