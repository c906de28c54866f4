// Per-language texts (a title, a body, an image path): one language file at a time, EN required
// because every other language falls back to it.
import { useTranslation } from 'react-i18next';
import { languageCodes, type TLanguage } from '@wps/contracts/http';

export type Texts = Partial<Record<TLanguage, string>>;

/** Drops blank languages: the API refuses empty texts, and a missing one falls back to EN. */
export function cleanTexts(texts: Texts): Texts {
  return Object.fromEntries(
    Object.entries(texts)
      .map(([language, text]) => [language, text?.trim() ?? ''])
      .filter(([, text]) => text !== ''),
  );
}

export function LanguagePicker({
  language,
  onChange,
  filled,
}: {
  language: TLanguage;
  onChange: (language: TLanguage) => void;
  /** Every text map of the form: a language counts as written when any of them has it. */
  filled: Texts[];
}) {
  const { t } = useTranslation();
  return (
    <div className="ops-language-picker" role="group" aria-label={t('ops.content.editLanguage')}>
      {languageCodes.map((code) => {
        const isWritten = filled.some((texts) => (texts[code] ?? '').trim() !== '');
        return (
          <button
            key={code}
            type="button"
            className="ops-button"
            aria-pressed={code === language}
            onClick={() => onChange(code)}
          >
            {code}
            {isWritten && <span aria-label={t('ops.content.written')}> ✓</span>}
          </button>
        );
      })}
    </div>
  );
}

export function TextsInput({
  label,
  language,
  texts,
  onChange,
  maxLength,
  rows,
}: {
  label: string;
  language: TLanguage;
  texts: Texts;
  onChange: (texts: Texts) => void;
  maxLength: number;
  /** Given: a multi-line text area of that many rows. */
  rows?: number;
}) {
  const value = texts[language] ?? '';
  const set = (text: string) => onChange({ ...texts, [language]: text });
  return (
    <label className="ops-field">
      <span>
        {label} ({language})
      </span>
      {rows ? (
        <textarea
          className="ops-prose"
          rows={rows}
          maxLength={maxLength}
          value={value}
          onChange={(e) => set(e.target.value)}
        />
      ) : (
        <input maxLength={maxLength} value={value} onChange={(e) => set(e.target.value)} />
      )}
    </label>
  );
}
