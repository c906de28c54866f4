// What a route shows when its screen cannot be shown: a chunk that never loaded (spec 8:
// 'Loading chunk failed' after 120 s) or an unexpected error. Both offer a reload.
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Icon } from '../components/icon/icon';
import { isChunkLoadError } from '../lib/load-chunk';
import './panels.css';

export function RouteErrorPanel() {
  const { t } = useTranslation();
  const error = useRouteError();
  const isChunk = isChunkLoadError(error);
  return (
    <section className="panel" role="alert" aria-labelledby="route-error-title">
      <Icon name="info" size={40} className="panel__icon" />
      <h1 id="route-error-title" className="panel__title">
        {isChunk ? t('app.chunkFailed') : t('app.pageFailed')}
      </h1>
      <p className="panel__text">
        {isChunk ? t('app.chunkFailedHint') : t('errors.INTERNAL_ERROR')}
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => window.location.reload()}
      >
        {t('common.reload')}
      </button>
    </section>
  );
}
