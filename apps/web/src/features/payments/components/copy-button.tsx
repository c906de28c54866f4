// Copies one of the site's bank details to the clipboard and says so for a moment.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function CopyButton({ text, what }: { text: string; what: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = () => {
    // Without a secure context there is no clipboard: say so instead of pretending.
    if (!navigator.clipboard) {
      setState('failed');
      return;
    }
    navigator.clipboard.writeText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <button
      type="button"
      className="button button--small pay-copy"
      aria-label={t('payments.copy.label', { what })}
      onClick={copy}
    >
      <span aria-live="polite">
        {state === 'idle' ? t('payments.copy.copy') : t(`payments.copy.${state}`)}
      </span>
    </button>
  );
}
