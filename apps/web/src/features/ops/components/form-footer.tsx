// The end of every console form: what is wrong with it, the submit button, and either a cancel
// button (content forms that open in a list) or the status line that says it was saved.
import { useTranslation } from 'react-i18next';
import { ApiErrorText } from './api-error-text';

type FormFooterProps = {
  /** The form's own check failed: a translated message, or '' when it passed. */
  problem: string;
  /** The last failed write, shown as its translated code. */
  error: unknown;
  /** A message that replaces the API error's own text (a known failure worth explaining). */
  errorText?: string;
  isSubmitDisabled: boolean;
  /** Defaults to 'ops.save'. */
  submitLabel?: string;
  /** Keeps the button in view while a long form scrolls. */
  isSticky?: boolean;
  /** The submit refuses or gives money back (reject, refund): it looks like it. */
  isDanger?: boolean;
} & ({ onCancel: () => void } | { savedText: string });

export function FormFooter(props: FormFooterProps) {
  const { t } = useTranslation();
  const { problem, error, errorText, isSubmitDisabled, submitLabel, isSticky, isDanger } = props;
  return (
    <>
      {problem && (
        <p className="ops-error" role="alert">
          {problem}
        </p>
      )}
      {error && errorText ? (
        <p className="ops-error" role="alert">
          {errorText}
        </p>
      ) : (
        <ApiErrorText error={error} />
      )}
      <div className={isSticky ? 'ops-actions ops-sticky-actions' : 'ops-actions'}>
        <button
          className={
            isDanger ? 'ops-button ops-button-danger-solid' : 'ops-button ops-button-primary'
          }
          type="submit"
          disabled={isSubmitDisabled}
        >
          {submitLabel ?? t('ops.save')}
        </button>
        {'onCancel' in props ? (
          <button className="ops-button" type="button" onClick={props.onCancel}>
            {t('ops.content.cancel')}
          </button>
        ) : (
          <span role="status" className="ops-saved">
            {props.savedText}
          </span>
        )}
      </div>
    </>
  );
}
