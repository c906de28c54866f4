// Team management's transfer: cash from the agent's main wallet to one member of its downline,
// the wallet's own transfer form with the member chosen already (spec 6 "agents transfer to a
// downline").
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal/modal';
import { TransferForm } from '../../wallet/transfer-form';
import { useMoneyOptions } from '../agent-api';

export function TransferDialog({ username, onClose }: { username: string; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const options = useMoneyOptions();
  return (
    <Modal
      open
      onClose={onClose}
      title={t('agent.transfer.title', { username })}
      closeOnBackdrop={false}
    >
      {options.isError ? (
        <p className="form__problem" role="alert">
          {t('errors.loadFailed')}
        </p>
      ) : !options.data ? (
        <p className="mc-note" role="status">
          {t('common.loading')}
        </p>
      ) : (
        <TransferForm
          to="downline"
          payee={username}
          min={BigInt(options.data.transferMin)}
          max={BigInt(options.data.transferMax)}
          isPaymentPasswordRequired={options.data.paymentPasswordRequired}
          // The header's balance, the funds and the downline's balances.
          onMoved={() => queryClient.invalidateQueries({ queryKey: ['member'] })}
        />
      )}
    </Modal>
  );
}
