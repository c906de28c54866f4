// The honest placeholder for screens that later issues build: names the screen, says it is not
// available yet, and offers a way home.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TGameType } from '@wps/contracts/content/game-nav';
import { Icon } from '../components/icon/icon';
import './panels.css';

export function NotAvailablePanel({
  feature,
  gameType,
}: {
  /** A key under notAvailable.features. */
  feature: string;
  /** For /games/{games}: the game type the list would show. */
  gameType?: TGameType;
}) {
  const { t } = useTranslation();
  const title = gameType
    ? t('notAvailable.gamesOfType', { type: t(`nav.gameType.${gameType}`) })
    : t(`notAvailable.features.${feature}`);
  return (
    <section className="panel" aria-labelledby="not-available-title">
      <Icon name="tool" size={40} className="panel__icon" />
      <span className="panel__badge">{t('notAvailable.badge')}</span>
      <h1 id="not-available-title" className="panel__title">
        {title}
      </h1>
      <p className="panel__text">{t('notAvailable.message')}</p>
      <Link className="button button--primary" to="/">
        {t('common.backHome')}
      </Link>
    </section>
  );
}
