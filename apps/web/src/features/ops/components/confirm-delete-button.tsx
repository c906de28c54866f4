// Deleting content takes two clicks: the first asks, the second deletes.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function ConfirmDeleteButton({
  name,
  disabled,
  onConfirm,
}: {
  /** What is deleted, for the buttons' accessible names. */
  name: string;
  disabled: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const [isAsking, setIsAsking] = useState(false);
  if (!isAsking) {
    return (
      <button
        type="button"
        className="ops-button ops-button-danger"
        disabled={disabled}
        aria-label={t('ops.content.deleteNamed', { name })}
        onClick={() => setIsAsking(true)}
      >
        {t('ops.content.delete')}
      </button>
    );
  }
  return (
    <span className="ops-row-buttons">
      <button
        type="button"
        className="ops-button ops-button-danger"
        disabled={disabled}
        aria-label={t('ops.content.confirmDeleteNamed', { name })}
        onClick={() => {
          setIsAsking(false);
          onConfirm();
        }}
      >
        {t('ops.content.confirmDelete')}
      </button>
      <button type="button" className="ops-button" onClick={() => setIsAsking(false)}>
        {t('ops.content.cancel')}
      </button>
    </span>
  );
}
