// Upload a png or jpg for a promotion or a banner: checked here as a member's proof is (type,
// first bytes, at most 5 MB), then sent as the raw body of opsUploadImage; the server checks it
// again, re-encodes it and answers the site path the form stores as the image.
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { opsUploadImage } from '@wps/contracts/content/ops-images';
import { PROOF_ACCEPT, proofRefusalOf } from '../../payments/components/use-proof-uploads';
import { callOps } from '../api/call-ops';
import { ApiErrorText } from './api-error-text';

export function ImageUpload({
  label,
  onUploaded,
  remove,
}: {
  /** What the button says, e.g. "Upload image (EN)". */
  label: string;
  onUploaded: (url: string) => void;
  /** A button beside the upload that takes the image away, when there is one. */
  remove?: { label: string; onRemove: () => void };
}) {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'uploading' }
    | { kind: 'refused'; reason: 'type' | 'size' | 'count' }
    | { kind: 'failed'; error: unknown }
    | { kind: 'done'; width: number; height: number }
  >({ kind: 'idle' });

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be picked again after a failure
    if (!file) return;
    const reason = await proofRefusalOf(file);
    if (reason) {
      setState({ kind: 'refused', reason });
      return;
    }
    setState({ kind: 'uploading' });
    try {
      const image = await callOps(opsUploadImage, { raw: file });
      setState({ kind: 'done', width: image.width, height: image.height });
      onUploaded(image.url);
    } catch (error) {
      setState({ kind: 'failed', error });
    }
  }

  return (
    <div className="ops-image-upload">
      <label className="ops-button" htmlFor={id} aria-disabled={state.kind === 'uploading'}>
        {state.kind === 'uploading' ? t('ops.imageUpload.uploading') : label}
      </label>
      <input
        id={id}
        className="ops-image-upload__input"
        type="file"
        accept={PROOF_ACCEPT}
        disabled={state.kind === 'uploading'}
        onChange={(event) => void onPick(event)}
      />
      {remove && (
        <button type="button" className="ops-button" onClick={remove.onRemove}>
          {remove.label}
        </button>
      )}
      <span className="ops-hint" role="status">
        {state.kind === 'done'
          ? t('ops.imageUpload.done', { width: state.width, height: state.height })
          : state.kind === 'refused'
            ? t(`ops.imageUpload.refused.${state.reason}`)
            : t('ops.imageUpload.rules')}
      </span>
      {state.kind === 'failed' && <ApiErrorText error={state.error} />}
    </div>
  );
}
