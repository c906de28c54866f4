// The passwords card: the login password (changed in the existing change-password popup) and the
// payment password that withdrawals and transfers ask for: set the first time with the login
// password, changed afterwards with the old payment password; six digits.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSecurityCentre } from '@wps/contracts/account/security-centre';
import { TextField } from '../../components/form/form-field';
import { useForm } from '../../components/form/use-form';
import { callApi } from '../../lib/api-client';
import { Section, SetTag } from './section';
import { setPaymentPasswordEndpoint } from './security-endpoints';
import { useSecurityChanged } from './use-security-centre';
import { SaveRow } from './save-row';

const SIX_DIGITS = /^[0-9]{6}$/;

type Field = 'password' | 'oldPaymentPassword' | 'newPaymentPassword' | 'confirmPaymentPassword';

export function PaymentPasswordForm({
  hasPaymentPassword,
  hasPassword,
  onDone,
  onCancel,
}: {
  hasPaymentPassword: boolean;
  /** Whether the account has a login password to prove itself with (social logins may not). */
  hasPassword: boolean;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const changed = useSecurityChanged();
  const form = useForm<Field>(
    { password: '', oldPaymentPassword: '', newPaymentPassword: '', confirmPaymentPassword: '' },
    (name, all) => {
      const value = all[name];
      if (value === '') return t('validation.required');
      if (name === 'password') return null;
      if (!SIX_DIGITS.test(value)) return t('security.paymentPassword.format');
      if (name === 'confirmPaymentPassword' && value !== all.newPaymentPassword) {
        return t('security.paymentPassword.mismatch');
      }
      return null;
    },
  );
  const { values, errors } = form;
  const proof: Field[] = hasPaymentPassword
    ? ['oldPaymentPassword']
    : hasPassword
      ? ['password']
      : [];
  const fields: Field[] = [...proof, 'newPaymentPassword', 'confirmPaymentPassword'];

  const onSubmit = (event: FormEvent) =>
    form.submit(event, {
      fields,
      onInvalid: (first) => document.getElementById(`payment-password-${first}`)?.focus(),
      send: async () => {
        await callApi(setPaymentPasswordEndpoint, {
          body: {
            ...(proof[0] === 'password' ? { password: values.password } : {}),
            ...(proof[0] === 'oldPaymentPassword'
              ? { oldPaymentPassword: values.oldPaymentPassword }
              : {}),
            newPaymentPassword: values.newPaymentPassword,
            confirmPaymentPassword: values.confirmPaymentPassword,
          },
        });
        await changed();
        onDone();
      },
    });

  const digits = (name: Exclude<Field, 'password'>, label: string, autoComplete: string) => (
    <TextField
      id={`payment-password-${name}`}
      label={label}
      name={name}
      type="password"
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={6}
      required
      value={values[name]}
      onChange={form.setValue(name)}
      error={errors[name]}
    />
  );

  return (
    <form
      className="form mc-card__form"
      noValidate
      aria-label={
        hasPaymentPassword
          ? t('security.paymentPassword.changeTitle')
          : t('security.paymentPassword.setTitle')
      }
      onSubmit={(e) => void onSubmit(e)}
    >
      {proof[0] === 'password' && (
        <TextField
          id="payment-password-password"
          label={t('security.paymentPassword.loginPassword')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          hint={t('security.paymentPassword.loginPasswordHint')}
          value={values.password}
          onChange={form.setValue('password')}
          error={errors.password}
        />
      )}
      {proof[0] === 'oldPaymentPassword' &&
        digits('oldPaymentPassword', t('security.paymentPassword.old'), 'current-password')}
      {digits('newPaymentPassword', t('security.paymentPassword.new'), 'new-password')}
      {digits('confirmPaymentPassword', t('security.paymentPassword.confirm'), 'new-password')}
      <SaveRow form={form} onCancel={onCancel} />
    </form>
  );
}

export function PasswordsSection({
  data,
  onChangePassword,
}: {
  data: TSecurityCentre;
  onChangePassword: () => void;
}) {
  const { t } = useTranslation();
  const [isEditing, setEditing] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const setText = t('security.set');
  const unsetText = t('security.notSet');
  return (
    <Section title={t('security.passwords.title')}>
      <dl className="mc-facts">
        <dt>{t('security.passwords.login')}</dt>
        <dd>
          <SetTag isSet={data.hasPassword} setText={setText} unsetText={unsetText} />
          <button
            type="button"
            className="button button--small"
            aria-label={
              data.hasPassword
                ? t('security.passwords.changeLogin')
                : t('security.passwords.setLogin')
            }
            onClick={onChangePassword}
          >
            {data.hasPassword ? t('security.change') : t('security.setUp')}
          </button>
        </dd>
        <dt>{t('security.passwords.payment')}</dt>
        <dd>
          <SetTag isSet={data.hasPaymentPassword} setText={setText} unsetText={unsetText} />
          {!isEditing && (
            <button
              type="button"
              className="button button--small"
              aria-label={
                data.hasPaymentPassword
                  ? t('security.paymentPassword.changeTitle')
                  : t('security.paymentPassword.setTitle')
              }
              onClick={() => {
                setDone(null);
                setEditing(true);
              }}
            >
              {data.hasPaymentPassword ? t('security.change') : t('security.setUp')}
            </button>
          )}
        </dd>
      </dl>
      {data.paymentPasswordRequired && (
        <p className="mc-note">{t('security.paymentPassword.requiredNote')}</p>
      )}
      {isEditing && (
        <PaymentPasswordForm
          hasPaymentPassword={data.hasPaymentPassword}
          hasPassword={data.hasPassword}
          onCancel={() => setEditing(false)}
          onDone={() => {
            setEditing(false);
            setDone(
              data.hasPaymentPassword
                ? t('security.paymentPassword.changed')
                : t('security.paymentPassword.saved'),
            );
          }}
        />
      )}
      <p className="mc-done" role="status">
        {done ?? ''}
      </p>
    </Section>
  );
}
