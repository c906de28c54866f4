// The feedback form (spec 2 "Other content", PUT /wps/feedback), opened from the footer and the
// help centre: a category, a comment of at most 140 characters, an optional contact and, for a
// signed-in real member, up to 3 screenshots through the proof upload (png or jpg, at most 5 MB).
// Visitors send text only: the proof upload is for members. The server's limit (5 per address
// in 10 minutes) answers TOO_MANY_REQUESTS, shown with its wait.
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import { FEEDBACK_MAX_CHARS, feedbackTypes } from '@wps/contracts/system/feedback';
import type { TFeedbackRequest } from '@wps/contracts/system/feedback';
import { FormField } from '../../components/form/form-field';
import { SubmitRow } from '../../components/form/submit-row';
import { Modal } from '../../components/modal/modal';
import { useMemberInfo } from '../../api/member';
import { callApi } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { useSession } from '../../lib/session';
import { ProofUploader } from '../payments/components/proof-uploader';
import { useProofUploads } from '../payments/components/use-proof-uploads';
import { usePaymentsTexts } from '../payments/payments-texts';
import { putFeedbackEndpoint } from './feedback-endpoints';
import { useFeedbackTexts } from './feedback-texts';
import '../payments/payments.css';
import './feedback.css';

/** The contract's shortest comment (ZPlainText(140, 5)). */
const MIN_CHARS = 5;

type FeedbackType = (typeof feedbackTypes)[number];

export default function FeedbackModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const hasTexts = useFeedbackTexts();
  const hasPaymentTexts = usePaymentsTexts();
  return (
    <Modal
      open
      onClose={onClose}
      title={hasTexts ? t('feedback.title') : ''}
      className="feedback-modal"
    >
      {hasTexts && hasPaymentTexts ? <FeedbackForm onClose={onClose} /> : null}
    </Modal>
  );
}

function FeedbackForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { isLoggedIn, who } = useSession();
  const accountType = useMemberInfo().data?.accountType ?? who?.accountType;
  const mayAttach = isLoggedIn && accountType !== ACCOUNT_TYPE.trial;
  const uploads = useProofUploads();
  const [type, setType] = useState<FeedbackType>('suggestion');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const send = useMutation({
    mutationFn: (body: TFeedbackRequest) => callApi(putFeedbackEndpoint, { body }),
  });

  if (send.isSuccess) {
    return (
      <div className="feedback-done" role="status">
        <p>{t('feedback.done', { id: send.data.id })}</p>
        <div className="confirm-modal__actions">
          <button
            type="button"
            className="button"
            onClick={() => {
              setContent('');
              uploads.clear();
              send.reset();
            }}
          >
            {t('feedback.again')}
          </button>
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('feedback.close')}
          </button>
        </div>
      </div>
    );
  }

  const waitForImages = uploads.isUploading
    ? t('payments.proof.wait')
    : uploads.hasFailed
      ? t('payments.proof.fixFailed')
      : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = content.trim();
    setTooShort(trimmed.length < MIN_CHARS);
    if (trimmed.length < MIN_CHARS || waitForImages) return;
    send.mutate({
      type,
      content: trimmed,
      ...(contact.trim() ? { contact: contact.trim() } : {}),
      ...(mayAttach && uploads.proofIds.length > 0 ? { proofIds: uploads.proofIds } : {}),
    });
  };

  return (
    <form className="form feedback-form" noValidate onSubmit={onSubmit}>
      <p className="feedback-form__lead">{t('feedback.lead')}</p>
      <FormField label={t('feedback.type')}>
        {(control) => (
          <select
            {...control}
            className="form-field__input"
            value={type}
            onChange={(event) => setType(event.target.value as FeedbackType)}
          >
            {feedbackTypes.map((item) => (
              <option key={item} value={item}>
                {t(`feedback.types.${item}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label={t('feedback.content')}
        hint={t('feedback.counter', { count: content.length, max: FEEDBACK_MAX_CHARS })}
        error={tooShort ? t('feedback.tooShort', { min: MIN_CHARS }) : null}
      >
        {(control) => (
          <textarea
            {...control}
            className="form-field__input feedback-form__content"
            rows={4}
            maxLength={FEEDBACK_MAX_CHARS}
            value={content}
            onChange={(event) => setContent(event.target.value.slice(0, FEEDBACK_MAX_CHARS))}
          />
        )}
      </FormField>
      <FormField label={t('feedback.contact')} hint={t('feedback.contactHint')}>
        {(control) => (
          <input
            {...control}
            className="form-field__input"
            maxLength={120}
            autoComplete="tel"
            value={contact}
            onChange={(event) => setContact(event.target.value)}
          />
        )}
      </FormField>
      {mayAttach ? (
        <ProofUploader uploads={uploads} label={t('feedback.images')} />
      ) : (
        <p className="form-field__hint">{t('feedback.imagesForMembers')}</p>
      )}
      <SubmitRow
        problem={waitForImages ?? (send.isError ? errorText(send.error, t) : null)}
        busy={send.isPending}
        label={send.isPending ? t('feedback.sending') : t('feedback.send')}
      />
    </form>
  );
}
