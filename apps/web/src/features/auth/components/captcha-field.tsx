// The image captcha (spec 3, 4, 9): the picture from GET /wps/captcha, a box for the answer, and
// a click on the picture for a new one, at most once a second.
//
// Use: <CaptchaField onChange={setCaptcha} reloadKey={n} error={message} />
// - onChange gets { id, answer } (answer as typed, trimmed by the caller's check) whenever the
//   picture or the answer changes, or null while no picture is loaded.
// - A captcha is single use: after every failed submit the form bumps reloadKey, which fetches a
//   new picture and clears the answer. Changing tab (register/registerMobile) does the same.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client';
import { captchaEndpoint } from '../account-endpoints';
import { FormField } from '../../../components/form/form-field';
import { errorText } from '../../../lib/error-text';

/** Spec 9: the picture refreshes at most once a second. */
export const captchaRefreshMs = 1000;

export interface CaptchaValue {
  id: string;
  answer: string;
}

export interface CaptchaFieldProps {
  onChange: (value: CaptchaValue | null) => void;
  /** Bump to fetch a new picture and clear the answer (after a failed submit, a tab change). */
  reloadKey?: number;
  error?: string | null;
}

export function CaptchaField({ onChange, reloadKey = 0, error }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const [picture, setPicture] = useState<{ id: string; image: string } | null>(null);
  const [answer, setAnswer] = useState('');
  const [loadError, setLoadError] = useState<string | null>(null);
  const lastLoadAt = useRef(Number.NEGATIVE_INFINITY);
  const request = useRef<AbortController | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const load = useCallback(() => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    lastLoadAt.current = Date.now();
    setAnswer('');
    onChangeRef.current(null);
    callApi(captchaEndpoint, { signal: controller.signal }).then(
      (value) => {
        if (controller.signal.aborted) return;
        setPicture({ id: value.id, image: value.image });
        setLoadError(null);
        onChangeRef.current({ id: value.id, answer: '' });
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setPicture(null);
        setLoadError(errorText(err, t));
      },
    );
  }, [t]);

  // Mount and every reloadKey change: a fresh picture (the previous one may have been used).
  useEffect(() => {
    load();
    return () => request.current?.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload on the key only, not on t
  }, [reloadKey]);

  const refresh = () => {
    if (Date.now() - lastLoadAt.current < captchaRefreshMs) return;
    load();
  };

  return (
    <FormField
      label={t('auth.captcha.label')}
      error={error ?? loadError}
      addon={
        <button
          type="button"
          className="auth-captcha__refresh"
          onClick={refresh}
          aria-label={t('auth.captcha.refresh')}
        >
          {picture ? (
            <img
              className="auth-captcha__image"
              src={picture.image}
              alt={t('auth.captcha.image')}
              width={120}
              height={42}
            />
          ) : (
            <span className="auth-captcha__placeholder">{t('auth.captcha.loading')}</span>
          )}
        </button>
      }
    >
      {(control) => (
        <input
          {...control}
          className="form-field__input"
          name="captcha"
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={12}
          required
          value={answer}
          onChange={(event) => {
            setAnswer(event.target.value);
            if (picture) onChangeRef.current({ id: picture.id, answer: event.target.value });
          }}
        />
      )}
    </FormField>
  );
}
