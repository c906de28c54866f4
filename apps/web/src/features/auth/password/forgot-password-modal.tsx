// The forgot-password popup (forgetPassModal, spec 2, 4 "Forgot password", 5):
// - by email: username and email, sent form-encoded; the answer is the same whether or not they
//   match an account, so the popup says a link was sent if they do ('in_been_out');
// - by mobile: the number and its SMS code, and the new password; then an automatic login, close
//   and '/';
// - with resetToken (the mailed link, /forget?resetToken=): the new password twice; then the same.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TLoginValue } from '@wps/contracts/account/fields';
import { Modal } from '../../../components/modal/modal';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import {
  forgotByEmailEndpoint,
  resetByLinkEndpoint,
  resetBySmsEndpoint,
  smsPasswordResetEndpoint,
} from '../account-endpoints';
import { useAccountModals } from '../account-modals';
import { AccountTabs } from '../components/account-tabs';
import { CodeField, TextField } from '../../../components/form/form-field';
import { MobileField } from '../components/mobile-field';
import { useCountries } from '../components/use-countries';
import { SmsCodeButton } from '../components/sms-code-button';
import { fetchAndSolveChallenge } from '../components/solve-challenge';
import { SubmitRow } from '../../../components/form/submit-row';
import { useForm } from '../../../components/form/use-form';
import { useFieldRules, type FieldRules } from '../components/use-field-rules';
import '../components/auth-form.css';
import { checkPasswordPair, NewPasswordField, PasswordPairFields } from './password-fields';

export interface ForgotPasswordModalProps {
  onClose: () => void;
  /** The one-time token of a mailed reset link: shows the "set a new password" step. */
  resetToken?: string;
}

const methods = ['email', 'mobile'] as const;

export default function ForgotPasswordModal({ onClose, resetToken }: ForgotPasswordModalProps) {
  const { t } = useTranslation();
  const { rules, isError } = useFieldRules();
  // The dial codes, asked for with the rules: the SMS button waits for them.
  useCountries();
  const modals = useAccountModals();
  const title = resetToken ? t('auth.password.setNewTitle') : t('auth.password.forgotTitle');

  let body: ReactNode;
  if (isError) {
    body = (
      <p className="form__problem" role="alert">
        {t('errors.loadFailed')}
      </p>
    );
  } else if (!rules) {
    body = (
      <p className="form__status" role="status">
        {t('auth.register.loading')}
      </p>
    );
  } else if (resetToken) {
    body = <ResetByLinkForm token={resetToken} rules={rules} onDone={onClose} />;
  } else {
    body = (
      <AccountTabs
        tabs={methods}
        label={t('auth.password.methodLabel')}
        tabLabel={(m) => (m === 'email' ? t('auth.password.byEmail') : t('auth.password.byMobile'))}
        render={(m) =>
          m === 'email' ? (
            <ByEmailForm rules={rules} onDone={onClose} />
          ) : (
            <ByMobileForm rules={rules} onDone={onClose} />
          )
        }
      />
    );
  }

  return (
    <Modal open onClose={onClose} title={title} closeOnBackdrop={false} className="auth-modal">
      {body}
      {/* Shown with the form: while the rules load it would be the only control, and the
          dialog's first focus would land on it instead of the form's first field. */}
      {rules && (
        <div className="auth-form__links">
          <button
            type="button"
            className="auth-link"
            onClick={() => modals.open({ kind: 'login' })}
          >
            {t('auth.password.backToLogin')}
          </button>
        </div>
      )}
    </Modal>
  );
}

/** What every successful reset does: the answer is a login (spec 4 "automatic login"). */
function useFinishReset(onDone: () => void) {
  const { startSession } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (value: TLoginValue) => {
    startSession(value.token);
    void queryClient.invalidateQueries({ queryKey: ['member'] });
    onDone();
    void navigate('/');
  };
}

function ByEmailForm({ rules, onDone }: { rules: FieldRules; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useForm({ username: '', email: '' }, (name, all) =>
    rules.check(name, all[name], { enabled: true, required: true }),
  );
  const [isSent, setSent] = useState(false);
  const { values, errors } = form;

  const onSubmit = (event: FormEvent) =>
    form.submit(event, {
      fields: ['username', 'email'],
      send: async () => {
        await callApi(forgotByEmailEndpoint, {
          body: { username: values.username.trim(), email: values.email.trim() },
          encoding: 'form',
        });
        setSent(true);
      },
    });

  if (isSent) {
    return (
      <div>
        <p className="auth-notice" role="status">
          {t('auth.password.in_been_out')}
        </p>
        <button type="button" className="button button--primary form__submit" onClick={onDone}>
          {t('auth.password.ok')}
        </button>
      </div>
    );
  }

  return (
    <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <TextField
        label={t('auth.fields.username')}
        name="username"
        autoComplete="username"
        required
        value={values.username}
        onChange={(v) => form.setValues((s) => ({ ...s, username: v }))}
        error={errors.username}
      />
      <TextField
        label={t('auth.fields.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={(v) => form.setValues((s) => ({ ...s, email: v }))}
        error={errors.email}
      />
      <SubmitRow
        problem={form.problem}
        busy={form.isSending}
        label={form.isSending ? t('auth.password.sending') : t('auth.password.sendLink')}
      />
    </form>
  );
}

function ByMobileForm({ rules, onDone }: { rules: FieldRules; onDone: () => void }) {
  const { t } = useTranslation();
  const finish = useFinishReset(onDone);
  const form = useForm(
    { mobileNum: '', verificationCode: '', newPassword: '' },
    (name, all): string | null => {
      const v = all[name];
      if (name === 'mobileNum')
        return rules.check('mobileNum', v, { enabled: true, required: true });
      if (name === 'newPassword')
        return rules.check('password', v, { enabled: true, required: true });
      return v.trim() === '' ? t('validation.required') : null;
    },
  );
  const [dialCode, setDialCode] = useState('');
  const { values, errors, setValue } = form;

  function canSendSms(): boolean {
    const message = form.checkField('mobileNum');
    form.setErrors((e) => ({ ...e, mobileNum: message ?? undefined }));
    return message === null && dialCode !== '';
  }

  const onSubmit = (event: FormEvent) =>
    form.submit(event, {
      fields: ['mobileNum', 'verificationCode', 'newPassword'],
      send: async () => {
        const value = await callApi(resetBySmsEndpoint, {
          body: {
            countryDialingCode: dialCode,
            mobileNum: values.mobileNum.trim(),
            verificationCode: values.verificationCode.trim(),
            newPassword: values.newPassword,
          },
        });
        finish(value);
      },
    });

  return (
    <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <MobileField
        dialCode={dialCode}
        onDialCodeChange={setDialCode}
        value={values.mobileNum}
        onChange={setValue('mobileNum')}
        error={errors.mobileNum}
      />
      <CodeField
        label={t('auth.fields.verificationCode')}
        name="verificationCode"
        value={values.verificationCode}
        onChange={setValue('verificationCode')}
        error={errors.verificationCode}
        addon={
          <SmsCodeButton
            // Until the country list gives a dial code a click could not be sent: the button
            // waits, disabled, rather than dropping the click.
            disabled={dialCode === ''}
            canSend={canSendSms}
            onError={(message) =>
              form.setErrors((e) => ({ ...e, verificationCode: message ?? undefined }))
            }
            checkHuman={fetchAndSolveChallenge}
            send={(challenge) =>
              callApi(smsPasswordResetEndpoint, {
                body: {
                  countryDialingCode: dialCode,
                  mobileNum: values.mobileNum.trim(),
                  challenge,
                },
              })
            }
          />
        }
      />
      <NewPasswordField
        value={values.newPassword}
        onChange={setValue('newPassword')}
        error={errors.newPassword}
      />
      <SubmitRow
        problem={form.problem}
        busy={form.isSending}
        label={form.isSending ? t('auth.password.resetting') : t('auth.password.reset')}
      />
    </form>
  );
}

function ResetByLinkForm({
  token,
  rules,
  onDone,
}: {
  token: string;
  rules: FieldRules;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const finish = useFinishReset(onDone);
  const form = useForm({ newPassword: '', confirmNewPassword: '' }, (name, all) =>
    checkPasswordPair(name, all, rules, t),
  );

  const onSubmit = (event: FormEvent) =>
    form.submit(event, {
      fields: ['newPassword', 'confirmNewPassword'],
      send: async () =>
        finish(await callApi(resetByLinkEndpoint, { body: { token, ...form.values } })),
    });

  return (
    <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <PasswordPairFields values={form.values} errors={form.errors} setValue={form.setValue} />
      <SubmitRow
        problem={form.problem}
        busy={form.isSending}
        label={form.isSending ? t('auth.password.resetting') : t('auth.password.reset')}
      />
    </form>
  );
}
