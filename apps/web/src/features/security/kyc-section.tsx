// Identity check (KYC) in "my account": the latest submission's state, the reason of a rejection,
// and, when none is pending or approved, a form to send a document type, its number and 1 to 3
// images (the proof upload's rules: png or jpg, 5 MB, checked here and on the server).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { callApi } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { ProofUploader } from '../payments/components/proof-uploader';
import { usePaymentsTexts } from '../payments/payments-texts';
import { proofsProblem, useProofUploads } from '../payments/components/use-proof-uploads';
import { submitKycEndpoint } from './security-endpoints';
import { myKycQuery } from './use-security-centre';
import { Section } from './section';

/** The section's anchor: `?mc=securityCenter#kyc` (the withdrawal's KYC_REQUIRED answer links it). */
export const KYC_ANCHOR = 'kyc';
const documentTypes = ['national_id', 'passport', 'driving_licence'] as const;
type DocumentType = (typeof documentTypes)[number];

function KycForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const proofs = useProofUploads();
  const [documentType, setDocumentType] = useState<DocumentType>('national_id');
  const [documentNumber, setDocumentNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () =>
      callApi(submitKycEndpoint, {
        body: { documentType, documentNumber: documentNumber.trim(), proofIds: proofs.proofIds },
      }),
    onSuccess: (value) => queryClient.setQueryData(myKycQuery().queryKey, value),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (documentNumber.trim() === '') return setProblem(t('security.kyc.numberRequired'));
    const proofProblem = proofsProblem(proofs, t, 'security.kyc.imagesRequired');
    if (proofProblem) return setProblem(proofProblem);
    setProblem(null);
    send.mutate();
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <label className="form-field">
        <span className="form-field__label">{t('security.kyc.documentType')}</span>
        <select
          className="form-field__input"
          value={documentType}
          onChange={(e) => setDocumentType(e.target.value as DocumentType)}
        >
          {documentTypes.map((d) => (
            <option key={d} value={d}>
              {t(`security.kyc.documents.${d}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="form-field">
        <span className="form-field__label">{t('security.kyc.documentNumber')}</span>
        <input
          className="form-field__input"
          maxLength={40}
          value={documentNumber}
          onChange={(e) => setDocumentNumber(e.target.value)}
        />
      </label>
      <ProofUploader uploads={proofs} label={t('security.kyc.images')} />
      {(problem || send.error) && (
        <p className="form__problem" role="alert">
          {problem ?? errorText(send.error, t)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={send.isPending}>
        {send.isPending ? t('security.saving') : t('security.kyc.send')}
      </button>
    </form>
  );
}

export function KycSection() {
  const { t } = useTranslation();
  // The image picker's texts are the payments' (their chunk loads with this section).
  const paymentsTexts = usePaymentsTexts();
  const kyc = useQuery(myKycQuery());
  const sectionRef = useRef<HTMLElement>(null);
  const isOpenedTo = useLocation().hash === `#${KYC_ANCHOR}`;
  const isLoaded = !kyc.isPending && paymentsTexts;
  useEffect(() => {
    if (!isOpenedTo || !isLoaded) return;
    // Once loaded, so the section is its full height; after the member centre's own first focus
    // (a parent's effect runs after this one), so the focus stays here and is announced.
    const timer = setTimeout(() => {
      sectionRef.current?.scrollIntoView?.({ block: 'start' });
      sectionRef.current?.focus({ preventScroll: true });
    }, 0);
    return () => clearTimeout(timer);
  }, [isOpenedTo, isLoaded]);
  return (
    <Section id={KYC_ANCHOR} sectionRef={sectionRef} title={t('security.kyc.title')}>
      <div>
        {kyc.isPending || !paymentsTexts ? (
          <p className="mc-note" role="status">
            {t('common.loading')}
          </p>
        ) : kyc.isError ? (
          <p className="form__problem" role="alert">
            {t('errors.loadFailed')}
          </p>
        ) : (
          <>
            <p className="mc-note">
              <span className={kyc.data.state === 'approved' ? 'mc-tag' : 'mc-tag mc-tag--off'}>
                {t(`security.kyc.states.${kyc.data.state}`)}
              </span>{' '}
              {kyc.data.rule !== 'never' && t(`security.kyc.rules.${kyc.data.rule}`)}
            </p>
            {kyc.data.state === 'rejected' && kyc.data.reason && (
              <p className="form__problem" role="status">
                {t('security.kyc.rejectedBecause', { reason: kyc.data.reason })}
              </p>
            )}
            {(kyc.data.state === 'none' || kyc.data.state === 'rejected') && <KycForm />}
          </>
        )}
      </div>
    </Section>
  );
}
