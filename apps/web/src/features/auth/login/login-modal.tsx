// The login popup (loginPopupModal, spec 2, 4 "Login", 5, 8): a username and password tab and,
// with MOBILEVERCODELOGIN3, a mobile and SMS-code tab; remember-me, the forgot and register
// links, the captcha once the server asks for it, social login, and the app-download strip.
// A login from a new device (when an operator turns that on) continues with a code step.
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { TLoginValue } from '@wps/contracts/account/fields';
import { useConsolidatedSettings } from '../../../api/consolidated-settings';
import { Icon } from '../../../components/icon/icon';
import { Modal } from '../../../components/modal/modal';
import { ApiError, callApi } from '../../../lib/api-client';
import { createFieldValidator } from '../../../lib/field-rules';
import { loginEndpoint, loginVerificationEndpoint, smsNoLoginEndpoint } from '../account-endpoints';
import { useAccountModals } from '../account-modals';
import { isAgentPage } from '../agent-page';
import { CaptchaField, type CaptchaValue } from '../components/captcha-field';
import { errorField, errorText } from '../../../lib/error-text';
import { PhoneAuthError, phoneVerification } from '../../../lib/phone-auth';
import { phoneAuthClientFor } from '../../../lib/phone-auth-provider';
import { useAccountOptions } from '../components/use-account-options';
import { CodeField, TextField } from '../../../components/form/form-field';
import { MobileField } from '../components/mobile-field';
import { SmsCodeButton } from '../components/sms-code-button';
import { fetchAndSolveChallenge } from '../components/solve-challenge';
import { SubmitRow } from '../../../components/form/submit-row';
import '../components/auth-form.css';
import { useFinishLogin } from '../use-finish-login';
import { getDeviceId } from '../../../lib/device-id';
import { readRemembered, rememberLogin } from './remember-me';
import { SocialButtons } from './social-buttons';
import { useFreePlay } from '../free-play';
import './login-modal.css';

type Tab = 'username' | 'sms';
type FieldErrors = Partial<Record<string, string>>;

/** The shape every national number must have (the contracts' ZMobileNum). */
const MOBILE_SHAPE = /^[0-9]{4,15}$/;

export interface LoginModalProps {
  onClose: () => void;
  /** An error code to show at the top on open (a social login that came back failed). */
  errorCode?: string;
}

export default function LoginModal({ onClose, errorCode }: LoginModalProps) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const modals = useAccountModals();
  const finishLogin = useFinishLogin();
  const settings = useConsolidatedSettings().data;
  const smsEnabled = settings?.whitelabel.MOBILEVERCODELOGIN3 ?? false;
  const portal: 'agent' | 'site' = isAgentPage(location) ? 'agent' : 'site';
  const freePlay = useFreePlay();
  const phoneAuth = phoneAuthClientFor(useAccountOptions().data);
  const phoneAuthOn = phoneAuth !== null;
  // One verification per provider: the options arrive after the first render.
  const phone = useMemo(() => phoneVerification(phoneAuth ?? undefined), [phoneAuth]);

  const [remembered] = useState(readRemembered);
  const [tab, setTab] = useState<Tab>('username');
  const [username, setUsername] = useState(remembered.username);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(remembered.remember);
  const [dialCode, setDialCode] = useState(remembered.sms?.countryDialingCode ?? '');
  const [mobile, setMobile] = useState(remembered.sms?.mobileNum ?? '');
  const [smsCode, setSmsCode] = useState('');
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaReload, setCaptchaReload] = useState(0);
  const [captcha, setCaptcha] = useState<CaptchaValue | null>(null);
  /** Set when the server asked for a new-device code: the form shows the code step. */
  const [deviceStep, setDeviceStep] = useState(false);
  const [deviceCode, setDeviceCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(() =>
    errorCode
      ? t(i18n.exists(`errors.${errorCode}`) ? `errors.${errorCode}` : 'errors.OAUTH_FAILED')
      : null,
  );
  const [isBusy, setBusy] = useState(false);

  const mobileSetting = settings?.register.fields.mobileNum;
  const checkMobileRule = useMemo(
    () => (mobileSetting ? createFieldValidator({ ...mobileSetting, enabled: true }, t) : null),
    [mobileSetting, t],
  );
  const showSmsTab = smsEnabled && tab === 'sms';

  /** Spec 5: mobile required and valid (the register settings' rule); returns the message. */
  const mobileProblem = (): string | null => {
    const value = mobile.trim();
    if (value === '') return t('errors.MISSING_PHONE_NUMBER');
    if (!MOBILE_SHAPE.test(value)) return t('errors.INVALID_PHONE_NUMBER');
    return checkMobileRule?.(value) ?? null;
  };

  const validate = (): FieldErrors => {
    const found: FieldErrors = {};
    if (showSmsTab) {
      const mobileError = mobileProblem();
      if (mobileError) found.mobileNum = mobileError;
      if (smsCode.trim() === '') found.verificationCode = t('errors.MISSING_VERIFICATION_CODE');
    } else if (deviceStep) {
      if (deviceCode.trim() === '') found.deviceCode = t('errors.MISSING_VERIFICATION_CODE');
    } else {
      if (username.trim() === '') found.username = t('validation.required');
      if (password === '') found.password = t('validation.required');
    }
    if (captchaShown && !showSmsTab && !captcha?.answer.trim())
      found.captcha = t('validation.required');
    return found;
  };

  const onFailure = (error: unknown) => {
    const code = error instanceof ApiError ? error.code : 'INTERNAL_ERROR';
    // A captcha answers once: after any failed try with one, a new picture.
    if (captchaShown) setCaptchaReload((n) => n + 1);
    if (code === 'CAPTCHA_REQUIRED' || code === 'CAPTCHA_INVALID') setCaptchaShown(true);
    if (code === 'DEVICE_VERIFICATION_REQUIRED') {
      setDeviceStep(true);
      setProblem(null);
      setErrors({});
      return;
    }
    const message = errorText(error, t);
    const field = error instanceof PhoneAuthError ? 'verificationCode' : errorField(error);
    const fieldName = field === 'verificationCode' && deviceStep ? 'deviceCode' : field;
    if (
      fieldName &&
      ['username', 'password', 'mobileNum', 'verificationCode', 'deviceCode', 'captcha'].includes(
        fieldName,
      )
    ) {
      setErrors({ [fieldName]: message });
      setProblem(null);
    } else {
      setProblem(message);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    const found = validate();
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) return;
    const captchaAnswer =
      captchaShown && captcha ? { id: captcha.id, answer: captcha.answer.trim() } : undefined;
    const deviceId = getDeviceId();
    setBusy(true);
    try {
      let value: TLoginValue;
      if (showSmsTab) {
        const sms = { countryDialingCode: dialCode, mobileNum: mobile.trim() };
        // With the outside provider on, its token (channel sms) stands for the code (spec 4).
        const proof = phoneAuthOn
          ? await phone.fields(smsCode)
          : { verificationCode: smsCode.trim() };
        value = await callApi(loginEndpoint, {
          body: { type: 'sms', ...sms, ...proof, deviceId, portal },
        });
        rememberLogin(remember, sms);
      } else {
        const credentials = {
          username: username.trim(),
          password,
          captcha: captchaAnswer,
          deviceId,
          portal,
        };
        value = deviceStep
          ? await callApi(loginVerificationEndpoint, {
              body: { ...credentials, verificationCode: deviceCode.trim() },
            })
          : await callApi(loginEndpoint, { body: { type: 'username', ...credentials } });
        rememberLogin(remember, { username: credentials.username });
      }
      setPassword('');
      finishLogin(value, { type: showSmsTab ? 'sms' : 'username' });
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const switchTab = (next: Tab) => {
    setTab(next);
    setErrors({});
    setProblem(null);
    setDeviceStep(false);
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={deviceStep ? t('auth.login.deviceTitle') : t('auth.login.title')}
      closeOnBackdrop={false}
      className="login-modal"
    >
      {smsEnabled && !deviceStep && (
        <div className="auth-tabs" role="tablist" aria-label={t('auth.login.ways')}>
          {(['username', 'sms'] as const).map((way) => (
            <button
              key={way}
              type="button"
              role="tab"
              id={`login-tab-${way}`}
              aria-controls="login-panel"
              aria-selected={tab === way}
              className="auth-tabs__tab"
              onClick={() => switchTab(way)}
            >
              {t(`auth.login.tabs.${way}`)}
            </button>
          ))}
        </div>
      )}

      <form
        id="login-panel"
        className="form"
        role={smsEnabled && !deviceStep ? 'tabpanel' : undefined}
        aria-labelledby={smsEnabled && !deviceStep ? `login-tab-${tab}` : undefined}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        {deviceStep ? (
          <>
            <p className="auth-notice">{t('errors.DEVICE_VERIFICATION_REQUIRED')}</p>
            <CodeField
              label={t('auth.login.deviceCode')}
              name="deviceCode"
              value={deviceCode}
              onChange={setDeviceCode}
              error={errors.deviceCode}
            />
          </>
        ) : showSmsTab ? (
          <>
            <MobileField
              dialCode={dialCode}
              onDialCodeChange={setDialCode}
              value={mobile}
              onChange={setMobile}
              error={errors.mobileNum}
            />
            <CodeField
              label={t('auth.login.smsCode')}
              name="verificationCode"
              value={smsCode}
              onChange={setSmsCode}
              error={errors.verificationCode}
              addon={
                <SmsCodeButton
                  canSend={() => {
                    const mobileError = mobileProblem();
                    setErrors((old) => ({ ...old, mobileNum: mobileError ?? undefined }));
                    return mobileError === null && dialCode !== '';
                  }}
                  checkHuman={fetchAndSolveChallenge}
                  send={(challenge) => {
                    const number = { countryDialingCode: dialCode, mobileNum: mobile.trim() };
                    return phoneAuthOn
                      ? phone.send(number, challenge)
                      : callApi(smsNoLoginEndpoint, { body: { ...number, challenge } });
                  }}
                  onError={(message) =>
                    setErrors((old) => ({ ...old, verificationCode: message ?? undefined }))
                  }
                  onSent={() =>
                    document
                      .querySelector<HTMLInputElement>(
                        '#login-panel input[name="verificationCode"]',
                      )
                      ?.focus()
                  }
                />
              }
            />
          </>
        ) : (
          <>
            <TextField
              label={t('auth.login.username')}
              name="username"
              value={username}
              onChange={setUsername}
              error={errors.username}
              autoComplete="username"
              maxLength={64}
              required
            />
            <TextField
              label={t('auth.login.password')}
              name="password"
              type="password"
              value={password}
              onChange={setPassword}
              error={errors.password}
              autoComplete="current-password"
              maxLength={128}
              required
            />
          </>
        )}

        {captchaShown && !showSmsTab && (
          <CaptchaField onChange={setCaptcha} reloadKey={captchaReload} error={errors.captcha} />
        )}

        {!deviceStep && (
          <div className="login-modal__row">
            <label className="auth-check">
              <input
                type="checkbox"
                name="remember"
                checked={remember}
                onChange={(event) => setRemember(event.target.checked)}
              />
              {t('auth.login.remember')}
            </label>
            <button
              type="button"
              className="auth-link"
              onClick={() => modals.open({ kind: 'forgot' })}
            >
              {t('auth.login.forgot')}
            </button>
          </div>
        )}

        <SubmitRow
          problem={problem}
          busy={isBusy}
          label={deviceStep ? t('auth.login.verify') : t('auth.login.submit')}
        />

        {deviceStep ? (
          <div className="auth-form__links">
            <button type="button" className="auth-link" onClick={() => setDeviceStep(false)}>
              {t('auth.login.back')}
            </button>
          </div>
        ) : (
          <div className="auth-form__links">
            <span>{t('auth.login.noAccount')}</span>
            <button
              type="button"
              className="auth-link"
              onClick={() => modals.open({ kind: 'register' })}
            >
              {t('auth.login.register')}
            </button>
          </div>
        )}
      </form>

      {!deviceStep && <SocialButtons />}

      {!deviceStep && portal === 'site' && freePlay.isOffered && (
        <div className="login-modal__free-play">
          <button
            type="button"
            className="button button--accent login-modal__free-play-button"
            disabled={isBusy}
            onClick={() => {
              setBusy(true);
              setProblem(null);
              freePlay.start().then(
                () => modals.close(),
                (error: unknown) => {
                  setBusy(false);
                  setProblem(errorText(error, t));
                },
              );
            }}
          >
            {t('auth.login.freePlay')}
          </button>
          <p className="form-field__hint">{t('auth.login.freePlayHint')}</p>
        </div>
      )}

      <Link to="/down" className="login-modal__app" onClick={onClose}>
        <Icon name="download" size={24} />
        <span className="login-modal__app-text">
          <strong>{t('auth.login.app.title')}</strong>
          <span>{t('auth.login.app.text')}</span>
        </span>
        <Icon name="chevronRight" size={18} />
      </Link>
    </Modal>
  );
}
