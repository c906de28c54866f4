// The selected lottery's past draws, newest first: each one's issue number, time and headline
// number, opening to every tier and the verify link.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { useDrawHistory } from '../api/use-draw-history';
import { useSiteFormat } from '../../../lib/use-site-format';
import { DrawNumbers } from './draw-numbers';

export function DrawHistory({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const headingId = useId();
  const history = useDrawHistory(gameId);
  return (
    <section className="lottery-card lottery-game__history" aria-labelledby={headingId}>
      <h3 id={headingId} className="lottery-card__title">
        {t('lottery.history.title')}
      </h3>
      {history.isPending && <p className="lottery-status">{t('common.loading')}</p>}
      {history.error && (
        <p className="lottery-status lottery-status--error" role="alert">
          {errorText(history.error, t)}
        </p>
      )}
      {history.data?.length === 0 && <p className="lottery-status">{t('lottery.history.empty')}</p>}
      {history.data && history.data.length > 0 && (
        <ul className="lottery-history" aria-labelledby={headingId}>
          {history.data.map((draw) => (
            <li key={draw.drawId}>
              <details>
                <summary className="lottery-history__summary">
                  <span>{draw.numero}</span>
                  <span>{format.dateTime(draw.drawAt, { seconds: false })}</span>
                  <span className="lottery-history__number">
                    {draw.state === 'cancelled'
                      ? t('lottery.result.cancelledShort')
                      : draw.openNumber}
                  </span>
                </summary>
                <DrawNumbers draw={draw} />
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
