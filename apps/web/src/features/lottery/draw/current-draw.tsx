// The selected lottery's draw taking bets: its issue number, the countdowns to betting's close and
// to the draw, and the seed hash committed before betting closes (with what it proves).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TNearDraw } from '@wps/contracts/lottery/lottery-calls';
import { useSiteFormat } from '../../../lib/use-site-format';
import { formatCountdown } from '../lottery-rules';

/** What the panel shows of a draw: a near draw, or the menu item's before that answers. */
export type ShownDraw = Pick<
  TNearDraw,
  'drawId' | 'numero' | 'drawAt' | 'remainTime' | 'lockTime' | 'serverSeedHash'
>;

export function CurrentDraw({
  draw,
  lockLeft,
  drawLeft,
}: {
  draw: ShownDraw;
  /** Seconds until betting closes and until the draw, as counted down now. */
  lockLeft: number;
  drawLeft: number;
}) {
  const { t } = useTranslation();
  const days = (count: number) => t('lottery.draw.days', { count });
  const format = useSiteFormat();
  const headingId = useId();
  return (
    <section className="lottery-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="lottery-card__title">
        {t('lottery.draw.current', { numero: draw.numero })}
      </h3>
      <dl className="lottery-facts">
        <div>
          <dt>{t('lottery.draw.drawTime')}</dt>
          <dd>{format.dateTime(draw.drawAt, { seconds: false })}</dd>
        </div>
        <div>
          <dt>{t('lottery.draw.closesIn')}</dt>
          <dd role="timer" className="lottery-facts__timer">
            {lockLeft > 0 ? formatCountdown(lockLeft, days) : t('lottery.draw.closed')}
          </dd>
        </div>
        <div>
          <dt>{t('lottery.draw.drawIn')}</dt>
          <dd role="timer" className="lottery-facts__timer">
            {drawLeft > 0 ? formatCountdown(drawLeft, days) : t('lottery.draw.drawing')}
          </dd>
        </div>
      </dl>
      <details className="lottery-hash">
        <summary>{t('lottery.draw.hashTitle')}</summary>
        <p>{t('lottery.draw.hashExplained')}</p>
        <code className="lottery-hash__value">{draw.serverSeedHash}</code>
      </details>
    </section>
  );
}
