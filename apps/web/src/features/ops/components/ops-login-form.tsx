// The operators' sign-in form: its own account and token, separate from any player session. An
// operator with two-factor on is asked for the code once the server says so (OTP_REQUIRED).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOpsMe } from '@wps/contracts/ops/session';
import { ApiError } from '../../../lib/api-client';
import { useOpsLogin } from '../api/use-ops-login';
import { ApiErrorText } from './api-error-text';

export function OpsLoginForm({
  onSignedIn,
}: {
  onSignedIn: (token: string, operator: TOpsMe) => void;
}) {
  const { t } = useTranslation();
  const login = useOpsLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [isIncomplete, setIsIncomplete] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const name = username.trim();
    if (name === '' || password === '' || (needsCode && !/^[0-9]{6}$/.test(otp))) {
      setIsIncomplete(true);
      return;
    }
    setIsIncomplete(false);
    login.mutate(
      { username: name, password, ...(needsCode ? { otp } : {}) },
      {
        onSuccess: ({ token, operator }) => onSignedIn(token, operator),
        onError: (error) => {
          if (error instanceof ApiError && ['OTP_REQUIRED', 'INVALID_OTP'].includes(error.code)) {
            setNeedsCode(true);
            setOtp('');
          }
        },
      },
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
        {needsCode && (
          <label className="ops-field">
            <span>{t('ops.login.otp')}</span>
            <input
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={otp}
              // Focused when it appears: the password is in, the code is what is left.
              autoFocus
              onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))}
              required
            />
          </label>
        )}
        {isIncomplete && (
          <p className="ops-error" role="alert">
            {t(needsCode ? 'ops.login.incompleteCode' : 'ops.login.incomplete')}
          </p>
        )}
        {/* OTP_REQUIRED is a step, not a failure: the code field asks for it. */}
        {!(login.error instanceof ApiError && login.error.code === 'OTP_REQUIRED') && (
          <ApiErrorText error={login.error} />
        )}
        <button className="ops-button ops-button-primary" type="submit" disabled={login.isPending}>
          {login.isPending ? t('ops.login.signingIn') : t('ops.login.submit')}
        </button>
      </form>
    </main>
  );
}
