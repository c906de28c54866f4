// The proof picker: a file button (png or jpg, up to 3), a preview per image with its upload
// state, remove and retry, and why a file was refused.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import type { Translate } from '../../../lib/field-rules';
import { MAX_PROOFS, PROOF_ACCEPT, type ProofUploads } from './use-proof-uploads';

/**
 * A failed upload's reason. The server decodes every image: one that only looks like a PNG or JPG
 * (a renamed file, a damaged one) is 415, said as the picker's own "not a PNG or JPG image".
 */
function failureText(error: unknown, name: string, t: Translate): string {
  if (error instanceof ApiError && error.code === 'UNSUPPORTED_MEDIA_TYPE') {
    return t('payments.proof.refused.type', { name });
  }
  return errorText(error, t);
}

export function ProofUploader({
  uploads,
  label,
  error,
}: {
  uploads: ProofUploads;
  label: string;
  /** The form's complaint (no proof yet), shown under the picker. */
  error?: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const isFull = uploads.items.length >= MAX_PROOFS;
  const problems = uploads.refused.map((r) =>
    t(`payments.proof.refused.${r.reason}`, { name: r.name, max: MAX_PROOFS }),
  );
  if (error) problems.push(error);
  return (
    <fieldset className="pay-proofs" aria-describedby={`${id}-hint ${id}-problems`}>
      <legend className="form-field__label">{label}</legend>
      <p id={`${id}-hint`} className="form-field__hint">
        {t('payments.proof.hint', { max: MAX_PROOFS })}
      </p>
      <ul className="pay-proofs__list">
        {uploads.items.map((item) => (
          <li key={item.key} className={`pay-proof pay-proof--${item.status}`}>
            {item.previewUrl ? (
              <img className="pay-proof__image" src={item.previewUrl} alt={item.name} />
            ) : (
              <span className="pay-proof__image pay-proof__image--none">{item.name}</span>
            )}
            <span className="pay-proof__status" role="status">
              {item.status === 'failed'
                ? failureText(item.error, item.name, t)
                : t(`payments.proof.status.${item.status}`)}
            </span>
            <span className="pay-proof__actions">
              {item.status === 'failed' && (
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => uploads.retry(item.key)}
                >
                  {t('payments.proof.retry')}
                </button>
              )}
              <button
                type="button"
                className="button button--small button--ghost"
                aria-label={t('payments.proof.remove', { name: item.name })}
                onClick={() => uploads.remove(item.key)}
              >
                {t('payments.proof.removeShort')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      <label className={`button pay-proofs__add${isFull ? ' pay-proofs__add--full' : ''}`}>
        {t('payments.proof.add', { count: uploads.items.length, max: MAX_PROOFS })}
        <input
          className="visually-hidden"
          type="file"
          accept={PROOF_ACCEPT}
          multiple
          disabled={isFull}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void uploads.add(files);
          }}
        />
      </label>
      <div id={`${id}-problems`} className="form-field__error" aria-live="polite">
        {problems.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
    </fieldset>
  );
}
