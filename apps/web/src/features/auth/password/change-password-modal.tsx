// The change-password popup (changePassModal, spec 4 "Change password", 5): the old password only
// when the account holds one (an account made by social login may not), the new one under the
// password rule (its bounds are not shown in the hint, spec 5), and its confirmation. Success
// re-reads the member's info, closes and goes to '/'.
// forced: after a login with the default '{secret}' or an expired password the popup cannot be
// dismissed; the only other way out is logging out.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/modal/modal';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { changePasswordEndpoint, securityConfigEndpoint } from '../account-endpoints';
import { errorField, errorText } from '../components/error-text';
import { TextField } from '../components/form-field';
import { useFieldRules } from '../components/use-field-rules';
import '../components/auth-form.css';

export interface ChangePasswordModalProps {
  onClose: () => void;
  forced?: boolean;
}

/** Whether the account holds a password. Keyed under ['member'] so it goes with the session. */
const securityConfigQuery = () =>
  queryOptions({
    queryKey: ['member', 'security-config'],
    queryFn: ({ signal }) => callApi(securityConfigEndpoint, { signal }),
  });

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

export default function ChangePasswordModal({ onClose, forced = false }: ChangePasswordModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { logout } = useSession();
  const { rules, isError: rulesFailed } = useFieldRules();
  // A forced change comes with a password to replace; the session may do nothing else meanwhile.
  const security = useQuery({ ...securityConfigQuery(), enabled: !forced });
  const hasPassword = forced || security.data?.hasPassword === true;

  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);

  function check(name: Field, all = values): string | null {
    const v = all[name];
    if (name === 'oldPassword') return v === '' ? t('validation.required') : null;
    if (name === 'newPassword') {
      return rules ? rules.check('password', v, { enabled: true, required: true }) : null;
    }
    if (v === '') return t('validation.required');
    return v === all.newPassword ? null : t('auth.password.mismatch');
  }

  const fields: Field[] = hasPassword
    ? ['oldPassword', 'newPassword', 'confirmNewPassword']
    : ['newPassword', 'confirmNewPassword'];

  const setValue = (name: Field) => (next: string) => {
    const all = { ...values, [name]: next };
    setValues(all);
    if (errors[name]) setErrors((e) => ({ ...e, [name]: check(name, all) ?? undefined }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isSending) return;
    setProblem(null);
    const next: Partial<Record<Field, string>> = {};
    for (const name of fields) {
      const message = check(name);
      if (message) next[name] = message;
    }
    setErrors(next);
    const firstBad = fields.find((name) => next[name]);
    if (firstBad) {
      document.getElementById(`change-password-${firstBad}`)?.focus();
      return;
    }
    setSending(true);
    try {
      await callApi(changePasswordEndpoint, {
        body: {
          ...(hasPassword ? { oldPassword: values.oldPassword } : {}),
          newPassword: values.newPassword,
          confirmNewPassword: values.confirmNewPassword,
        },
      });
      // "Login info" runs again (spec 4), then the popup closes and the player goes home.
      await queryClient.invalidateQueries({ queryKey: ['member'] });
      onClose();
      void navigate('/');
    } catch (error) {
      setSending(false);
      const field = errorField(error) as Field | null;
      if (field && fields.includes(field))
        setErrors((e) => ({ ...e, [field]: errorText(error, t) }));
      else setProblem(errorText(error, t));
    }
  }

  const isLoading = !rules || (!forced && security.isPending);
  const loadFailed = rulesFailed || (!forced && security.isError);

  return (
    <Modal
      open
      onClose={forced ? () => {} : onClose}
      dismissible={!forced}
      closeOnBackdrop={false}
      title={t('auth.password.changeTitle')}
      className="auth-modal"
    >
      {forced ? <p className="auth-notice">{t('auth.password.forcedNote')}</p> : null}
      {loadFailed ? (
        <p className="auth-form__problem" role="alert">
          {t('errors.loadFailed')}
        </p>
      ) : isLoading ? (
        <p className="auth-form__status" role="status">
          {t('auth.register.loading')}
        </p>
      ) : (
        <form className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)}>
          {hasPassword ? (
            <TextField
              id="change-password-oldPassword"
              label={t('auth.fields.oldPassword')}
              name="oldPassword"
              type="password"
              autoComplete="current-password"
              required
              value={values.oldPassword}
              onChange={setValue('oldPassword')}
              error={errors.oldPassword}
            />
          ) : null}
          <TextField
            id="change-password-newPassword"
            label={t('auth.fields.newPassword')}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            value={values.newPassword}
            onChange={setValue('newPassword')}
            hint={t('auth.password.hintNew')}
            error={errors.newPassword}
          />
          <TextField
            id="change-password-confirmNewPassword"
            label={t('auth.fields.confirmNewPassword')}
            name="confirmNewPassword"
            type="password"
            autoComplete="new-password"
            required
            value={values.confirmNewPassword}
            onChange={setValue('confirmNewPassword')}
            error={errors.confirmNewPassword}
          />
          <p className="auth-form__problem" role="alert">
            {problem ?? ''}
          </p>
          <button
            type="submit"
            className="button button--primary auth-form__submit"
            disabled={isSending}
          >
            {isSending ? t('auth.password.changing') : t('auth.password.change')}
          </button>
          {forced ? (
            <div className="auth-form__links">
              <button
                type="button"
                className="auth-link"
                onClick={() => {
                  onClose();
                  void logout();
                }}
              >
                {t('auth.password.logout')}
              </button>
            </div>
          ) : null}
        </form>
      )}
    </Modal>
  );
}
