// A secret the server answers once (a member's one-time password, a vendor's new signing key):
// shown with a warning and a copy button until Done, then gone; the console keeps no copy.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function ShownOnce({
  title,
  warning,
  value,
  onDone,
}: {
  title: string;
  warning: string;
  value: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setIsCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refusal): the value stays selectable on screen.
    }
  }

  return (
    <section className="ops-card ops-one-time" aria-labelledby="ops-one-time-title">
      <h2 id="ops-one-time-title">{title}</h2>
      <p className="ops-one-time-warning" role="alert">
        {warning}
      </p>
      <p className="ops-one-time-value">
        <code className="ops-two-factor-secret">{value}</code>
        <button type="button" className="ops-button" onClick={() => void copy()}>
          {t('ops.members.copy')}
        </button>
        {isCopied && <span role="status">{t('ops.members.copied')}</span>}
      </p>
      <button type="button" className="ops-button ops-button-primary" onClick={onDone}>
        {t('ops.members.done')}
      </button>
    </section>
  );
}
