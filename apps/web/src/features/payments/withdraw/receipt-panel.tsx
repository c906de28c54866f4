// The player's answer to a paid withdrawal (spec 4), each choice with what it means: received in
// part, received in full (both close the withdrawal), or not received with 1 to 3 proof images. Unanswered, it counts as received at receiptDueAt, and a receipt
// counted that way (forced) means no refund; the panel says both.
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReceiptAnswer, TWithdrawal } from '@wps/contracts/payment/withdrawal-fields';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { Modal } from '../../../components/modal/modal';
import { formatMinor } from '../../../lib/money-amount';
import { useSiteFormat } from '../../../lib/use-site-format';
import { answerReceipt, withdrawalsKey } from '../api/use-withdrawals';
import { ProofUploader } from '../components/proof-uploader';
import { proofsProblem, useProofUploads } from '../components/use-proof-uploads';

export function ReceiptPanel({ withdrawal }: { withdrawal: TWithdrawal }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<'received' | 'full_payment' | null>(null);
  const [isDisputing, setIsDisputing] = useState(false);
  const [proofError, setProofError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const proofs = useProofUploads();
  const format = useSiteFormat();

  const send = async (answer: TReceiptAnswer) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setProblem(null);
    try {
      const updated = await answerReceipt(
        withdrawal.reference,
        answer === 'not_received' ? { answer, proofIds: proofs.proofIds } : { answer },
      );
      setConfirming(null);
      // The answer is the withdrawal as it now stands; the list shows it at once.
      queryClient.setQueriesData<{ items: TWithdrawal[] }>({ queryKey: withdrawalsKey }, (old) =>
        old
          ? {
              ...old,
              items: old.items.map((w) => (w.reference === updated.reference ? updated : w)),
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: withdrawalsKey });
    } catch (error) {
      setConfirming(null);
      setProblem(errorText(error, t));
      // Already answered or counted as received meanwhile: show how it stands now.
      if (error instanceof ApiError && error.code === 'INVALID_STATE') {
        void queryClient.invalidateQueries({ queryKey: withdrawalsKey });
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const sendDispute = () => {
    const proofProblem = proofsProblem(proofs, t);
    setProofError(proofProblem);
    if (proofProblem === null) void send('not_received');
  };

  const amount = formatMinor(withdrawal.amount);
  return (
    <div className="pay-receipt">
      <p className="pay-receipt__question">
        {t('payments.receipt.question', {
          amount,
          bank: withdrawal.bankAccount.bankName,
          account: withdrawal.bankAccount.maskedAccountNumber,
        })}
      </p>
      {withdrawal.receiptDueAt ? (
        <p className="pay-receipt__deadline">
          {t('payments.receipt.deadline', { time: format.deadline(withdrawal.receiptDueAt) })}
        </p>
      ) : null}
      {!isDisputing ? (
        <ul className="pay-receipt__choices">
          {(
            [
              ['fullPayment', () => setConfirming('full_payment'), true],
              ['received', () => setConfirming('received'), false],
              ['notReceived', () => setIsDisputing(true), false],
            ] as const
          ).map(([choice, choose, isMain]) => (
            <li key={choice}>
              <button
                type="button"
                className={`button button--small${isMain ? ' button--primary' : ''}`}
                aria-describedby={`${withdrawal.reference}-${choice}`}
                disabled={busy}
                onClick={choose}
              >
                {t(`payments.receipt.${choice}`)}
              </button>
              <span id={`${withdrawal.reference}-${choice}`} className="pay-receipt__meaning">
                {t(`payments.receipt.meaning.${choice}`, { amount })}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <div className="pay-receipt__dispute">
          <ProofUploader
            uploads={proofs}
            label={t('payments.receipt.proofLabel')}
            error={proofError}
          />
          <div className="pay-receipt__actions">
            <button
              type="button"
              className="button button--primary button--small"
              disabled={busy}
              onClick={sendDispute}
            >
              {t('payments.receipt.sendNotReceived')}
            </button>
            <button
              type="button"
              className="button button--small button--ghost"
              disabled={busy}
              onClick={() => {
                setIsDisputing(false);
                setProofError(null);
                proofs.clear();
              }}
            >
              {t('common.cancel')}
            </button>
          </div>
        </div>
      )}
      <p className="pay-problem" role="alert">
        {problem ?? ''}
      </p>
      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('payments.receipt.confirmTitle')}
        className="pay-confirm"
      >
        <p>
          {t(
            confirming === 'full_payment'
              ? 'payments.receipt.confirmFullPayment'
              : 'payments.receipt.confirmReceived',
            { amount },
          )}
        </p>
        <p className="muted">{t('payments.receipt.noRefund')}</p>
        <div className="pay-confirm__actions">
          <button type="button" className="button" onClick={() => setConfirming(null)}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => confirming && void send(confirming)}
          >
            {t('payments.receipt.confirm')}
          </button>
        </div>
      </Modal>
    </div>
  );
}
