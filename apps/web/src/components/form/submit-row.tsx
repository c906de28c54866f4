// The end of every small form: the line for a failure no field owns (a live region, so it is
// read out) and the submit button, disabled while the form is busy.
export interface SubmitRowProps {
  problem: string | null;
  busy: boolean;
  label: string;
}

export function SubmitRow({ problem, busy, label }: SubmitRowProps) {
  return (
    <>
      <p className="form__problem" role="alert">
        {problem ?? ''}
      </p>
      <button type="submit" className="button button--primary form__submit" disabled={busy}>
        {label}
      </button>
    </>
  );
}
