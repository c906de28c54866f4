// One transfer from the main wallet: to the upline (members) or to a member of the downline by
// username (agents; the agent centre's team management names the member: `payee`). The amount is typed in major units and sent in minor units; the payment
// password is asked while the money settings require it. Each submit carries an idempotency key,
// the same one again while the request is unchanged (a retry or a double click is one transfer).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form/form-field';
import { SubmitRow } from '../../components/form/submit-row';
import { useForm } from '../../components/form/use-form';
import { ApiError, callApi } from '../../lib/api-client';
import { useMemberCentre } from '../../lib/member-centre';
import { checkAmount, formatMinor } from '../../lib/money-amount';
import { useRequestKey } from '../../lib/use-request-key';
import { useMoneyMoved } from './use-wallet-data';
import { transferDownlineEndpoint, transferUplineEndpoint } from './wallet-endpoints';

type Field = 'username' | 'amount' | 'paymentPassword';

export interface TransferFormProps {
  to: 'upline' | 'downline';
  /** Minor units, inclusive (the money settings' transfer limits). */
  min: bigint;
  max: bigint;
  isPaymentPasswordRequired: boolean;
  /** The downline member to pay, chosen already: no username field. */
  payee?: string;
  /** After a transfer (default: the wallet's figures are read again). */
  onMoved?: () => Promise<void>;
}

export function TransferForm({
  to,
  min,
  max,
  isPaymentPasswordRequired,
  payee,
  onMoved,
}: TransferFormProps) {
  const { t } = useTranslation();
  const requestKey = useRequestKey();
  const moneyMoved = useMoneyMoved();
  const memberCentre = useMemberCentre();
  const [done, setDone] = useState<string | null>(null);
  const [needsPaymentPassword, setNeedsPaymentPassword] = useState(false);
  const form = useForm<Field>({ username: '', amount: '', paymentPassword: '' }, (name, all) => {
    if (name === 'username') return all.username.trim() === '' ? t('validation.required') : null;
    if (name === 'amount') return checkAmount(all.amount, t, { min, max }).error;
    if (all.paymentPassword === '') return t('validation.required');
    return /^[0-9]{6}$/.test(all.paymentPassword)
      ? null
      : t('wallet.transfer.paymentPasswordFormat');
  });
  const { values, errors } = form;
  const asksUsername = to === 'downline' && payee === undefined;
  const fields: Field[] = [
    ...(asksUsername ? (['username'] as const) : []),
    'amount',
    ...(isPaymentPasswordRequired ? (['paymentPassword'] as const) : []),
  ];
  const prefix = `transfer-${to}-`;

  const onSubmit = (event: FormEvent) =>
    form.submit(event, {
      fields,
      onInvalid: (first) => document.getElementById(`${prefix}${first}`)?.focus(),
      send: async () => {
        setDone(null);
        setNeedsPaymentPassword(false);
        const amount = checkAmount(values.amount, t, { min, max }).minor!.toString();
        const username = payee ?? values.username.trim();
        const request = {
          amount,
          ...(isPaymentPasswordRequired ? { paymentPassword: values.paymentPassword } : {}),
        };
        try {
          const result =
            to === 'upline'
              ? await callApi(transferUplineEndpoint, {
                  body: { ...request, idempotencyKey: requestKey.keyFor({ to, ...request }) },
                })
              : await callApi(transferDownlineEndpoint, {
                  body: {
                    ...request,
                    username,
                    idempotencyKey: requestKey.keyFor({ to, username, ...request }),
                  },
                });
          requestKey.settle();
          form.setValues({ username: '', amount: '', paymentPassword: '' });
          setDone(
            t('wallet.transfer.done', {
              amount: formatMinor(amount),
              balance: formatMinor(result.balance),
            }),
          );
          void (onMoved ?? moneyMoved)();
        } catch (error) {
          if (error instanceof ApiError && error.code === 'PAYMENT_PASSWORD_NOT_SET') {
            setNeedsPaymentPassword(true);
          }
          throw error;
        }
      },
    });

  return (
    <form
      className="form mc-card__form"
      noValidate
      aria-label={to === 'upline' ? t('wallet.transfer.toUpline') : t('wallet.transfer.toDownline')}
      onSubmit={(e) => void onSubmit(e)}
    >
      {asksUsername && (
        <TextField
          id={`${prefix}username`}
          label={t('wallet.transfer.username')}
          name="username"
          autoComplete="off"
          maxLength={64}
          required
          value={values.username}
          onChange={form.setValue('username')}
          error={errors.username}
        />
      )}
      <TextField
        id={`${prefix}amount`}
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
          id={`${prefix}paymentPassword`}
          label={t('wallet.transfer.paymentPassword')}
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
      <SubmitRow
        problem={form.problem}
        busy={form.isSending}
        label={form.isSending ? t('wallet.transfer.sending') : t('wallet.transfer.submit')}
      />
      {needsPaymentPassword && (
        <button
          type="button"
          className="mc-link"
          onClick={() => memberCentre.open('securityCenter')}
        >
          {t('wallet.toSecurityCentre')}
        </button>
      )}
      <p className="mc-done" role="status">
        {done ?? ''}
      </p>
    </form>
  );
}
