// The real-account warning (spec 5 "Action guard", 8): a type-4 trial account tried something
// only a real account may do. The confirm button (in_increase_submit) opens registration.
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal/modal';
import { useAccountModals } from './account-modals';

export default function NeedRealAccountModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const modals = useAccountModals();
  return (
    <Modal open onClose={onClose} title={t('auth.guard.title')} className="confirm-modal">
      <p>{t('auth.guard.needRealAccount')}</p>
      <div className="confirm-modal__actions">
        <button type="button" className="button" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => modals.open({ kind: 'register' })}
        >
          {t('auth.guard.registerNow')}
        </button>
      </div>
    </Modal>
  );
}
