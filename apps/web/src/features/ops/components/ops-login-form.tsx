// The operators' sign-in form: its own account and token, separate from any player session.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOperator } from '@wps/contracts/ops/session';
import { useOpsLogin } from '../api/use-ops-login';
import { ApiErrorText } from './api-error-text';

export function OpsLoginForm({
  onSignedIn,
}: {
  onSignedIn: (token: string, operator: TOperator) => void;
}) {
  const { t } = useTranslation();
  const login = useOpsLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [isIncomplete, setIsIncomplete] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const name = username.trim();
    if (name === '' || password === '') {
      setIsIncomplete(true);
      return;
    }
    setIsIncomplete(false);
    login.mutate(
      { username: name, password },
      { onSuccess: ({ token, operator }) => onSignedIn(token, operator) },
    );
  }

  return (
    <main className="ops-login">
      <form className="ops-card ops-login-card" onSubmit={submit} noValidate>
        <h1>{t('ops.login.title')}</h1>
        <label className="ops-field">
          <span>{t('ops.login.username')}</span>
          <input
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            required
          />
        </label>
        <label className="ops-field">
          <span>{t('ops.login.password')}</span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={256}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </label>
        {isIncomplete && (
          <p className="ops-error" role="alert">
            {t('ops.login.incomplete')}
          </p>
        )}
        <ApiErrorText error={login.error} />
        <button className="ops-button ops-button-primary" type="submit" disabled={login.isPending}>
          {login.isPending ? t('ops.login.signingIn') : t('ops.login.submit')}
        </button>
      </form>
    </main>
  );
}
