// A drawn draw's numbers, prize tier by prize tier in the layout's order (the server keeps it),
// with the link to the verify page that recomputes them from the revealed seed.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TOpenedDraw } from '@wps/contracts/lottery/lottery-common';

export const verifyHref = (drawId: number) => `/play/verify?draw=${drawId}`;

export function DrawNumbers({ draw }: { draw: TOpenedDraw }) {
  const { t } = useTranslation();
  if (draw.state === 'cancelled') {
    return <p className="lottery-status">{t('lottery.result.cancelled')}</p>;
  }
  return (
    <>
      <dl className="lottery-tiers">
        {Object.entries(draw.numbers).map(([tier, numbers]) => (
          <div key={tier} className="lottery-tiers__row">
            <dt>{t(`lottery.tiers.${tier}`, { defaultValue: tier })}</dt>
            <dd>
              {numbers.map((number, i) => (
                <span key={i} className="lottery-ball">
                  {number}
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
      <Link className="lottery-link" to={verifyHref(draw.drawId)}>
        {t('lottery.result.verify', { numero: draw.numero })}
      </Link>
    </>
  );
}
