// The account card: username and nickname, and the payee name (the name withdrawals are paid to),
// which the member sets once; afterwards only customer service changes it.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSecurityCentre } from '@wps/contracts/account/security-centre';
import { TextField } from '../../components/form/form-field';
import { useForm } from '../../components/form/use-form';
import { callApi } from '../../lib/api-client';
import { Section } from './section';
import { setPayeeNameEndpoint } from './security-endpoints';
import { useSecurityChanged } from './use-security-centre';
import { SaveRow } from './save-row';

/** The contract's bounds for a name on a bank account (ZAccountName). */
const NAME_MIN = 2;
const NAME_MAX = 100;

function PayeeNameForm({ onSaved }: { onSaved: (name: string) => void }) {
  const { t } = useTranslation();
  const changed = useSecurityChanged();
  const form = useForm<'payeeName'>({ payeeName: '' }, (_name, all) => {
    const name = all.payeeName.trim();
    if (name === '') return t('validation.required');
    if (name.length < NAME_MIN || name.length > NAME_MAX) {
      return t('validation.length', { range: `${NAME_MIN}-${NAME_MAX}` });
    }
    return null;
  });
  const onSubmit = (event: FormEvent) =>
    form.submit(event, {
      fields: ['payeeName'],
      onInvalid: () => document.getElementById('security-payeeName')?.focus(),
      send: async () => {
        const saved = await callApi(setPayeeNameEndpoint, {
          body: { payeeName: form.values.payeeName.trim() },
        });
        await changed();
        onSaved(saved.payeeName);
      },
    });
  return (
    <form className="form mc-card__form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <TextField
        id="security-payeeName"
        label={t('security.account.payeeName')}
        name="payeeName"
        autoComplete="name"
        maxLength={NAME_MAX}
        required
        hint={t('security.account.payeeNameHint')}
        value={form.values.payeeName}
        onChange={form.setValue('payeeName')}
        error={form.errors.payeeName}
      />
      <SaveRow form={form} label={t('security.account.savePayeeName')} />
    </form>
  );
}

export function AccountSection({ data }: { data: TSecurityCentre }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <Section title={t('security.account.title')}>
      <dl className="mc-facts">
        <dt>{t('security.account.username')}</dt>
        <dd>{data.username}</dd>
        <dt>{t('security.account.nickname')}</dt>
        <dd>{data.nickname}</dd>
        {/* Unset, the form below asks for it. */}
        {data.payeeName !== null && (
          <>
            <dt>{t('security.account.payeeName')}</dt>
            <dd>{data.payeeName}</dd>
          </>
        )}
      </dl>
      {data.payeeName === null && <PayeeNameForm onSaved={setSaved} />}
      <p className="mc-done" role="status">
        {saved !== null ? t('security.account.payeeNameSaved', { name: saved }) : ''}
      </p>
    </Section>
  );
}
