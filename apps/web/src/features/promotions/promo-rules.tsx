// A promotion's rules in words, per type: amounts in the site's money, rates in percent.
import { useTranslation } from 'react-i18next';
import type { TPromoDetail } from '@wps/contracts/promotions/promo-detail';
import { useSiteFormat } from '../../lib/use-site-format';

/** Basis points as a percent text: 1050 -> "10.5". */
export const percentOf = (bps: number) => String(Math.round(bps) / 100);

export function PromoRules({ detail }: { detail: TPromoDetail }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const { rules, limits } = detail;
  const rows: [string, string][] = [];
  switch (rules.type) {
    case 'signup':
      rows.push([t('promo.rules.bonus'), format.money(rules.amount)]);
      rows.push([t('promo.rules.wagering'), t('promo.rules.times', { n: rules.wageringMultiple })]);
      break;
    case 'deposit':
      rows.push([t('promo.rules.percent'), `${percentOf(rules.percentBps)} %`]);
      rows.push([t('promo.rules.cap'), format.money(rules.cap)]);
      rows.push([t('promo.rules.minDeposit'), format.money(rules.minDeposit)]);
      rows.push([t('promo.rules.choose'), t(`promo.rules.choose_${rules.choose}`)]);
      rows.push([
        t('promo.rules.wagering'),
        t(`promo.rules.wagering_${rules.wageringBase}`, { n: rules.wageringMultiple }),
      ]);
      break;
    case 'checkin':
      rules.rewards.forEach((reward, i) =>
        rows.push([t('promo.rules.day', { n: i + 1 }), format.money(reward)]),
      );
      rows.push([t('promo.rules.cycle'), rules.cycle ? t('promo.yes') : t('promo.no')]);
      break;
    case 'rebate':
      for (const [gameType, bps] of Object.entries(rules.rates)) {
        rows.push([
          t(`nav.gameType.${gameType}`, { defaultValue: gameType }),
          `${percentOf(bps)} %`,
        ]);
      }
      rows.push([t('promo.rules.payout'), t(`promo.rules.payout_${rules.payout}`)]);
      if (rules.maxPayout) rows.push([t('promo.rules.maxPayout'), format.money(rules.maxPayout)]);
      break;
    case 'raffle':
      if (rules.depositPerTicket) {
        rows.push([t('promo.rules.depositPerTicket'), format.money(rules.depositPerTicket)]);
      }
      if (rules.betPerTicket) {
        rows.push([t('promo.rules.betPerTicket'), format.money(rules.betPerTicket)]);
      }
      rules.prizes.forEach((prize, i) =>
        rows.push([t('promo.rules.prize', { n: i + 1 }), format.money(prize)]),
      );
      break;
    case 'application':
      rows.push([t('promo.rules.bonus'), format.money(rules.amount)]);
      rows.push([t('promo.rules.needsImage'), rules.needsImage ? t('promo.yes') : t('promo.no')]);
      break;
    case 'referral':
      rows.push([t('promo.rules.perFriend'), format.money(rules.amount)]);
      rows.push([t('promo.rules.friendDeposit'), format.money(rules.minDeposit)]);
      break;
  }
  // What a bonus it pays holds to while active (absent on cash-paying types and when not set).
  if ('maxBet' in rules && rules.maxBet) {
    rows.push([t('promo.rules.maxBet'), format.money(rules.maxBet)]);
  }
  if ('weights' in rules) {
    for (const [gameType, weight] of Object.entries(rules.weights ?? {})) {
      const type = t(`nav.gameType.${gameType}`, { defaultValue: gameType });
      rows.push([t('promo.rules.weight', { type }), `${weight} %`]);
    }
  }
  if (limits.perMember !== null) {
    rows.push([t('promo.rules.perMember'), String(limits.perMember)]);
  }
  if (limits.perDay !== null) rows.push([t('promo.rules.perDay'), String(limits.perDay)]);
  return (
    <dl className="promo-rules">
      {rows.map(([name, value]) => (
        <div key={name} className="promo-rules__row">
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
