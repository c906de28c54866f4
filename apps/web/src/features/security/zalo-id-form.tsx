// The Zalo number ID form: in the security centre's contact card and on /promoDetail when a
// promotion asks for one (ZALO_REQUIRED). The server tidies and checks it again (zalo-id.ts).
import type { FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form/form-field';
import { useForm } from '../../components/form/use-form';
import { callApi } from '../../lib/api-client';
import { setZaloIdEndpoint } from './security-endpoints';
import { SaveRow } from './save-row';

/** As the contract: 9 to 15 digits, an optional '+', spaces, dots and dashes dropped. */
export const tidyZaloId = (typed: string) => typed.replace(/[\s.-]/g, '');
const ZALO_ID = /^\+?[0-9]{9,15}$/;

export function ZaloIdForm({
  id,
  initial = '',
  onDone,
  onCancel,
}: {
  /** The input's id (two forms may be on one page). */
  id: string;
  initial?: string;
  onDone: (zaloId: string) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<'zaloId'>({ zaloId: initial }, (_name, all) => {
    const typed = tidyZaloId(all.zaloId);
    if (typed === '') return t('validation.required');
    return ZALO_ID.test(typed) ? null : t('security.contact.zaloFormat');
  });
  const onSubmit = (event: FormEvent) =>
    form.submit(event, {
      fields: ['zaloId'],
      onInvalid: () => document.getElementById(id)?.focus(),
      send: async () => {
        const saved = await callApi(setZaloIdEndpoint, {
          body: { zaloId: tidyZaloId(form.values.zaloId) },
        });
        // The security centre and every promotion's reason are read again.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: ['member'] }),
          queryClient.invalidateQueries({ queryKey: ['promotions'] }),
        ]);
        onDone(saved.zaloId);
      },
    });
  return (
    <form className="form mc-card__form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <TextField
        id={id}
        label={t('security.contact.zalo')}
        name="zaloId"
        type="text"
        inputMode="tel"
        autoComplete="tel"
        maxLength={30}
        required
        hint={t('security.contact.zaloHint')}
        value={form.values.zaloId}
        onChange={form.setValue('zaloId')}
        error={form.errors.zaloId}
      />
      <SaveRow form={form} onCancel={onCancel} />
    </form>
  );
}
