// The small form an operator's decision opens in a payment's row: what will happen, the fields
// the decision needs (a reason, a reference), and confirm or cancel. Nothing is sent before the
// confirm button, so every decision takes two deliberate clicks.
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormFooter } from './form-footer';

/** The part of a decision mutation the form shows. */
interface DecisionState {
  error: unknown;
  isPending: boolean;
}

export function DecisionForm({
  label,
  question,
  submitLabel,
  isDanger = false,
  decision,
  onConfirm,
  onCancel,
  children,
}: {
  /** The form's accessible name, e.g. "Reject D123". */
  label: string;
  /** What confirming does, in words. */
  question: string;
  submitLabel: string;
  /** A refusal or a refund: the confirm button looks like one. */
  isDanger?: boolean;
  decision: DecisionState;
  /** Sends the decision, or answers what is wrong with the fields ('' when it was sent). */
  onConfirm: () => string;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const [problem, setProblem] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(onConfirm());
  }

  return (
    <form className="ops-decision ops-form" aria-label={label} onSubmit={submit} noValidate>
      <p className="ops-decision-question">{question}</p>
      {children}
      <FormFooter
        problem={problem}
        error={decision.error}
        isSubmitDisabled={decision.isPending}
        submitLabel={submitLabel}
        isDanger={isDanger}
        onCancel={onCancel}
      />
    </form>
  );
}

/** The reason a rejection or a dispute settlement gives: required, shown to the member. */
export function ReasonField({
  label,
  value,
  onChange,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (reason: string) => void;
  maxLength: number;
}) {
  return (
    <label className="ops-field">
      <span>{label}</span>
      <textarea
        className="ops-prose"
        rows={2}
        required
        maxLength={maxLength}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
