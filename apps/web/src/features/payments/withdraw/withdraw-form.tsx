// The withdrawal request: a bound bank account, the amount within the money settings' limits
// (the fee is held on top), and the payment password while the settings require it. Without a
// bank account or a payment password it points to the security centre instead.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSecurityCentre } from '@wps/contracts/account/security-centre';
import type { TWithdrawalRequested } from '@wps/contracts/payment/request-withdrawal';
import type { TMoneySettings } from '@wps/contracts/wallet/money-settings';
import { walletBalanceKey } from '../../../api/wallet';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { checkAmount, formatMinor } from '../../../lib/money-amount';
import { useRequestKey } from '../../../lib/use-request-key';
import { paymentsKey } from '../api/use-deposits';
import { requestWithdrawal, withdrawalsKey } from '../api/use-withdrawals';
import { AmountField } from '../components/amount-field';
import { DonePanel } from '../components/done-panel';
import { FormField } from '../../../components/form/form-field';
import { feeOf, formatBps } from '../fee';

const PAYMENT_PASSWORD = /^[0-9]{6}$/;

/** The largest amount whose fee on top the balance still covers. */
function largestCovered(balance: bigint, feeBps: number): bigint {
  let amount = (balance * 10_000n) / (10_000n + BigInt(feeBps));
  while (amount > 0n && amount + feeOf(amount, 0n, feeBps) > balance) amount -= 1n;
  return amount;
}

interface Errors {
  amount: string | null;
  paymentPassword: string | null;
}

export function WithdrawForm({
  options,
  security,
  balance,
  onSecurityCentre,
}: {
  options: TMoneySettings;
  security: TSecurityCentre;
  /** The member's spendable cash, minor units; null while it loads. */
  balance: bigint | null;
  /** Bank accounts and the payment password are set up there. */
  /** Opens the security centre; 'kyc' scrolls to and focuses its identity check. */
  onSecurityCentre: (anchor?: 'kyc') => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const radioName = useId();
  const accounts = security.bankAccounts;
  const [accountId, setAccountId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({ amount: null, paymentPassword: null });
  const [problem, setProblem] = useState<string | null>(null);
  /** KYC_REQUIRED: the way to the identity check in "my account". */
  const [needsKyc, setNeedsKyc] = useState(false);
  // The server said this withdrawal would forfeit the active bonus: ask, then send with the flag.
  const [isAskingForfeit, setAskingForfeit] = useState(false);
  const forfeitBonus = useRef(false);
  const [busy, setBusy] = useState(false);
  const [requested, setRequested] = useState<TWithdrawalRequested | null>(null);
  const sending = useRef(false);
  const requestKey = useRequestKey();

  const min = BigInt(options.withdrawalMin);
  const max = BigInt(options.withdrawalMax);
  const needsPassword = options.paymentPasswordRequired;
  const toSecurityCentre = (
    <button type="button" className="button button--primary" onClick={() => onSecurityCentre()}>
      {t('payments.withdraw.toSecurityCentre')}
    </button>
  );

  if (accounts.length === 0) {
    return (
      <div className="pay-notice" role="note">
        <p>{t('payments.withdraw.noBankAccount')}</p>
        {toSecurityCentre}
      </div>
    );
  }
  if (needsPassword && !security.hasPaymentPassword) {
    return (
      <div className="pay-notice" role="note">
        <p>{t('payments.withdraw.noPaymentPassword')}</p>
        {toSecurityCentre}
      </div>
    );
  }

  const account = accounts.find((a) => a.id === accountId) ?? accounts[0]!;
  const preview = checkAmount(amount, t, { min, max });
  const fee = preview.minor === null ? null : feeOf(preview.minor, 0n, options.withdrawalFeeBps);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const checked = checkAmount(amount, t, { min, max });
    const next: Errors = { amount: checked.error, paymentPassword: null };
    if (checked.minor !== null && balance !== null) {
      const total = checked.minor + feeOf(checked.minor, 0n, options.withdrawalFeeBps);
      if (total > balance) next.amount = t('errors.INSUFFICIENT_FUNDS');
    }
    if (needsPassword && !PAYMENT_PASSWORD.test(paymentPassword)) {
      next.paymentPassword = t('payments.withdraw.paymentPasswordFormat');
    }
    setErrors(next);
    setProblem(null);
    if (checked.minor === null || next.amount || next.paymentPassword) return;

    const request = {
      bankAccountId: account.id,
      amount: checked.minor.toString(),
      ...(needsPassword ? { paymentPassword } : {}),
      ...(forfeitBonus.current ? { forfeitBonus: true } : {}),
    };
    forfeitBonus.current = false;
    setAskingForfeit(false);
    sending.current = true;
    setBusy(true);
    try {
      const answer = await requestWithdrawal({
        ...request,
        idempotencyKey: requestKey.keyFor(request),
      });
      requestKey.settle();
      setRequested(answer);
      setAmount('');
      setPaymentPassword('');
      void queryClient.invalidateQueries({ queryKey: withdrawalsKey });
      void queryClient.invalidateQueries({ queryKey: walletBalanceKey });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      if (code === 'BONUS_FORFEIT_REQUIRED') {
        setAskingForfeit(true);
      } else if (code === 'PAYMENT_PASSWORD_WRONG' || code === 'PAYMENT_PASSWORD_REQUIRED') {
        setErrors({ ...next, paymentPassword: errorText(error, t) });
      } else if (code === 'AMOUNT_OUT_OF_RANGE' || code === 'INSUFFICIENT_FUNDS') {
        setErrors({ ...next, amount: errorText(error, t) });
      } else {
        setProblem(errorText(error, t));
        setNeedsKyc(code === 'KYC_REQUIRED');
        // A bank account or payment password changed elsewhere: read them again.
        if (code === 'NOT_FOUND' || code === 'PAYMENT_PASSWORD_NOT_SET') {
          void queryClient.invalidateQueries({ queryKey: paymentsKey });
        }
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  if (requested) {
    return (
      <DonePanel
        title={t('payments.withdraw.requestedTitle')}
        text={t('payments.withdraw.requested', {
          reference: requested.reference,
          amount: formatMinor(requested.amount),
          total: formatMinor(requested.total),
        })}
        againLabel={t('payments.withdraw.another')}
        onAgain={() => setRequested(null)}
      />
    );
  }

  return (
    <form className="pay-form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="pay-accounts">
        <legend className="form-field__label">{t('payments.withdraw.bankAccount')}</legend>
        {accounts.map((a) => (
          <label
            key={a.id}
            className={`pay-channel pay-account${a.id === account.id ? ' pay-channel--selected' : ''}`}
          >
            <input
              className="pay-channel__radio"
              type="radio"
              name={radioName}
              checked={a.id === account.id}
              onChange={() => setAccountId(a.id)}
            />
            <span className="pay-channel__name">{a.bankName}</span>
            <span className="pay-channel__facts">
              <span>{a.accountName}</span>
              <span className="pay-record__ref">{a.maskedAccountNumber}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <AmountField
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setErrors((e) => ({ ...e, amount: null }));
        }}
        error={errors.amount}
        min={min}
        max={max}
        quickMax={balance === null ? max : largestCovered(balance, options.withdrawalFeeBps)}
      />
      <p className="pay-summary" aria-live="polite">
        {fee !== null && preview.minor !== null
          ? t('payments.withdraw.feeLine', {
              fee: formatMinor(fee),
              total: formatMinor(preview.minor + fee),
            })
          : options.withdrawalFeeBps === 0
            ? t('payments.fee.none')
            : t('payments.withdraw.feeRule', { percent: formatBps(options.withdrawalFeeBps) })}
      </p>
      {needsPassword ? (
        <FormField label={t('payments.withdraw.paymentPassword')} error={errors.paymentPassword}>
          {(control) => (
            <input
              {...control}
              className="form-field__input"
              type="password"
              name="paymentPassword"
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              value={paymentPassword}
              onChange={(event) => {
                setPaymentPassword(event.target.value.replace(/\D/g, ''));
                setErrors((e) => ({ ...e, paymentPassword: null }));
              }}
            />
          )}
        </FormField>
      ) : null}
      <p className="pay-problem" role="alert">
        {problem ?? ''}
      </p>
      {needsKyc && (
        <button type="button" className="button" onClick={() => onSecurityCentre('kyc')}>
          {t('payments.withdraw.verifyIdentity')}
        </button>
      )}
      {isAskingForfeit ? (
        <div
          className="pay-confirm"
          role="alertdialog"
          aria-label={t('payments.withdraw.forfeitTitle')}
        >
          <p>{t('payments.withdraw.forfeitText')}</p>
          <button
            type="submit"
            className="button button--danger"
            disabled={busy}
            onClick={() => {
              forfeitBonus.current = true;
            }}
          >
            {t('payments.withdraw.forfeitConfirm')}
          </button>
          <button type="button" className="button" onClick={() => setAskingForfeit(false)}>
            {t('payments.withdraw.forfeitCancel')}
          </button>
        </div>
      ) : null}
      <button type="submit" className="button button--primary pay-submit" disabled={busy}>
        {t('payments.withdraw.submit')}
      </button>
    </form>
  );
}
