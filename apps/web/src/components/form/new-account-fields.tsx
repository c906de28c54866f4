// A new account's username, password and its confirmation, as the forms that open one show them
// (the join form's account for a visitor, the agent centre's new downline). Each input's id is
// `${idPrefix}-${field}` so a form can focus the first field that failed its check.
import type { ReactNode } from 'react';
import { TextField } from './form-field';
import type { FieldErrors } from './use-form';

export type NewAccountField = 'username' | 'password' | 'confirmPassword';

export interface NewAccountForm {
  values: Record<NewAccountField, string>;
  errors: FieldErrors<NewAccountField>;
  setValue: (name: NewAccountField) => (next: string) => void;
}

export function NewAccountFields({
  idPrefix,
  labels,
  usernameAutoComplete,
  form,
}: {
  idPrefix: string;
  labels: Record<NewAccountField, ReactNode>;
  usernameAutoComplete: string;
  form: NewAccountForm;
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-username`}
        label={labels.username}
        name="username"
        autoComplete={usernameAutoComplete}
        maxLength={64}
        required
        value={form.values.username}
        onChange={form.setValue('username')}
        error={form.errors.username}
      />
      {(['password', 'confirmPassword'] as const).map((name) => (
        <TextField
          key={name}
          id={`${idPrefix}-${name}`}
          label={labels[name]}
          name={name}
          type="password"
          autoComplete="new-password"
          maxLength={128}
          required
          value={form.values[name]}
          onChange={form.setValue(name)}
          error={form.errors[name]}
        />
      ))}
    </>
  );
}
