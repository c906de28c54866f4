// A wallet page of the member centre whose data is not there yet: its title, and that it is
// loading or that loading failed.
import { useTranslation } from 'react-i18next';

export function PageWaiting({ title, isError }: { title: string; isError: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="mc-page">
      <h3 className="mc-page__title">{title}</h3>
      {isError ? (
        <p className="form__problem" role="alert">
          {t('errors.loadFailed')}
        </p>
      ) : (
        <p className="mc-note" role="status">
          {t('common.loading')}
        </p>
      )}
    </div>
  );
}
