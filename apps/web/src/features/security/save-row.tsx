// The end of every security centre form: the failure line and the save button ("Saving..." while
// it sends), then, where the form can be left without saving, the cancel button.
import { useTranslation } from 'react-i18next';
import { SubmitRow } from '../../components/form/submit-row';

export function SaveRow({
  form,
  label,
  onCancel,
}: {
  /** The form's state from useForm. */
  form: { problem: string | null; isSending: boolean };
  /** The save button's text when it is more exact than "Save". */
  label?: string;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SubmitRow
        problem={form.problem}
        busy={form.isSending}
        label={form.isSending ? t('security.saving') : (label ?? t('security.save'))}
      />
      {onCancel && (
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      )}
    </>
  );
}
