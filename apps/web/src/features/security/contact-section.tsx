// The phone and email card: both shown masked. The email can be set or changed here with the
// login password (a session alone must not move the recovery address; the old address is told);
// the mobile number is the one registered (changed through customer service). The Zalo number ID,
// which some promotions require, is set or changed here too.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSecurityCentre } from '@wps/contracts/account/security-centre';
import { TextField } from '../../components/form/form-field';
import { useForm } from '../../components/form/use-form';
import { callApi } from '../../lib/api-client';
import { Section, SetTag } from './section';
import { setEmailEndpoint } from './security-endpoints';
import { useSecurityChanged } from './use-security-centre';
import { ZaloIdForm } from './zalo-id-form';
import { SaveRow } from './save-row';

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
      <SaveRow form={form} onCancel={onCancel} />
    </form>
  );
}

export function ContactSection({ data }: { data: TSecurityCentre }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<'email' | 'zalo' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const edit = (what: 'email' | 'zalo') => {
    setDone(null);
    setEditing(what);
  };
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
          {editing === null && (
            <button
              type="button"
              className="button button--small"
              aria-label={
                data.email ? t('security.contact.changeEmail') : t('security.contact.setEmail')
              }
              onClick={() => edit('email')}
            >
              {data.email ? t('security.change') : t('security.setUp')}
            </button>
          )}
        </dd>
        <dt>{t('security.contact.zalo')}</dt>
        <dd>
          {data.zaloId ?? <SetTag isSet={false} setText="" unsetText={t('security.notSet')} />}
          {editing === null && (
            <button
              type="button"
              className="button button--small"
              aria-label={
                data.zaloId ? t('security.contact.changeZalo') : t('security.contact.setZalo')
              }
              onClick={() => edit('zalo')}
            >
              {data.zaloId ? t('security.change') : t('security.setUp')}
            </button>
          )}
        </dd>
      </dl>
      {data.mobile !== null && <p className="mc-note">{t('security.contact.mobileNote')}</p>}
      {editing === 'email' && (
        <EmailForm
          onCancel={() => setEditing(null)}
          onDone={(masked) => {
            setEditing(null);
            setDone(t('security.contact.emailSaved', { email: masked }));
          }}
        />
      )}
      {editing === 'zalo' && (
        <ZaloIdForm
          id="security-zalo"
          initial={data.zaloId ?? ''}
          onCancel={() => setEditing(null)}
          onDone={(zaloId) => {
            setEditing(null);
            setDone(t('security.contact.zaloSaved', { zaloId }));
          }}
        />
      )}
      <p className="mc-done" role="status">
        {done ?? ''}
      </p>
    </Section>
  );
}
