// The deposit form for one channel: amount (with quick amounts), and for a bank transfer the
// site's bank details, the payer's name and 1 to 3 proof images. A gateway or sandbox channel
// sends the player to its pay page; a bank transfer waits for an operator.
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDepositCreated } from '@wps/contracts/payment/create-deposit';
import type { TMemberChannel } from '@wps/contracts/payment/fields';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { checkAmount, formatMinor } from '../../../lib/money-amount';
import { useRequestKey } from '../../../lib/use-request-key';
import { createDeposit, depositsKey } from '../api/use-deposits';
import { AmountField } from '../components/amount-field';
import { DonePanel } from '../components/done-panel';
import { FormField } from '../../../components/form/form-field';
import { ProofUploader } from '../components/proof-uploader';
import { proofsProblem, useProofUploads } from '../components/use-proof-uploads';
import { feeOf } from '../fee';
import { BankDetails } from './bank-details';

const PAYER_NAME_MAX = 64;

/** Leaves the site for the gateway's pay page (a seam for tests: jsdom cannot navigate). */
export const goToPayPage = {
  assign: (url: string) => window.location.assign(url),
};

interface Errors {
  amount: string | null;
  payerName: string | null;
  proofs: string | null;
}

const noErrors: Errors = { amount: null, payerName: null, proofs: null };

export function DepositForm({ channel }: { channel: TMemberChannel }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [payerName, setPayerName] = useState('');
  const [errors, setErrors] = useState<Errors>(noErrors);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<TDepositCreated | null>(null);
  const sending = useRef(false);
  const requestKey = useRequestKey();
  const proofs = useProofUploads();
  const isBank = channel.needsProof;
  const min = BigInt(channel.min);
  const max = BigInt(channel.max);

  const preview = checkAmount(amount, t, { min, max });
  const fee =
    preview.minor === null ? null : feeOf(preview.minor, BigInt(channel.feeFixed), channel.feeBps);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const checked = checkAmount(amount, t, { min, max });
    const name = payerName.trim();
    const next: Errors = {
      amount: checked.error,
      payerName: isBank && !name ? t('payments.deposit.payerNameRequired') : null,
      proofs: isBank ? proofsProblem(proofs, t) : null,
    };
    setErrors(next);
    setProblem(null);
    if (checked.minor === null || next.payerName || next.proofs) return;

    const request = {
      channelId: channel.id,
      amount: checked.minor.toString(),
      ...(isBank ? { payerName: name, proofIds: proofs.proofIds } : {}),
    };
    sending.current = true;
    setBusy(true);
    try {
      const answer = await createDeposit({
        ...request,
        idempotencyKey: requestKey.keyFor(request),
      });
      requestKey.settle();
      void queryClient.invalidateQueries({ queryKey: depositsKey });
      if (answer.redirectUrl) {
        goToPayPage.assign(answer.redirectUrl);
        return;
      }
      setCreated(answer);
      setAmount('');
      setPayerName('');
      proofs.clear();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'AMOUNT_OUT_OF_RANGE') {
        setErrors({ ...next, amount: errorText(error, t) });
      } else {
        setProblem(errorText(error, t));
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  if (created) {
    return (
      <DonePanel
        title={t('payments.deposit.submittedTitle')}
        text={t('payments.deposit.submitted', {
          reference: created.reference,
          amount: formatMinor(created.amount),
        })}
        againLabel={t('payments.deposit.another')}
        onAgain={() => setCreated(null)}
      />
    );
  }

  return (
    <form className="pay-form" noValidate onSubmit={(event) => void submit(event)}>
      {channel.instructions ? <p className="pay-instructions">{channel.instructions}</p> : null}
      {channel.bank ? <BankDetails bank={channel.bank} /> : null}
      <AmountField
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setErrors((e) => ({ ...e, amount: null }));
        }}
        error={errors.amount}
        min={min}
        max={max}
      />
      {fee !== null && preview.minor !== null ? (
        <p className="pay-summary" aria-live="polite">
          {t('payments.deposit.feeLine', {
            fee: formatMinor(fee),
            credited: formatMinor(preview.minor - fee),
          })}
        </p>
      ) : null}
      {isBank ? (
        <>
          <FormField
            label={t('payments.deposit.payerName')}
            error={errors.payerName}
            hint={t('payments.deposit.payerNameHint')}
          >
            {(control) => (
              <input
                {...control}
                className="form-field__input"
                name="payerName"
                autoComplete="name"
                maxLength={PAYER_NAME_MAX}
                value={payerName}
                onChange={(event) => {
                  setPayerName(event.target.value);
                  setErrors((e) => ({ ...e, payerName: null }));
                }}
              />
            )}
          </FormField>
          <ProofUploader uploads={proofs} label={t('payments.proof.label')} error={errors.proofs} />
        </>
      ) : null}
      <p className="pay-problem" role="alert">
        {problem ?? ''}
      </p>
      <button type="submit" className="button button--primary pay-submit" disabled={busy}>
        {isBank ? t('payments.deposit.submitBank') : t('payments.deposit.submitGateway')}
      </button>
    </form>
  );
}
