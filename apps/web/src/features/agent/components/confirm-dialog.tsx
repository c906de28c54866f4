// A yes-or-no question before an action that cannot be undone (terminating a contract).
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal/modal';

export function ConfirmDialog({
  title,
  message,
  confirmText,
  isBusy,
  problem,
  onConfirm,
  onClose,
}: {
  title: string;
  message: string;
  confirmText: string;
  isBusy: boolean;
  problem: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open onClose={onClose} title={title} className="confirm-modal">
      <p>{message}</p>
      {problem && (
        <p className="form__problem" role="alert">
          {problem}
        </p>
      )}
      <div className="agent-actions">
        <button type="button" className="button" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={isBusy}
          onClick={onConfirm}
        >
          {confirmText}
        </button>
      </div>
    </Modal>
  );
}
