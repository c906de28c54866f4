// /promoDetail?id=N (spec 2): one promotion's picture, period, status, body and rules, its action
// (claim, apply, check-in or raffle entry) or why it is not available, the member's own claims,
// and for a raffle the check of its draw.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PlainText } from '../../components/plain-text/plain-text';
import { callApi } from '../../lib/api-client';
import { useLanguage } from '../../lib/language';
import { useSession } from '../../lib/session';
import { useSiteFormat } from '../../lib/use-site-format';
import { PageLoader } from '../../shell/page-loader';
import { PromoAction } from './promo-action';
import { PromoRules } from './promo-rules';
import { PromotionPicture, StatusChip, usePeriodText } from './promotion-card';
import { promoDetailEndpoint } from './promotions-endpoints';
import { usePromotionsTexts } from './promotions-texts';
import { RaffleVerify } from './raffle-verify';
import './promotions.css';

export function PromoDetailPage() {
  return usePromotionsTexts() ? <PromoDetail /> : <PageLoader />;
}

function PromoDetail() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const { language } = useLanguage();
  const { isLoggedIn } = useSession();
  const format = useSiteFormat();
  const period = usePeriodText();
  const detail = useQuery({
    queryKey: ['promotions', 'detail', isLoggedIn, language, id],
    queryFn: ({ signal }) =>
      callApi(promoDetailEndpoint, { params: { id }, query: { language }, signal }),
    enabled: valid,
  });
  const back = (
    <Link className="promo-back" to="/promotions">
      {t('promo.back')}
    </Link>
  );
  if (!valid || (detail.isError && (detail.error as { status?: number }).status === 404)) {
    return (
      <div className="content promo-page">
        {back}
        <h1 className="promo-page__title">{t('promo.title')}</h1>
        <p className="promo-note">{t('promo.notFound')}</p>
      </div>
    );
  }
  if (detail.isPending) return <PageLoader />;
  if (detail.isError) {
    return (
      <div className="content promo-page">
        {back}
        <div className="promo-note promo-note--error" role="alert">
          <p>{t('errors.loadFailed')}</p>
          <button type="button" className="button" onClick={() => void detail.refetch()}>
            {t('promo.retry')}
          </button>
        </div>
      </div>
    );
  }
  const { card, rules, mine } = detail.data;
  return (
    <div className="content promo-page promo-detail">
      {back}
      <article className="promo-detail__layout">
        <PromotionPicture card={card} className="promo-detail__art" />
        <div className="promo-detail__head">
          <div className="promo-card__meta">
            <span className="promo-card__type">{t(`promo.type.${card.type}`)}</span>
            <StatusChip status={card.status} />
          </div>
          <h1 className="promo-detail__title">{card.title}</h1>
          <p className="promo-card__period">{period(card)}</p>
        </div>
        <section className="promo-detail__panel" aria-label={t('promo.action.title')}>
          <PromoAction detail={detail.data} />
        </section>
        <section className="promo-detail__text" aria-label={t('promo.about')}>
          <PlainText text={card.body} />
        </section>
        <section className="promo-detail__section promo-detail__rules">
          <h2>{t('promo.rules.title')}</h2>
          <PromoRules detail={detail.data} />
        </section>
        {rules.type === 'raffle' ? (
          <RaffleVerify promotionId={card.id} prizeCount={rules.prizes.length} />
        ) : null}
        {mine && mine.claims.length > 0 ? (
          <section className="promo-detail__section promo-detail__mine">
            <h2>{t('promo.mine')}</h2>
            <ul className="promo-history">
              {mine.claims.map((c, i) => (
                <li key={i}>
                  <span>{format.day(c.day)}</span>
                  <StatusChip status={c.status} />
                  <span>{BigInt(c.amount) > 0n ? format.money(c.amount) : ''}</span>
                  {c.remark ? <span className="promo-history__remark">{c.remark}</span> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
    </div>
  );
}
