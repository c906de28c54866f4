// The member centre's rewardCenter (spec 2, issue 18): what the member can claim now, each with
// its claim button (the count is the menu's and the header's badge); anything with more to it
// (a deposit to name) opens its /promoDetail. Loading, empty and error states.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPromotionCard } from '@wps/contracts/promotions/fields';
import { rewardCenterEndpoint, rewardCenterKey } from '../../api/promotions';
import { ResultCard } from '../../components/result-card/result-card';
import { callApi } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { useLanguage } from '../../lib/language';
import { useSiteFormat } from '../../lib/use-site-format';
import { PromotionPicture, usePeriodText } from './promotion-card';
import { useClaimPromotion } from './use-promo-actions';
import './promotions.css';

export function RewardCenterPage({ close }: { close?: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const query = useQuery({
    queryKey: [...rewardCenterKey, language],
    queryFn: ({ signal }) => callApi(rewardCenterEndpoint, { query: { language }, signal }),
  });
  return (
    <div className="promo-mc">
      <h2 className="mc-page-title">
        {t('promo.rewards.title')}
        {query.data && query.data.count > 0 ? (
          <span
            className="promo-count"
            aria-label={t('promo.rewards.count', { count: query.data.count })}
          >
            {query.data.count}
          </span>
        ) : null}
      </h2>
      <p className="promo-lead">{t('promo.rewards.lead')}</p>
      <ResultCard
        label={t('promo.rewards.title')}
        data={query.data}
        isFetching={query.isFetching}
        isError={query.isError}
        isEmpty={(data) => data.list.length === 0}
        emptyText={t('promo.rewards.empty')}
        footer={
          <Link className="promo-more" to="/promotions" onClick={close}>
            {t('promo.rewards.all')}
          </Link>
        }
      >
        {(data) => (
          <ul className="promo-rewards">
            {data.list.map((card) => (
              <li key={card.id}>
                <RewardRow card={card} close={close} />
              </li>
            ))}
          </ul>
        )}
      </ResultCard>
    </div>
  );
}

function RewardRow({ card, close }: { card: TPromotionCard; close?: () => void }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const period = usePeriodText();
  const claim = useClaimPromotion();
  // A deposit bonus claimed after depositing names its deposit on the detail page.
  const direct = card.type !== 'deposit';
  return (
    <article className="promo-reward">
      <PromotionPicture card={card} className="promo-reward__art" centred />
      <div className="promo-reward__body">
        <span className="promo-card__type">{t(`promo.type.${card.type}`)}</span>
        <Link className="promo-reward__title" to={`/promoDetail?id=${card.id}`} onClick={close}>
          {card.title}
        </Link>
        <span className="promo-card__period">{period(card)}</span>
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
      </div>
      {direct ? (
        <button
          type="button"
          className="button button--accent button--small"
          disabled={claim.isPending || claim.isSuccess}
          onClick={() => claim.mutate({ promotionId: card.id })}
        >
          {claim.isPending ? t('promo.action.sending') : t('promo.rewards.claim')}
        </button>
      ) : (
        <Link className="button button--small" to={`/promoDetail?id=${card.id}`} onClick={close}>
          {t('promo.rewards.open')}
        </Link>
      )}
    </article>
  );
}
