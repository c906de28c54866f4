// The change-password popup (changePassModal, spec 4 "Change password", 5): the old password only
// when the account holds one (an account made by social login may not), the new one under the
// password rule (its bounds are not shown in the hint, spec 5), and its confirmation. Success
// re-reads the member's info, closes and goes to '/'.
// forced: after a login with the default '{secret}' or an expired password the popup cannot be
// dismissed; the only other way out is logging out.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/modal/modal';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { changePasswordEndpoint, securityConfigEndpoint } from '../account-endpoints';
import { TextField } from '../../../components/form/form-field';
import { SubmitRow } from '../../../components/form/submit-row';
import { useForm } from '../../../components/form/use-form';
import { useFieldRules } from '../components/use-field-rules';
import '../components/auth-form.css';
import { checkPasswordPair, PasswordPairFields } from './password-fields';

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

  const form = useForm<Field>(
    { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    (name, all) => {
      if (name === 'oldPassword') return all.oldPassword === '' ? t('validation.required') : null;
      return rules ? checkPasswordPair(name, all, rules, t) : null;
    },
  );
  const { values, errors } = form;

  const fields: Field[] = hasPassword
    ? ['oldPassword', 'newPassword', 'confirmNewPassword']
    : ['newPassword', 'confirmNewPassword'];

  const onSubmit = (event: FormEvent) =>
    form.submit(event, {
      fields,
      onInvalid: (first) => document.getElementById(`change-password-${first}`)?.focus(),
      send: async () => {
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
      },
    });

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
        <p className="form__problem" role="alert">
          {t('errors.loadFailed')}
        </p>
      ) : isLoading ? (
        <p className="form__status" role="status">
          {t('auth.register.loading')}
        </p>
      ) : (
        <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
          {hasPassword ? (
            <TextField
              id="change-password-oldPassword"
              label={t('auth.fields.oldPassword')}
              name="oldPassword"
              type="password"
              autoComplete="current-password"
              required
              value={values.oldPassword}
              onChange={form.setValue('oldPassword')}
              error={errors.oldPassword}
            />
          ) : null}
          <PasswordPairFields
            values={values}
            errors={errors}
            setValue={form.setValue}
            idPrefix="change-password-"
          />
          <SubmitRow
            problem={form.problem}
            busy={form.isSending}
            label={form.isSending ? t('auth.password.changing') : t('auth.password.change')}
          />
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
