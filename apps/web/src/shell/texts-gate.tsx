// A lazily loaded page whose feature keeps its own texts (features/*/locales): the page's chunk is
// asked for at once, beside the texts, and the page shows once both are in.
import { useEffect, type ReactNode } from 'react';
import { PageLoader } from './page-loader';

export function TextsGate({
  useTexts,
  preload,
  children,
}: {
  /** The feature's useFeatureTexts hook, e.g. useLotteryTexts. */
  useTexts: () => boolean;
  /** The page's chunk. */
  preload?: () => Promise<unknown>;
  children: ReactNode;
}) {
  useEffect(() => {
    preload?.().catch(() => {}); // the lazy page loads it again, with retries, and shows a failure
  }, [preload]);
  return useTexts() ? children : <PageLoader />;
}
