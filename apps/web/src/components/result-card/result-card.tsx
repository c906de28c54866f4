// A card showing one list query's answer: an alert when it failed before any answer came, a note
// while the first one loads, the empty text, or the list; busy while a newer answer loads.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function ResultCard<T>({
  label,
  data,
  isFetching,
  isError,
  isEmpty,
  emptyText,
  children,
  footer,
}: {
  label: string;
  data: T | undefined;
  isFetching: boolean;
  isError: boolean;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  children: (data: T) => ReactNode;
  /** Below the list whatever it shows (the pager). */
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="mc-card" aria-label={label} aria-busy={isFetching}>
      {isError && !data ? (
        <p className="form__problem" role="alert">
          {t('errors.loadFailed')}
        </p>
      ) : !data ? (
        <p className="mc-note" role="status">
          {t('common.loading')}
        </p>
      ) : isEmpty(data) ? (
        <p className="mc-note">{emptyText}</p>
      ) : (
        children(data)
      )}
      {footer}
    </section>
  );
}
