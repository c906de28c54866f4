// The state every small form keeps (account popups, member centre): the values, the message under each field, one line
// for failures no field owns, and whether a call is under way; and the submit that goes with it.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorField, errorText } from '../../lib/error-text';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The message for `name` given every value, or null when it is fine. */
export type FieldCheck<F extends string> = (name: F, all: Record<F, string>) => string | null;

export interface SubmitOptions<F extends string> {
  /** The fields shown, in order: checked before sending, and where a server error may go. */
  fields: readonly F[];
  /** The call and what follows it; a failure is shown, and the form can be sent again. */
  send: () => Promise<void>;
  /** Told the first field that failed the check (e.g. to focus it); nothing is sent then. */
  onInvalid?: (first: F) => void;
}

export function useForm<F extends string>(initial: Record<F, string>, check: FieldCheck<F>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);

  /** The change handler for `name`: once its field shows a message, the message follows the typing. */
  const setValue = (name: F) => (next: string) => {
    const all = { ...values, [name]: next };
    setValues(all);
    if (errors[name]) setErrors((e) => ({ ...e, [name]: check(name, all) ?? undefined }));
  };

  async function submit(event: FormEvent, { fields, send, onInvalid }: SubmitOptions<F>) {
    event.preventDefault();
    if (isSending) return;
    setProblem(null);
    const next: FieldErrors<F> = {};
    for (const name of fields) {
      const message = check(name, values);
      if (message) next[name] = message;
    }
    setErrors(next);
    const firstBad = fields.find((name) => next[name]);
    if (firstBad) {
      onInvalid?.(firstBad);
      return;
    }
    setSending(true);
    try {
      await send();
      // Forms that stay open after success (the member centre's) take the next submit.
      setSending(false);
    } catch (error) {
      setSending(false);
      // A server error goes under the field it names, else on the form's problem line.
      const field = errorField(error);
      const message = errorText(error, t);
      if (field && (fields as readonly string[]).includes(field)) {
        setErrors((e) => ({ ...e, [field]: message }));
      } else {
        setProblem(message);
      }
    }
  }

  /** The message for `name` as the form stands. */
  const checkField = (name: F) => check(name, values);

  return { values, setValues, errors, setErrors, problem, isSending, setValue, checkField, submit };
}
