// One labelled form field (account popups, member centre): label, control, hint and the error under it.
// The control gets its id, aria-describedby (hint and error) and aria-invalid from here, and the
// error line is a polite live region so a message that appears is read out.
import { useId, type ReactNode } from 'react';
import './form.css';

export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': boolean;
}

export interface FormFieldProps {
  label: ReactNode;
  /** The message under the field, or null/undefined when the value is fine. */
  error?: string | null;
  /** A short rule shown under the field (spec 5 hints). */
  hint?: ReactNode;
  /** Renders the control with the props that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
  /** Something beside the control on the same line (the SMS button, the dial-code picker). */
  addon?: ReactNode;
  /** The addon goes before the control instead of after it. */
  addonFirst?: boolean;
  id?: string;
  className?: string;
}

export function FormField({
  label,
  error,
  hint,
  children,
  addon,
  addonFirst = false,
  id,
  className,
}: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `${generated}-control`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const control = children({
    id: controlId,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': Boolean(error),
  });
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label className="form-field__label" htmlFor={controlId}>
        {label}
      </label>
      {addon ? (
        <div className="form-field__row">
          {addonFirst ? addon : null}
          {control}
          {addonFirst ? null : addon}
        </div>
      ) : (
        control
      )}
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <p id={errorId} className="form-field__error" aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}

export interface TextFieldProps {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  hint?: ReactNode;
  type?: 'text' | 'password' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  maxLength?: number;
  required?: boolean;
  disabled?: boolean;
  addon?: ReactNode;
  addonFirst?: boolean;
  id?: string;
}

/** A text input inside a FormField; the input gets the props the field does not take. */
export function TextField({
  label,
  error,
  hint,
  addon,
  addonFirst,
  id,
  type = 'text',
  required,
  onChange,
  ...input
}: TextFieldProps) {
  return (
    <FormField
      label={label}
      error={error}
      hint={hint}
      addon={addon}
      addonFirst={addonFirst}
      id={id}
    >
      {(control) => (
        <input
          {...control}
          {...input}
          className="form-field__input"
          type={type}
          required={required}
          aria-required={required || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** A one-time code (SMS or new-device code): digits, up to 255, required unless told. */
export function CodeField(
  props: Omit<TextFieldProps, 'type' | 'autoComplete' | 'inputMode' | 'maxLength'>,
) {
  return (
    <TextField
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={255}
      required
      {...props}
    />
  );
}
