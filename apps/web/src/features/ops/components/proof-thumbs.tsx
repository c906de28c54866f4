// A payment's proof images as thumbnails; each opens full size in a new tab. They are fetched
// with the operator's token (GET /wps/payment/proofs/:id), so the links are object URLs.
import { useTranslation } from 'react-i18next';
import { useProofImage } from '../api/use-proof-image';
import { apiErrorMessage } from './api-error-text';

export function ProofThumbs({ proofIds, reference }: { proofIds: number[]; reference: string }) {
  const { t } = useTranslation();
  if (proofIds.length === 0) return null;
  return (
    <ul className="ops-proofs" aria-label={t('ops.money.proofs', { reference })}>
      {proofIds.map((id, i) => (
        <li key={id}>
          <ProofThumb
            proofId={id}
            name={t('ops.money.proofNamed', { number: i + 1, count: proofIds.length, reference })}
          />
        </li>
      ))}
    </ul>
  );
}

function ProofThumb({ proofId, name }: { proofId: number; name: string }) {
  const { t } = useTranslation();
  const image = useProofImage(proofId);
  if (image.error) {
    return (
      <span className="ops-proof ops-proof-missing" title={apiErrorMessage(t, image.error)}>
        {t('ops.money.proofUnavailable')}
      </span>
    );
  }
  if (!image.url) {
    return (
      <span className="ops-proof ops-proof-missing" role="status">
        {t('ops.loading')}
      </span>
    );
  }
  return (
    <a className="ops-proof" href={image.url} target="_blank" rel="noreferrer" title={name}>
      <img src={image.url} alt={name} />
    </a>
  );
}
