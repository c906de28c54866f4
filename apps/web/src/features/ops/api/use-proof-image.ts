// A payment proof image as an object URL the page can show and open; the URL is released when
// the thumbnail goes away. Proofs never change, so one fetch per proof is enough.
import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { proofImagePath } from '@wps/contracts/payment/upload-proof';
import { fetchOpsImage } from './call-ops';

export const proofImageQueryOptions = (proofId: number) =>
  queryOptions({
    queryKey: ['ops', 'proof', proofId],
    queryFn: ({ signal }) => fetchOpsImage(proofImagePath(proofId), signal),
    staleTime: Infinity,
  });

export function useProofImage(proofId: number) {
  const image = useQuery(proofImageQueryOptions(proofId));
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image.data) return;
    const objectUrl = URL.createObjectURL(image.data);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [image.data]);
  return { url, isPending: image.isPending, error: image.error };
}
