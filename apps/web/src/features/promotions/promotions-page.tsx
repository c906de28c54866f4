// /promotions (spec 2): every promotion shown to players, filtered by type (?type=), each card
// with the caller's status; loading, empty and error states.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { promotionTypes, type TPromotionType } from '@wps/contracts/promotions/fields';
import { useLanguage } from '../../lib/language';
import { useSession } from '../../lib/session';
import { PageLoader } from '../../shell/page-loader';
import { PromotionCardView } from './promotion-card';
import { listPromotionsEndpoint } from './promotions-endpoints';
import { usePromotionsTexts } from './promotions-texts';
import { callApi } from '../../lib/api-client';
import './promotions.css';

const isType = (value: string | null): value is TPromotionType =>
  (promotionTypes as readonly string[]).includes(value ?? '');

export function usePromotionList(type: TPromotionType | undefined) {
  const { language } = useLanguage();
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: ['promotions', 'list', isLoggedIn, language, type ?? 'all'],
    queryFn: ({ signal }) =>
      callApi(listPromotionsEndpoint, { query: { language, ...(type ? { type } : {}) }, signal }),
    staleTime: 30_000,
  });
}

export function PromotionsPage() {
  return usePromotionsTexts() ? <PromotionsList /> : <PageLoader />;
}

function PromotionsList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('type');
  const type = isType(raw) ? raw : undefined;
  const list = usePromotionList(type);
  const choose = (next: TPromotionType | undefined) =>
    setParams(
      (p) => {
        if (next) p.set('type', next);
        else p.delete('type');
        return p;
      },
      { replace: true },
    );
  const filters: (TPromotionType | undefined)[] = [undefined, ...promotionTypes];
  return (
    <div className="content promo-page">
      <h1 className="promo-page__title">{t('promo.title')}</h1>
      <div className="promo-filters" role="group" aria-label={t('promo.filter')}>
        {filters.map((value) => (
          <button
            key={value ?? 'all'}
            type="button"
            className="promo-filter"
            aria-pressed={value === type}
            onClick={() => choose(value)}
          >
            {value ? t(`promo.type.${value}`) : t('promo.all')}
          </button>
        ))}
      </div>
      <section aria-label={t('promo.title')} aria-busy={list.isFetching}>
        {list.isPending ? (
          <p className="promo-note" role="status">
            {t('common.loading')}
          </p>
        ) : list.isError ? (
          <div className="promo-note promo-note--error" role="alert">
            <p>{t('errors.loadFailed')}</p>
            <button type="button" className="button" onClick={() => void list.refetch()}>
              {t('promo.retry')}
            </button>
          </div>
        ) : list.data.list.length === 0 ? (
          <p className="promo-note">{type ? t('promo.emptyType') : t('promo.empty')}</p>
        ) : (
          <ul className="promo-grid">
            {list.data.list.map((card) => (
              <li key={card.id}>
                <PromotionCardView card={card} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
