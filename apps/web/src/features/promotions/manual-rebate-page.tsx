// The member centre's manualRebate (spec 2, issue 18): per manual rebate promotion, the claimable
// rebate of each completed day by game type with its calculation (valid bet × rate), the game
// types' shares drawn as bars, and one claim for all of it. Loading, empty and error states.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TGameType } from '@wps/contracts/content/game-nav';
import { ResultCard } from '../../components/result-card/result-card';
import { callApi } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { useLanguage } from '../../lib/language';
import { useSiteFormat } from '../../lib/use-site-format';
import { percentOf } from './promo-rules';
import { manualRebateEndpoint } from './promotions-endpoints';
import { useClaimPromotion } from './use-promo-actions';
import './promotions.css';

type Rebate = Awaited<ReturnType<typeof fetchRebates>>['list'][number];

const fetchRebates = (language: string, signal?: AbortSignal) =>
  callApi(manualRebateEndpoint, { query: { language: language as 'EN' }, signal });

export function ManualRebatePage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const query = useQuery({
    queryKey: ['member', 'promotions', 'manual-rebate', language],
    queryFn: ({ signal }) => fetchRebates(language, signal),
  });
  return (
    <div className="promo-mc">
      <h2 className="mc-page-title">{t('promo.rebate.title')}</h2>
      <p className="promo-lead">{t('promo.rebate.lead')}</p>
      <ResultCard
        label={t('promo.rebate.title')}
        data={query.data}
        isFetching={query.isFetching}
        isError={query.isError}
        isEmpty={(data) => data.list.length === 0}
        emptyText={t('promo.rebate.empty')}
      >
        {(data) => (
          <div className="promo-rebates">
            {data.list.map((rebate) => (
              <RebateCard key={rebate.promotionId} rebate={rebate} />
            ))}
          </div>
        )}
      </ResultCard>
    </div>
  );
}

/** The rebate per game type over every listed day. */
function byGameType(rebate: Rebate) {
  const sums = new Map<TGameType, { validBet: bigint; rebate: bigint; rateBps: number }>();
  for (const day of rebate.days) {
    for (const line of day.lines) {
      const s = sums.get(line.gameType) ?? { validBet: 0n, rebate: 0n, rateBps: line.rateBps };
      s.validBet += BigInt(line.validBet);
      s.rebate += BigInt(line.rebate);
      sums.set(line.gameType, s);
    }
  }
  return [...sums].sort(([, a], [, b]) => (b.rebate > a.rebate ? 1 : b.rebate < a.rebate ? -1 : 0));
}

function RebateCard({ rebate }: { rebate: Rebate }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const claim = useClaimPromotion();
  const types = byGameType(rebate);
  const most = types.reduce((m, [, s]) => (s.rebate > m ? s.rebate : m), 0n);
  const gameType = (gt: string) => t(`nav.gameType.${gt}`, { defaultValue: gt });
  return (
    <article className="promo-rebate">
      <header className="promo-rebate__head">
        <h3>{rebate.title}</h3>
        <span className="promo-rebate__total">
          {t('promo.rebate.total')} <strong>{format.money(rebate.total)}</strong>
        </span>
      </header>
      <p className="promo-rebate__rates">
        {t('promo.rebate.rates')}{' '}
        {Object.entries(rebate.rates)
          .map(([gt, bps]) => `${gameType(gt)} ${percentOf(bps)} %`)
          .join(' · ')}
      </p>
      {types.length > 0 ? (
        <figure className="promo-bars" aria-label={t('promo.rebate.chart')}>
          {types.map(([gt, s]) => (
            <div key={gt} className="promo-bars__row">
              <span className="promo-bars__label">{gameType(gt)}</span>
              <span className="promo-bars__track">
                <span
                  className="promo-bars__bar"
                  style={{ width: `${most > 0n ? Number((s.rebate * 100n) / most) : 0}%` }}
                />
              </span>
              <span className="promo-bars__value">{format.amount(s.rebate)}</span>
            </div>
          ))}
        </figure>
      ) : null}
      {rebate.days.length === 0 ? (
        <p className="mc-note">{t('promo.rebate.nothing')}</p>
      ) : (
        <div className="promo-table-wrap">
          <table className="promo-table">
            <thead>
              <tr>
                <th scope="col">{t('promo.rebate.gameType')}</th>
                <th scope="col">{t('promo.rebate.validBet')}</th>
                <th scope="col">{t('promo.rebate.rate')}</th>
                <th scope="col">{t('promo.rebate.rebate')}</th>
              </tr>
            </thead>
            {rebate.days.map((day) => (
              <tbody key={day.day}>
                <tr className="promo-table__day">
                  <th scope="rowgroup" colSpan={3}>
                    {format.day(day.day)}
                  </th>
                  <td>{format.amount(day.total)}</td>
                </tr>
                {day.lines.map((line) => (
                  <tr key={line.gameType}>
                    <td>{gameType(line.gameType)}</td>
                    <td>{format.amount(line.validBet)}</td>
                    <td>{percentOf(line.rateBps)} %</td>
                    <td>{format.amount(line.rebate)}</td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      )}
      <button
        type="button"
        className="button button--accent"
        disabled={!rebate.canClaim || claim.isPending}
        onClick={() => claim.mutate({ promotionId: rebate.promotionId })}
      >
        {claim.isPending ? t('promo.action.sending') : t('promo.rebate.claim')}
      </button>
      {claim.isError ? (
        <p className="form__problem" role="alert">
          {errorText(claim.error, t)}
        </p>
      ) : null}
      {claim.data ? (
        <p className="promo-action__done" role="status">
          {t('promo.action.paid', { amount: format.money(claim.data.amount) })}
        </p>
      ) : null}
    </article>
  );
}
