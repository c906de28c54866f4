// An API failure as a translated message: the code picks the text, never the server's English.
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { waitText } from '../../../lib/error-text';

export function apiErrorMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('ops.error.unknown');
  const text =
    waitText(error, t) ??
    t(`errors.${error.code}`, { defaultValue: t('ops.error.code', { code: error.code }) });
  // "body.blockedRanges.3" -> "blockedRanges.3": which field is wrong helps an operator fix it.
  const field = error.field?.replace(/^(body|query|params)\./, '');
  return field ? `${text} ${t('ops.error.field', { field })}` : text;
}

export function ApiErrorText({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p className="ops-error" role="alert">
      {apiErrorMessage(t, error)}
    </p>
  );
}
