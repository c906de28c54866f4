// The form half of a content section: checks the draft against the contract, then creates or
// updates, and closes on success. The section supplies the fields; the per-language title sits
// beside its language picker in every one of them.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { TLanguage } from '@wps/contracts/http';
import { checkWith } from '../schema-problem';
import { FormFooter } from './form-footer';
import { LanguagePicker, TextsInput, type Texts } from './texts-input';

/** The part of a create or update mutation the form uses; V: what its mutate takes. */
interface ContentWrite<V> {
  mutate(input: V, options: { onSuccess: () => void }): void;
  error: unknown;
  isPending: boolean;
}

export function ContentForm<S extends z.ZodType>({
  heading,
  id,
  schema,
  input,
  create,
  update,
  onDone,
  children,
}: {
  heading: string;
  /** The item being edited; undefined for a new one. */
  id: number | undefined;
  schema: S;
  /** The request body built from the draft, checked before anything is sent. */
  input: () => unknown;
  create: ContentWrite<{ body: z.output<S> }>;
  update: ContentWrite<{ body: z.output<S>; params: { id: number } }>;
  onDone: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState('');
  const save = id === undefined ? create : update;

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkWith(schema, input());
    if (checked.problem !== null) {
      setProblem(t('ops.form.invalidField', { field: checked.problem }));
      return;
    }
    setProblem('');
    const body = checked.data;
    if (id !== undefined) update.mutate({ params: { id }, body }, { onSuccess: onDone });
    else create.mutate({ body }, { onSuccess: onDone });
  }

  return (
    <form className="ops-card ops-form" onSubmit={submit} noValidate aria-label={heading}>
      <h2>{heading}</h2>
      {children}
      <FormFooter
        problem={problem}
        error={save.error}
        isSubmitDisabled={save.isPending}
        onCancel={onDone}
      />
    </form>
  );
}

/** The language picker, its hint, and the title in the picked language. */
export function LanguageAndTitle({
  language,
  onLanguageChange,
  filled,
  title,
  onTitleChange,
}: {
  language: TLanguage;
  onLanguageChange: (language: TLanguage) => void;
  /** Every text map of the form, for the picker's "has text" marks. */
  filled: Texts[];
  title: Texts;
  onTitleChange: (title: Texts) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <LanguagePicker language={language} onChange={onLanguageChange} filled={filled} />
      <p className="ops-hint">{t('ops.content.languageHint')}</p>
      <TextsInput
        label={t('ops.content.title')}
        language={language}
        texts={title}
        maxLength={200}
        onChange={onTitleChange}
      />
    </>
  );
}
