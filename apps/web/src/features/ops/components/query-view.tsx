// What every console section shows while its data loads or when loading failed; the section
// itself only says what to show once the data is there.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiErrorText } from './api-error-text';

export function QueryView<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <p role="status">{t('ops.loading')}</p>;
  if (query.isError) return <ApiErrorText error={query.error} />;
  return children(query.data);
}
