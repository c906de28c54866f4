// A settings document edited as one form (whitelabel, field settings): the draft, its check
// against the contract before anything is sent, and the saved document replacing the draft.
// `footer` is what the form's FormFooter shows.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { checkWith } from '../schema-problem';

/** The part of a PUT mutation the form uses: it sends the document and gets it back as saved. */
interface DocumentSave<T> {
  mutate(body: T, options: { onSuccess: (saved: T) => void }): void;
  error: unknown;
  isPending: boolean;
}

export function useSettingsForm<S extends z.ZodType>({
  initial,
  schema,
  save,
  canEdit,
  precheck,
  fieldName = (path) => path,
}: {
  initial: z.output<S>;
  schema: S;
  save: DocumentSave<z.output<S>>;
  canEdit: boolean;
  /** A rule the contract cannot state: a translated problem, or '' when the draft keeps it. */
  precheck?: (draft: z.output<S>) => string;
  /** How the path of the field that fails the contract is named to the operator. */
  fieldName?: (path: string) => string;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState('');
  const [savedText, setSavedText] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    setSavedText('');
    const broken = precheck?.(draft) ?? '';
    if (broken) {
      setProblem(broken);
      return;
    }
    const checked = checkWith(schema, draft);
    if (checked.problem !== null) {
      setProblem(t('ops.form.invalidField', { field: fieldName(checked.problem) }));
      return;
    }
    setProblem('');
    save.mutate(checked.data, {
      onSuccess: (saved) => {
        setDraft(saved);
        setSavedText(t('ops.saved'));
      },
    });
  }

  const footer = {
    problem,
    error: save.error,
    savedText,
    isSubmitDisabled: !canEdit || save.isPending,
  };
  return { draft, setDraft, submit, footer };
}
