// The small bar at the top of every game client: back to the lobby, the game's name, the balance.
import { useTranslation } from 'react-i18next';
import { useSiteFormat } from '../../../lib/use-site-format';

export function PlayTopBar({
  title,
  balance,
  currency,
  hideBalance = false,
}: {
  title: string;
  /** Minor units; null while unknown. */
  balance: string | null;
  /** The session's currency: 'PLAY' is trial money, shown as such; real money has the site's label. */
  currency?: string | undefined;
  /** Pages without a player (the public verify page). */
  hideBalance?: boolean;
}) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  return (
    <header className="play-bar">
      {/* target _top: the client usually runs inside the /game frame. */}
      <a className="play-bar__back" href="/" target="_top">
        <span aria-hidden="true">‹</span> {t('play.back')}
      </a>
      <h1 className="play-bar__title">{title}</h1>
      {!hideBalance && (
        <p className="play-bar__balance" aria-live="polite">
          <span className="play-bar__label">{t('play.balance')}</span>{' '}
          <output data-testid="play-balance">
            {balance === null
              ? '—'
              : currency === 'PLAY'
                ? t('play.playMoney', { amount: format.amount(balance) })
                : format.money(balance)}
          </output>
        </p>
      )}
    </header>
  );
}
