// Shown while a page's chunk or first data loads.
import { useTranslation } from 'react-i18next';
import './panels.css';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="page-loader" role="status">
      <span className="page-loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
