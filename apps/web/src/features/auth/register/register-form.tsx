// One registration form, for the username way or the mobile way. Submit (spec 4): terms ticked,
// every field valid, the invitation code checked first when there is one, the human check, then
// register with login: true; a session, the member's info, close, and '/'.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TRegistrationUser } from '@wps/contracts/account/register';
import { lengthRange, type TRegisterFieldName } from '@wps/contracts/system/register-settings';
import { Modal } from '../../../components/modal/modal';
import { ApiError, callApi } from '../../../lib/api-client';
import { useToast } from '../../../components/toast/toast';
import { useSession } from '../../../lib/session';
import {
  checkAffiliateEndpoint,
  registerEndpoint,
  registerMobileEndpoint,
  smsRegisterEndpoint,
} from '../account-endpoints';
import { useAccountModals } from '../account-modals';
import { CaptchaField, type CaptchaValue } from '../components/captcha-field';
import { errorField, errorText } from '../../../lib/error-text';
import { PhoneAuthError, phoneVerification, type PhoneAuthClient } from '../../../lib/phone-auth';
import { CodeField, TextField } from '../../../components/form/form-field';
import { MobileField } from '../components/mobile-field';
import { SmsCodeButton } from '../components/sms-code-button';
import { fetchAndSolveChallenge } from '../components/solve-challenge';
import { SubmitRow } from '../../../components/form/submit-row';
import type { FieldRules } from '../components/use-field-rules';

export type RegisterWay = 'username' | 'mobile';

/** The optional fields an operator can switch on, in the form's order (spec 3). */
const extraFields: {
  name: TRegisterFieldName;
  type?: 'text' | 'password' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
}[] = [
  { name: 'payeeName', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'birthday', autoComplete: 'bday' },
  { name: 'paymentPassword', type: 'password', autoComplete: 'off', inputMode: 'numeric' },
  { name: 'qqNum', inputMode: 'numeric' },
  { name: 'line' },
  { name: 'whatsapp', type: 'tel', inputMode: 'tel' },
  { name: 'facebook' },
  { name: 'wechat' },
  { name: 'idNumber' },
  { name: 'recommenderId' },
  { name: 'affiliateCode', autoComplete: 'off' },
  { name: 'referralCode', autoComplete: 'off' },
];

type Values = Record<string, string>;
type Errors = Partial<Record<string, string>>;

export interface RegisterFormProps {
  way: RegisterWay;
  rules: FieldRules;
  /** REGMOBVERF3: a mobile number being registered needs its SMS code. */
  smsVerification: boolean;
  /** The proof-of-work human check is on (GET /wps/system/setting/account). */
  challengeOn: boolean;
  /** The outside phone-auth provider that checks the SMS code (its token is sent), if on. */
  phoneAuth?: PhoneAuthClient | null;
  referralCode?: string;
  affiliateCode?: string;
  onDone: () => void;
}

/** The affiliate code in the page address, for links that carry it (spec 4). */
function affiliateFromUrl(): string | undefined {
  const params = new URLSearchParams(window.location.search);
  return params.get('affiliateCode') ?? params.get('affiliate') ?? undefined;
}

export function RegisterForm({
  way,
  rules,
  smsVerification,
  challengeOn,
  phoneAuth = null,
  referralCode,
  affiliateCode,
  onDone,
}: RegisterFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { startSession } = useSession();
  const toast = useToast();
  const modals = useAccountModals();
  const formRef = useRef<HTMLFormElement>(null);

  const [values, setValues] = useState<Values>(() => ({
    referralCode: referralCode ?? '',
    affiliateCode: affiliateCode ?? '',
  }));
  const [dialCode, setDialCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [terms, setTerms] = useState(true);
  const [captcha, setCaptcha] = useState<CaptchaValue | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [phase, setPhase] = useState<'idle' | 'checking' | 'sending'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [isAffiliateWarningOpen, setAffiliateWarningOpen] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const [phone] = useState(() => (phoneAuth ? phoneVerification(phoneAuth) : null));

  const showMobile = way === 'mobile' || rules.isEnabled('mobileNum');
  const showCaptcha = rules.isEnabled('captcha');
  const value = (name: string) => values[name] ?? '';
  const trimmed = (name: string) => value(name).trim();
  const mobileGiven = trimmed('mobileNum') !== '';
  const mobileRequired = way === 'mobile' || rules.isRequired('mobileNum');
  const showSmsCode = smsVerification && showMobile;
  const smsCodeRequired = showSmsCode && (way === 'mobile' || mobileGiven);

  /** The message for one field, or null (spec 5). */
  function checkField(name: string, all: Values = values): string | null {
    const v = all[name] ?? '';
    switch (name) {
      case 'username':
        return rules.check('username', v, { enabled: true, required: true });
      case 'password':
        return rules.check('password', v, { enabled: true, required: true });
      case 'confirmPassword': {
        if (v === '') return t('validation.required');
        if (v !== (all.password ?? '')) return t('auth.register.mismatch');
        return null;
      }
      case 'mobileNum':
        return rules.check('mobileNum', v, { enabled: true, required: mobileRequired });
      case 'verificationCode': {
        const required = way === 'mobile' || (all.mobileNum ?? '').trim() !== '';
        if (!required) return null;
        if (v.trim() === '') return t('validation.required');
        return v.trim().length > 255 ? t('validation.length', { range: '1-255' }) : null;
      }
      default:
        return rules.check(name as TRegisterFieldName, v);
    }
  }

  function shownFields(): string[] {
    const names: string[] = [];
    if (way === 'username') names.push('username');
    if (showMobile) names.push('mobileNum');
    if (showSmsCode) names.push('verificationCode');
    names.push('password', 'confirmPassword');
    for (const field of extraFields) if (rules.isEnabled(field.name)) names.push(field.name);
    return names;
  }

  const setValue = (name: string) => (next: string) => {
    const all = { ...values, [name]: next };
    setValues(all);
    // Once a field shows a message, it follows the typing; otherwise it waits for the blur.
    if (errors[name]) setErrors((e) => ({ ...e, [name]: checkField(name, all) ?? undefined }));
    if (name === 'password' && errors.confirmPassword && all.confirmPassword) {
      setErrors((e) => ({
        ...e,
        confirmPassword: checkField('confirmPassword', all) ?? undefined,
      }));
    }
  };
  const onBlur = (name: string) => () => {
    if (value(name) === '') return;
    setErrors((e) => ({ ...e, [name]: checkField(name) ?? undefined }));
  };

  // After a failed check, the first field with a message gets focus.
  useEffect(() => {
    if (focusTick === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  function canSendSms(): boolean {
    const message =
      checkField('mobileNum') ?? (trimmed('mobileNum') === '' ? t('validation.required') : null);
    setErrors((e) => ({ ...e, mobileNum: message ?? undefined }));
    return message === null && dialCode !== '';
  }

  function buildBody(): TRegistrationUser {
    const optional = (name: string) => trimmed(name) || undefined;
    const body: TRegistrationUser = {
      password: value('password'),
      confirmPassword: value('confirmPassword'),
      domain: window.location.hostname,
      registerUrl: window.location.href,
      registerMethod: 'WEB',
      termsAccepted: true,
      login: true,
    };
    if (way === 'username') body.username = trimmed('username');
    if (showMobile && trimmed('mobileNum')) {
      body.mobileNum = trimmed('mobileNum');
      body.countryDialingCode = dialCode;
    }
    if (showSmsCode && !phone && trimmed('verificationCode')) {
      body.verificationCode = trimmed('verificationCode');
    }
    for (const { name } of extraFields) {
      if (!rules.isEnabled(name)) continue;
      const given = name === 'paymentPassword' ? value(name) || undefined : optional(name);
      if (given !== undefined) (body as Record<string, unknown>)[name] = given;
    }
    // Codes from the link count even when their field is off (spec 4).
    body.referralCode ??= referralCode?.trim() || undefined;
    body.affiliateCode ??= affiliateCode?.trim() || affiliateFromUrl();
    if (showCaptcha && captcha) body.captcha = { id: captcha.id, answer: captcha.answer.trim() };
    return body;
  }

  function showServerError(error: unknown) {
    if (error instanceof ApiError && error.code === 'INVITATION_CODE_INVALID') {
      setAffiliateWarningOpen(true);
      return;
    }
    const message = errorText(error, t);
    if (error instanceof PhoneAuthError) {
      setErrors((e) => ({ ...e, verificationCode: message }));
      setFocusTick((n) => n + 1);
      return;
    }
    if (error instanceof ApiError && error.code.startsWith('CAPTCHA_') && showCaptcha) {
      setErrors((e) => ({ ...e, captcha: message }));
      return;
    }
    const field = errorField(error);
    if (field && shownFields().includes(field)) {
      setErrors((e) => ({ ...e, [field]: message }));
      setFocusTick((n) => n + 1);
    } else {
      setProblem(message);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (phase !== 'idle') return;
    setProblem(null);

    const next: Errors = {};
    for (const name of shownFields()) {
      const message = checkField(name);
      if (message) next[name] = message;
    }
    if (showMobile && mobileGiven && !dialCode) next.mobileNum = t('validation.required');
    if (showCaptcha && !(captcha?.answer.trim() ?? '')) next.captcha = t('validation.required');
    if (!terms) next.terms = t('auth.register.termsRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) {
      setFocusTick((n) => n + 1);
      return;
    }

    const body = buildBody();
    try {
      // Spec 4: an invitation code is checked before anything else; a bad one stops here.
      if (body.affiliateCode) {
        setPhase('sending');
        await callApi(checkAffiliateEndpoint, {
          body: { affiliateCode: body.affiliateCode, domain: body.domain },
        });
      }
      // Spec 4: with the outside provider, the code is verified there first and its token
      // goes with channel sms; a failed check stops here.
      if (phone && showSmsCode && body.mobileNum) {
        setPhase('sending');
        Object.assign(body, await phone.fields(value('verificationCode')));
      }
      if (challengeOn) {
        setPhase('checking');
        body.challenge = await fetchAndSolveChallenge();
      }
      setPhase('sending');
      const result = await callApi(way === 'mobile' ? registerMobileEndpoint : registerEndpoint, {
        body,
      });
      if (result.session) {
        startSession(result.session.token);
        // "Login info loads" (spec 4): the header and the guard read the member's info.
        void queryClient.invalidateQueries({ queryKey: ['member'] });
      }
      onDone();
      toast.show(t('auth.register.doneToast'));
      void navigate('/');
    } catch (error) {
      setPhase('idle');
      showServerError(error);
      // A captcha answers once: whatever failed, the next try needs a new picture.
      if (showCaptcha && body.captcha) setCaptchaKey((k) => k + 1);
    }
  }

  const usernameSetting = rules.setting('username');
  const passwordSetting = rules.setting('password');
  const usernameRange = usernameSetting
    ? lengthRange(usernameSetting.minLength, usernameSetting.maxLength)
    : '2-15';
  const passwordRange = passwordSetting
    ? lengthRange(passwordSetting.minLength, passwordSetting.maxLength)
    : '6-20';
  const label = (name: string, required: boolean) =>
    required
      ? t(`auth.fields.${name}`)
      : `${t(`auth.fields.${name}`)} ${t('auth.fields.optional')}`;

  return (
    <form ref={formRef} className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
      {way === 'username' ? (
        <TextField
          label={t('auth.fields.username')}
          name="username"
          autoComplete="username"
          required
          value={value('username')}
          onChange={setValue('username')}
          onBlur={onBlur('username')}
          hint={t('auth.register.hintUsername', { range: usernameRange })}
          error={errors.username}
        />
      ) : null}
      {showMobile ? (
        <MobileField
          dialCode={dialCode}
          onDialCodeChange={setDialCode}
          value={value('mobileNum')}
          onChange={setValue('mobileNum')}
          onBlur={onBlur('mobileNum')}
          error={errors.mobileNum}
          required={mobileRequired}
        />
      ) : null}
      {showSmsCode ? (
        <CodeField
          label={label('verificationCode', smsCodeRequired)}
          name="verificationCode"
          required={smsCodeRequired}
          value={value('verificationCode')}
          onChange={setValue('verificationCode')}
          error={errors.verificationCode}
          addon={
            <SmsCodeButton
              // Until the country list gives a dial code a click could not be sent: the button
              // waits, disabled, rather than dropping the click.
              disabled={dialCode === ''}
              canSend={canSendSms}
              onError={(message) =>
                setErrors((e) => ({ ...e, verificationCode: message ?? undefined }))
              }
              checkHuman={fetchAndSolveChallenge}
              send={(challenge) =>
                phone
                  ? phone.send(
                      { countryDialingCode: dialCode, mobileNum: trimmed('mobileNum') },
                      challenge,
                    )
                  : callApi(smsRegisterEndpoint, {
                      body: {
                        countryDialingCode: dialCode,
                        mobileNo: trimmed('mobileNum'),
                        challenge,
                      },
                    })
              }
            />
          }
        />
      ) : null}
      <TextField
        label={t('auth.fields.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={value('password')}
        onChange={setValue('password')}
        onBlur={onBlur('password')}
        hint={t('auth.register.hintPassword', { range: passwordRange })}
        error={errors.password}
      />
      <TextField
        label={t('auth.fields.confirmPassword')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        value={value('confirmPassword')}
        onChange={setValue('confirmPassword')}
        onBlur={onBlur('confirmPassword')}
        error={errors.confirmPassword}
      />
      {extraFields
        .filter((field) => rules.isEnabled(field.name))
        .map((field) => (
          <TextField
            key={field.name}
            label={label(field.name, rules.isRequired(field.name))}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            required={rules.isRequired(field.name)}
            value={value(field.name)}
            onChange={setValue(field.name)}
            onBlur={onBlur(field.name)}
            hint={field.name === 'payeeName' ? t('auth.register.hintPayeeName') : undefined}
            error={errors[field.name]}
          />
        ))}
      {showCaptcha ? (
        <CaptchaField
          reloadKey={captchaKey}
          onChange={(next) => {
            setCaptcha(next);
            if (errors.captcha && next?.answer) setErrors((e) => ({ ...e, captcha: undefined }));
          }}
          error={errors.captcha}
        />
      ) : null}
      <TermsBox
        checked={terms}
        onChange={(checked) => {
          setTerms(checked);
          setErrors((e) => ({
            ...e,
            terms: checked ? undefined : t('auth.register.termsRequired'),
          }));
        }}
        error={errors.terms}
      />
      {phase === 'checking' ? (
        <p className="form__status" role="status">
          {t('auth.challenge.checking')}
        </p>
      ) : null}
      <SubmitRow
        problem={problem}
        busy={phase !== 'idle'}
        label={phase === 'idle' ? t('auth.register.submit') : t('auth.register.submitting')}
      />
      <p className="auth-form__links">
        <span>{t('auth.register.haveAccount')}</span>
        <button type="button" className="auth-link" onClick={() => modals.open({ kind: 'login' })}>
          {t('auth.register.login')}
        </button>
      </p>
      <AffiliateWarning
        open={isAffiliateWarningOpen}
        onClose={() => setAffiliateWarningOpen(false)}
      />
    </form>
  );
}

function TermsBox({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const errorId = `${useId()}-terms-error`;
  return (
    <div className="form-field">
      <label className="auth-check">
        <input
          type="checkbox"
          name="terms"
          checked={checked}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          {t('auth.register.termsBefore')}
          <a href="/help#term" target="_blank" rel="noopener">
            {t('auth.register.termsLink')}
          </a>
          {t('auth.register.termsAfter')}
        </span>
      </label>
      <p id={errorId} className="form-field__error" aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}

/** Spec 8: a failed invitation-code check is a warning with the text and a submit button. */
function AffiliateWarning({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('auth.register.affiliateTitle')}>
      <p role="alert">{t('errors.INVITATION_CODE_INVALID')}</p>
      <button type="button" className="button button--primary form__submit" onClick={onClose}>
        {t('auth.register.affiliateOk')}
      </button>
    </Modal>
  );
}
