// The new-password fields of the change and reset forms (spec 4, 5): the new password under the
// password rule (its bounds are not shown in the hint, spec 5) and, where asked, its confirmation,
// which must be equal to it.
import { useTranslation } from 'react-i18next';
import type { Translate } from '../../../lib/field-rules';
import { TextField } from '../../../components/form/form-field';
import type { FieldRules } from '../components/use-field-rules';

export interface PasswordPair {
  newPassword: string;
  confirmNewPassword: string;
}

/** The message for one of the pair, or null. */
export function checkPasswordPair(
  name: keyof PasswordPair,
  all: PasswordPair,
  rules: FieldRules,
  t: Translate,
): string | null {
  if (name === 'newPassword') {
    return rules.check('password', all.newPassword, { enabled: true, required: true });
  }
  if (all.confirmNewPassword === '') return t('validation.required');
  return all.confirmNewPassword === all.newPassword ? null : t('auth.password.mismatch');
}

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  id?: string;
}

export function NewPasswordField(props: FieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...props}
      label={t('auth.fields.newPassword')}
      name="newPassword"
      type="password"
      autoComplete="new-password"
      required
      hint={t('auth.password.hintNew')}
    />
  );
}

export interface PasswordPairFieldsProps {
  values: PasswordPair;
  errors: Partial<Record<keyof PasswordPair, string>>;
  setValue: (name: keyof PasswordPair) => (value: string) => void;
  /** Prefixes the inputs' ids ('<idPrefix>newPassword'), for a form that focuses them. */
  idPrefix?: string;
}

export function PasswordPairFields({
  values,
  errors,
  setValue,
  idPrefix,
}: PasswordPairFieldsProps) {
  const { t } = useTranslation();
  const id = (name: keyof PasswordPair) => (idPrefix ? `${idPrefix}${name}` : undefined);
  return (
    <>
      <NewPasswordField
        id={id('newPassword')}
        value={values.newPassword}
        onChange={setValue('newPassword')}
        error={errors.newPassword}
      />
      <TextField
        id={id('confirmNewPassword')}
        label={t('auth.fields.confirmNewPassword')}
        name="confirmNewPassword"
        type="password"
        autoComplete="new-password"
        required
        value={values.confirmNewPassword}
        onChange={setValue('confirmNewPassword')}
        error={errors.confirmNewPassword}
      />
    </>
  );
}
