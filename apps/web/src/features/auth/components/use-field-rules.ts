// The per-field settings (GET /wps/system/setting/register, spec 3, 5) as translated checks for
// the account forms, through lib/field-rules (the contracts' compileFieldRule, as the server).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  getRegisterSettings,
  TFieldSetting,
  TRegisterFieldName,
} from '@wps/contracts/system/register-settings';
import { callApi } from '../../../lib/api-client';
import { endpoint } from '../../../lib/endpoint';
import { createFieldValidator, type Translate } from '../../../lib/field-rules';
import { sessionCached } from '../../../lib/session-cache';

export const registerSettingsEndpoint = endpoint<typeof getRegisterSettings>(
  'GET',
  '/wps/system/setting/register',
);

export const registerSettingsQuery = () =>
  queryOptions({
    queryKey: ['system', 'register-settings'],
    ...sessionCached('validation', undefined, ({ signal }) =>
      callApi(registerSettingsEndpoint, { signal }),
    ),
    staleTime: 5 * 60_000,
  });

export type FieldRules = ReturnType<typeof makeFieldRules>;

/** Checks by field name; `override` forces e.g. enabled/required where the form needs a field. */
export function makeFieldRules(
  fields: Partial<Record<TRegisterFieldName, TFieldSetting>>,
  t: Translate,
) {
  return {
    setting: (name: TRegisterFieldName): TFieldSetting | undefined => fields[name],
    isEnabled: (name: TRegisterFieldName) => fields[name]?.enabled === true,
    isRequired: (name: TRegisterFieldName) =>
      fields[name]?.enabled === true && fields[name]?.required === true,
    /** The message for `value`, or null. A field without a setting is only checked for presence. */
    check(
      name: TRegisterFieldName,
      value: string,
      override: Partial<Pick<TFieldSetting, 'enabled' | 'required'>> = {},
    ): string | null {
      const setting = fields[name];
      if (setting) return createFieldValidator({ ...setting, ...override }, t)(value);
      const required = override.required ?? false;
      return required && value.trim() === '' ? t('validation.required') : null;
    },
  };
}

export function useFieldRules() {
  const { t } = useTranslation();
  const query = useQuery(registerSettingsQuery());
  const rules = useMemo(
    () => (query.data ? makeFieldRules(query.data.fields, t) : null),
    [query.data, t],
  );
  // A failed re-read keeps the rules read before: only a first read that failed is an error (a
  // form being filled is never replaced by the error).
  return { rules, isError: query.isError && query.data === undefined };
}
