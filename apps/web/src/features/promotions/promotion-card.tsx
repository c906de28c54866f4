// One promotion as a card: its picture (the operator's, else drawn art), type, title, period and
// the caller's status (the spec's ten), linking to /promoDetail.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPromotionCard } from '@wps/contracts/promotions/fields';
import { useSiteFormat } from '../../lib/use-site-format';
import { PromotionArt } from './promotion-art';

export function PromotionPicture({
  card,
  className,
  centred,
}: {
  card: TPromotionCard;
  className: string;
  centred?: boolean;
}) {
  return card.image ? (
    <img className={className} src={card.image} alt="" loading="lazy" />
  ) : (
    <PromotionArt type={card.type} className={className} centred={centred} />
  );
}

export function StatusChip({ status }: { status: TPromotionCard['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`promo-status promo-status--${status}`}>{t(`promo.status.${status}`)}</span>
  );
}

/** The card's period: "from – to", "from …", "until …" or "Always on". */
export function usePeriodText() {
  const { t } = useTranslation();
  const format = useSiteFormat();
  return (card: Pick<TPromotionCard, 'startsAt' | 'endsAt'>) => {
    if (card.startsAt && card.endsAt) {
      return `${format.date(card.startsAt)} – ${format.date(card.endsAt)}`;
    }
    if (card.startsAt) return t('promo.period.from', { date: format.date(card.startsAt) });
    if (card.endsAt) return t('promo.period.until', { date: format.date(card.endsAt) });
    return t('promo.period.always');
  };
}

export function PromotionCardView({ card }: { card: TPromotionCard }) {
  const { t } = useTranslation();
  const period = usePeriodText();
  return (
    <Link className="promo-card" to={`/promoDetail?id=${card.id}`}>
      <PromotionPicture card={card} className="promo-card__art" />
      <span className="promo-card__body">
        <span className="promo-card__meta">
          <span className="promo-card__type">{t(`promo.type.${card.type}`)}</span>
          <StatusChip status={card.status} />
        </span>
        <span className="promo-card__title">{card.title}</span>
        <span className="promo-card__period">{period(card)}</span>
      </span>
    </Link>
  );
}
