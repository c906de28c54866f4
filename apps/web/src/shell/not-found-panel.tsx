// A path that is not in the route table.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../components/icon/icon';
import './panels.css';

export function NotFoundPanel() {
  const { t } = useTranslation();
  return (
    <section className="panel" aria-labelledby="not-found-title">
      <Icon name="info" size={40} className="panel__icon" />
      <h1 id="not-found-title" className="panel__title">
        {t('notFound.title')}
      </h1>
      <p className="panel__text">{t('notFound.text')}</p>
      <Link className="button button--primary" to="/">
        {t('common.backHome')}
      </Link>
    </section>
  );
}
