// Operator accounts (admin only): who can sign in to this console, with which role, and whether
// two-factor is on (an admin resets it for an operator who lost the phone).
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZCreateOperatorRequest } from '@wps/contracts/ops/operators';
import { ZOperatorRole, type TOperatorRole } from '@wps/contracts/ops/session';
import { ApiError } from '../../../lib/api-client';
import { useCreateOperator } from '../api/use-create-operator';
import { useOperators } from '../api/use-operators';
import { opsMeQueryOptions } from '../api/use-ops-me';
import { useResetOperatorTwoFactor } from '../api/use-reset-operator-two-factor';
import { ApiErrorText } from './api-error-text';
import { ConfirmButton } from './confirm-button';
import { FormFooter } from './form-footer';

export function OperatorsSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const operators = useOperators();
  const me = useQuery({ ...opsMeQueryOptions(), enabled: false });
  const reset = useResetOperatorTwoFactor();
  return (
    <>
      <section className="ops-card" aria-labelledby="ops-operators-list">
        <h2 id="ops-operators-list">{t('ops.operators.list')}</h2>
        {operators.isPending && <p role="status">{t('ops.loading')}</p>}
        <ApiErrorText error={operators.error} />
        <ApiErrorText error={reset.error} />
        {operators.data && (
          <table className="ops-table">
            <thead>
              <tr>
                <th scope="col">{t('ops.operators.username')}</th>
                <th scope="col">{t('ops.operators.role')}</th>
                <th scope="col">{t('ops.operators.twoFactor')}</th>
              </tr>
            </thead>
            <tbody>
              {operators.data.map((op) => (
                <tr key={op.id}>
                  <td>{op.username}</td>
                  <td>{t(`ops.roles.${op.role}`)}</td>
                  <td>
                    {op.twoFactorEnabled
                      ? t('ops.operators.twoFactorOn')
                      : t('ops.operators.twoFactorOff')}
                    {/* One's own is turned off with a code, under Two-factor. */}
                    {op.twoFactorEnabled && op.id !== me.data?.id && (
                      <>
                        {' '}
                        <ConfirmButton
                          texts={{
                            ask: t('ops.operators.resetTwoFactor'),
                            askLabel: t('ops.operators.resetTwoFactorNamed', {
                              username: op.username,
                            }),
                            confirm: t('ops.operators.confirmResetTwoFactor'),
                            confirmLabel: t('ops.operators.confirmResetTwoFactorNamed', {
                              username: op.username,
                            }),
                            back: t('ops.content.cancel'),
                          }}
                          disabled={!canEdit || reset.isPending}
                          onConfirm={() => reset.mutate({ params: { id: op.id } })}
                        />
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <CreateOperatorForm canEdit={canEdit} />
    </>
  );
}

function CreateOperatorForm({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const create = useCreateOperator();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<TOperatorRole>('content');
  const [problem, setProblem] = useState('');
  const [savedText, setSavedText] = useState('');

  const isTaken = create.error instanceof ApiError && create.error.code === 'CONFLICT';

  function submit(event: FormEvent) {
    event.preventDefault();
    setSavedText('');
    const parsed = ZCreateOperatorRequest.safeParse({ username: username.trim(), password, role });
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]!.path[0]);
      setProblem(
        t(field === 'password' ? 'ops.operators.badPassword' : 'ops.operators.badUsername'),
      );
      return;
    }
    setProblem('');
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setUsername('');
        setPassword('');
        setSavedText(t('ops.operators.created', { username: created.username }));
      },
    });
  }

  return (
    <section className="ops-card" aria-labelledby="ops-operators-create">
      <h2 id="ops-operators-create">{t('ops.operators.create')}</h2>
      <form className="ops-form" onSubmit={submit} noValidate>
        <fieldset className="ops-fieldset-plain" disabled={!canEdit}>
          <label className="ops-field">
            <span>{t('ops.operators.username')}</span>
            <input
              value={username}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={32}
              aria-describedby="ops-new-username-help"
              onChange={(e) => setUsername(e.target.value)}
            />
          </label>
          <p id="ops-new-username-help" className="ops-hint">
            {t('ops.operators.usernameHelp')}
          </p>
          <label className="ops-field">
            <span>{t('ops.operators.password')}</span>
            <input
              type="password"
              value={password}
              autoComplete="new-password"
              maxLength={256}
              aria-describedby="ops-new-password-help"
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          <p id="ops-new-password-help" className="ops-hint">
            {t('ops.operators.passwordHelp')}
          </p>
          <label className="ops-field ops-field-narrow">
            <span>{t('ops.operators.role')}</span>
            <select
              value={role}
              onChange={(e) => {
                const parsed = ZOperatorRole.safeParse(e.target.value);
                if (parsed.success) setRole(parsed.data);
              }}
            >
              {ZOperatorRole.options.map((r) => (
                <option key={r} value={r}>
                  {t(`ops.roles.${r}`)}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
        <FormFooter
          problem={problem}
          error={create.error}
          errorText={isTaken ? t('ops.operators.taken') : undefined}
          isSubmitDisabled={!canEdit || create.isPending}
          submitLabel={t('ops.operators.createSubmit')}
          savedText={savedText}
        />
      </form>
    </section>
  );
}
