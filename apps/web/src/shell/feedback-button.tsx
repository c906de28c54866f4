// The "Feedback" button (footer, help centre): opens the feedback form, a lazy chunk of its own,
// so neither the form nor its texts are in the first load.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../lib/load-chunk';

const FeedbackModal = lazy(() => loadChunk(() => import('../features/feedback/feedback-modal')));

export function FeedbackButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setIsOpen(true)}>
        {t('shell.feedback')}
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <FeedbackModal onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
