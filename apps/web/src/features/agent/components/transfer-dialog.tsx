// Team management's transfer: cash from the agent's main wallet to one member of its downline,
// through the wallet's existing transfer-to-downline call (spec 6 "agents transfer to a
// downline"). The amount is typed in major units and sent in minor units; the payment password is
// asked while the money settings require it; one idempotency key per transfer, the same again
// while the request is unchanged (a retry or a double click is one transfer).
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/form-field';
import { SubmitRow } from '../../../components/form/submit-row';
import { useForm } from '../../../components/form/use-form';
import { Modal } from '../../../components/modal/modal';
import { callApi } from '../../../lib/api-client';
import { checkAmount, formatMinor } from '../../../lib/money-amount';
import { useRequestKey } from '../../../lib/use-request-key';
import { transferDownlineEndpoint, useMoneyOptions } from '../agent-api';

type Field = 'amount' | 'paymentPassword';

export function TransferDialog({ username, onClose }: { username: string; onClose: () => void }) {
  const { t } = useTranslation();
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
          username={username}
          min={BigInt(options.data.transferMin)}
          max={BigInt(options.data.transferMax)}
          isPaymentPasswordRequired={options.data.paymentPasswordRequired}
        />
      )}
    </Modal>
  );
}

function TransferForm({
  username,
  min,
  max,
  isPaymentPasswordRequired,
}: {
  username: string;
  min: bigint;
  max: bigint;
  isPaymentPasswordRequired: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const requestKey = useRequestKey();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<Field>({ amount: '', paymentPassword: '' }, (name, all) => {
    if (name === 'amount') return checkAmount(all.amount, t, { min, max }).error;
    if (all.paymentPassword === '') return t('validation.required');
    return /^[0-9]{6}$/.test(all.paymentPassword) ? null : t('agent.transfer.passwordFormat');
  });
  const { values, errors } = form;
  const fields: Field[] = [
    'amount',
    ...(isPaymentPasswordRequired ? (['paymentPassword'] as const) : []),
  ];

  const onSubmit = (event: FormEvent) =>
    form.submit(event, {
      fields,
      onInvalid: (first) => document.getElementById(`agent-transfer-${first}`)?.focus(),
      send: async () => {
        setDone(null);
        const amount = checkAmount(values.amount, t, { min, max }).minor!.toString();
        const request = {
          username,
          amount,
          ...(isPaymentPasswordRequired ? { paymentPassword: values.paymentPassword } : {}),
        };
        const result = await callApi(transferDownlineEndpoint, {
          body: { ...request, idempotencyKey: requestKey.keyFor(request) },
        });
        requestKey.settle();
        form.setValues({ amount: '', paymentPassword: '' });
        setDone(
          t('agent.transfer.done', {
            amount: formatMinor(amount),
            balance: formatMinor(result.balance),
          }),
        );
        // The header's balance, the funds and the downline's balances.
        await queryClient.invalidateQueries({ queryKey: ['member'] });
      },
    });

  return (
    <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <TextField
        id="agent-transfer-amount"
        label={t('money.amount.label')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        maxLength={24}
        required
        hint={t('money.amount.range', { min: formatMinor(min), max: formatMinor(max) })}
        value={values.amount}
        onChange={form.setValue('amount')}
        error={errors.amount}
      />
      {isPaymentPasswordRequired && (
        <TextField
          id="agent-transfer-paymentPassword"
          label={t('agent.transfer.paymentPassword')}
          name="paymentPassword"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          required
          value={values.paymentPassword}
          onChange={form.setValue('paymentPassword')}
          error={errors.paymentPassword}
        />
      )}
      <p className="mc-done" role="status">
        {done ?? ''}
      </p>
      <SubmitRow problem={form.problem} busy={form.isSending} label={t('agent.transfer.send')} />
    </form>
  );
}
