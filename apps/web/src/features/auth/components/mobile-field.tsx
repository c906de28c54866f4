// A mobile number with its country dial code (spec 2 "Country dial-code picker"): the picker,
// the number box and, optionally, something after it on the same line (the SMS button).
//
// Use: <MobileField dialCode={dial} onDialCodeChange={setDial} value={mobile}
//        onChange={setMobile} error={errors.mobileNum} addon={<SmsCodeButton ... />} />
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialCodePicker } from '../../../components/dial-code-picker/dial-code-picker';
import { FormField } from '../../../components/form/form-field';
import { useCountries } from './use-countries';

export interface MobileFieldProps {
  dialCode: string;
  onDialCodeChange: (dialCode: string) => void;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  hint?: ReactNode;
  addon?: ReactNode;
  /** The field's name in the form ('mobileNum'). */
  name?: string;
  /** False where the number is optional (an operator's optional mobile field). */
  required?: boolean;
}

export function MobileField({
  dialCode,
  onDialCodeChange,
  value,
  onChange,
  onBlur,
  error,
  hint,
  addon,
  name = 'mobileNum',
  required = true,
}: MobileFieldProps) {
  const { t } = useTranslation();
  const countries = useCountries();
  return (
    <FormField
      label={
        required
          ? t('auth.fields.mobileNum')
          : `${t('auth.fields.mobileNum')} ${t('auth.fields.optional')}`
      }
      error={error}
      hint={hint}
      addonFirst
      addon={
        <div className="auth-mobile__dial">
          <DialCodePicker
            countries={countries.data?.countries ?? []}
            initialDialCode={dialCode || null}
            currentCountryCode={countries.data?.currentCountryCode ?? null}
            onChange={onDialCodeChange}
            label={t('auth.fields.dialCode')}
          />
        </div>
      }
    >
      {(control) => (
        <>
          <input
            {...control}
            className="form-field__input"
            name={name}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={15}
            required={required}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
          {addon}
        </>
      )}
    </FormField>
  );
}
