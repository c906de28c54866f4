// The promotion application's proof picker (promotions-handover.tsx hands it to the promotion
// pages): the payment pages' uploader, with their png/jpg, 5 MB and 3-image rules.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ProofUploader } from '../features/payments/components/proof-uploader';
import { useProofUploads } from '../features/payments/components/use-proof-uploads';
import { usePaymentsTexts } from '../features/payments/payments-texts';
import type { ProofPickerProps } from '../features/promotions/promotions-handover';

function LoadedProofPicker({ label, onChange, resetKey }: ProofPickerProps) {
  const { t } = useTranslation();
  const uploads = useProofUploads();
  const { clear } = uploads;
  const ids = uploads.proofIds.join(',');
  const problem = uploads.isUploading
    ? t('payments.proof.wait')
    : uploads.hasFailed
      ? t('payments.proof.fixFailed')
      : null;
  useEffect(() => {
    onChange({ proofIds: ids ? ids.split(',').map(Number) : [], problem });
  }, [ids, problem, onChange]);
  useEffect(() => {
    if (resetKey > 0) clear();
  }, [resetKey, clear]);
  return <ProofUploader uploads={uploads} label={label} />;
}

/** The proof picker once the payment texts (its words) are in. */
export default function ProofPicker(props: ProofPickerProps) {
  return usePaymentsTexts() ? <LoadedProofPicker {...props} /> : null;
}
