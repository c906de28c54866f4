// The real-account warning (spec 5 "Action guard", 8): a type-4 trial account tried something
// only a real account may do. The confirm button (in_increase_submit) opens registration.
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { useAccountModals } from './account-modals';

export default function NeedRealAccountModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const modals = useAccountModals();
  return (
    <ConfirmDialog
      texts={{
        title: t('auth.guard.title'),
        effect: t('auth.guard.needRealAccount'),
        confirm: t('auth.guard.registerNow'),
        back: t('common.cancel'),
      }}
      onConfirm={() => modals.open({ kind: 'register' })}
      onClose={onClose}
    />
  );
}
