// The phone and email card: both shown masked. The email can be set or changed here with the
// login password (a session alone must not move the recovery address; the old address is told);
// the mobile number is the one registered (changed through customer service).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSecurityCentre } from '@wps/contracts/account/security-centre';
import { TextField } from '../../components/form/form-field';
import { SubmitRow } from '../../components/form/submit-row';
import { useForm } from '../../components/form/use-form';
import { callApi } from '../../lib/api-client';
import { Section, SetTag } from './section';
import { setEmailEndpoint } from './security-endpoints';
import { useSecurityChanged } from './use-security-centre';

/** A plain check before sending; the server holds the address to the site's email pattern. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function EmailForm({
  onDone,
  onCancel,
}: {
  onDone: (masked: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const changed = useSecurityChanged();
  const form = useForm<'email' | 'password'>({ email: '', password: '' }, (name, all) => {
    if (name === 'password') return all.password === '' ? t('validation.required') : null;
    const email = all.email.trim();
    if (email === '') return t('validation.required');
    return EMAIL.test(email) && email.length <= 254 ? null : t('security.contact.emailFormat');
  });
  const onSubmit = (event: FormEvent) =>
    form.submit(event, {
      fields: ['email', 'password'],
      onInvalid: (first) => document.getElementById(`security-${first}`)?.focus(),
      send: async () => {
        const saved = await callApi(setEmailEndpoint, {
          body: { email: form.values.email.trim(), password: form.values.password },
        });
        await changed();
        onDone(saved.email);
      },
    });
  return (
    <form className="form mc-card__form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <TextField
        id="security-email"
        label={t('security.contact.newEmail')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        required
        value={form.values.email}
        onChange={form.setValue('email')}
        error={form.errors.email}
      />
      <TextField
        id="security-password"
        label={t('security.contact.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        maxLength={128}
        required
        hint={t('security.contact.passwordHint')}
        value={form.values.password}
        onChange={form.setValue('password')}
        error={form.errors.password}
      />
      <SubmitRow
        problem={form.problem}
        busy={form.isSending}
        label={form.isSending ? t('security.saving') : t('security.save')}
      />
      <button type="button" className="button button--ghost" onClick={onCancel}>
        {t('common.cancel')}
      </button>
    </form>
  );
}

export function ContactSection({ data }: { data: TSecurityCentre }) {
  const { t } = useTranslation();
  const [isEditing, setEditing] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  return (
    <Section title={t('security.contact.title')}>
      <dl className="mc-facts">
        <dt>{t('security.contact.mobile')}</dt>
        <dd>
          {data.mobile ?? (
            <SetTag isSet={false} setText="" unsetText={t('security.contact.notBound')} />
          )}
        </dd>
        <dt>{t('security.contact.email')}</dt>
        <dd>
          {data.email ?? <SetTag isSet={false} setText="" unsetText={t('security.notSet')} />}
          {!isEditing && (
            <button
              type="button"
              className="button button--small"
              aria-label={
                data.email ? t('security.contact.changeEmail') : t('security.contact.setEmail')
              }
              onClick={() => {
                setDone(null);
                setEditing(true);
              }}
            >
              {data.email ? t('security.change') : t('security.setUp')}
            </button>
          )}
        </dd>
      </dl>
      {data.mobile !== null && <p className="mc-note">{t('security.contact.mobileNote')}</p>}
      {isEditing && (
        <EmailForm
          onCancel={() => setEditing(false)}
          onDone={(masked) => {
            setEditing(false);
            setDone(t('security.contact.emailSaved', { email: masked }));
          }}
        />
      )}
      <p className="mc-done" role="status">
        {done ?? ''}
      </p>
    </Section>
  );
}
