// Two-factor for the signed-in operator: enrol with an authenticator app (a QR code drawn by the
// server, and the secret as text for typing in), confirmed by a current code; or, once on, turn it
// off with a current code. The secret is shown only during enrolment.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOpsMe } from '@wps/contracts/ops/session';
import { useConfirmTwoFactor } from '../api/use-confirm-two-factor';
import { useDisableTwoFactor } from '../api/use-disable-two-factor';
import { useStartTwoFactor } from '../api/use-start-two-factor';
import { ApiErrorText } from './api-error-text';

const CODE = /^[0-9]{6}$/;

export function TwoFactorSection({ operator }: { operator: TOpsMe }) {
  return operator.twoFactorEnabled ? <DisableTwoFactor /> : <EnrolTwoFactor />;
}

/** The 6-digit code field both forms use: digits only, filled in by the phone's keyboard. */
function CodeField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="ops-field ops-field-narrow" htmlFor={id}>
      <span>{t('ops.twoFactor.code')}</span>
      <input
        id={id}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
        required
      />
    </label>
  );
}

function EnrolTwoFactor() {
  const { t } = useTranslation();
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const [isIncomplete, setIsIncomplete] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!CODE.test(code)) {
      setIsIncomplete(true);
      return;
    }
    setIsIncomplete(false);
    confirm.mutate(code, { onError: () => setCode('') });
  }

  return (
    <section className="ops-card ops-two-factor" aria-labelledby="ops-two-factor-title">
      <h2 id="ops-two-factor-title">{t('ops.twoFactor.enrolTitle')}</h2>
      <p className="ops-hint">{t('ops.twoFactor.enrolIntro')}</p>
      {!start.data && (
        <>
          <ApiErrorText error={start.error} />
          <button
            type="button"
            className="ops-button ops-button-primary"
            onClick={() => start.mutate()}
            disabled={start.isPending}
          >
            {t('ops.twoFactor.start')}
          </button>
        </>
      )}
      {start.data && (
        <form className="ops-form" onSubmit={submit} noValidate>
          <ol className="ops-two-factor-steps">
            <li>
              <p>{t('ops.twoFactor.scan')}</p>
              <img
                className="ops-two-factor-qr"
                src={start.data.qrCode}
                alt={t('ops.twoFactor.qrAlt')}
                width={240}
                height={240}
              />
              <p>{t('ops.twoFactor.secretHint')}</p>
              <code className="ops-two-factor-secret" aria-label={t('ops.twoFactor.secret')}>
                {start.data.secret.replace(/(.{4})(?=.)/g, '$1 ')}
              </code>
            </li>
            <li>
              <p>{t('ops.twoFactor.typeCode')}</p>
              <CodeField id="ops-two-factor-confirm" value={code} onChange={setCode} />
            </li>
          </ol>
          {isIncomplete && (
            <p className="ops-error" role="alert">
              {t('ops.twoFactor.codeFormat')}
            </p>
          )}
          <ApiErrorText error={confirm.error} />
          <button
            type="submit"
            className="ops-button ops-button-primary"
            disabled={confirm.isPending}
          >
            {t('ops.twoFactor.confirm')}
          </button>
        </form>
      )}
    </section>
  );
}

function DisableTwoFactor() {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState('');
  const [isIncomplete, setIsIncomplete] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!CODE.test(code)) {
      setIsIncomplete(true);
      return;
    }
    setIsIncomplete(false);
    disable.mutate(code, { onSettled: () => setCode('') });
  }

  return (
    <section className="ops-card ops-two-factor" aria-labelledby="ops-two-factor-title">
      <h2 id="ops-two-factor-title">{t('ops.twoFactor.onTitle')}</h2>
      <p role="status">{t('ops.twoFactor.on')}</p>
      <form className="ops-form" onSubmit={submit} noValidate>
        <p className="ops-hint">{t('ops.twoFactor.disableHint')}</p>
        <CodeField id="ops-two-factor-disable" value={code} onChange={setCode} />
        {isIncomplete && (
          <p className="ops-error" role="alert">
            {t('ops.twoFactor.codeFormat')}
          </p>
        )}
        <ApiErrorText error={disable.error} />
        <button type="submit" className="ops-button ops-button-danger" disabled={disable.isPending}>
          {t('ops.twoFactor.disable')}
        </button>
      </form>
    </section>
  );
}
