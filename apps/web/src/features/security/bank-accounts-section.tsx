// The bank accounts card: the accounts bound for withdrawals (numbers masked), binding one more
// while under the limit, and unbinding one after a confirmation. An account's name must be the
// payee name; the first account bound while none is set names the payee.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBankAccount } from '@wps/contracts/account/bank-account-fields';
import type { TSecurityCentre } from '@wps/contracts/account/security-centre';
import { TextField } from '../../components/form/form-field';
import { useForm } from '../../components/form/use-form';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { callApi } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { Section } from './section';
import { bindBankAccountEndpoint, unbindBankAccountEndpoint } from './security-endpoints';
import { useSecurityChanged } from './use-security-centre';
import { SaveRow } from './save-row';

type Field = 'bankName' | 'accountName' | 'accountNumber';

/** The contract's bounds (bank-account-fields.ts). */
const limits: Record<Exclude<Field, 'accountNumber'>, [number, number]> = {
  bankName: [2, 60],
  accountName: [2, 100],
};

/** The account number as sent: spaces and dashes people type between groups are dropped. */
const cleanNumber = (text: string) => text.replace(/[\s-]/g, '');

function BindForm({
  payeeName,
  onDone,
  onCancel,
}: {
  payeeName: string | null;
  onDone: (account: TBankAccount) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const changed = useSecurityChanged();
  const form = useForm<Field>(
    { bankName: '', accountName: payeeName ?? '', accountNumber: '' },
    (name, all) => {
      const value = name === 'accountNumber' ? cleanNumber(all[name]) : all[name].trim();
      if (value === '') return t('validation.required');
      if (name === 'accountNumber') {
        return /^[0-9]{6,30}$/.test(value) ? null : t('security.bank.numberFormat');
      }
      const [min, max] = limits[name];
      if (value.length < min || value.length > max) {
        return t('validation.length', { range: `${min}-${max}` });
      }
      return null;
    },
  );
  const { values, errors } = form;
  const onSubmit = (event: FormEvent) =>
    form.submit(event, {
      fields: ['bankName', 'accountName', 'accountNumber'],
      onInvalid: (first) => document.getElementById(`bank-${first}`)?.focus(),
      send: async () => {
        const account = await callApi(bindBankAccountEndpoint, {
          body: {
            bankName: values.bankName.trim(),
            accountName: values.accountName.trim(),
            accountNumber: cleanNumber(values.accountNumber),
          },
        });
        await changed();
        onDone(account);
      },
    });
  return (
    <form
      className="form mc-card__form"
      noValidate
      aria-label={t('security.bank.bindTitle')}
      onSubmit={(e) => void onSubmit(e)}
    >
      <TextField
        id="bank-bankName"
        label={t('security.bank.bankName')}
        name="bankName"
        maxLength={60}
        required
        value={values.bankName}
        onChange={form.setValue('bankName')}
        error={errors.bankName}
      />
      <TextField
        id="bank-accountName"
        label={t('security.bank.accountName')}
        name="accountName"
        autoComplete="name"
        maxLength={100}
        required
        hint={
          payeeName === null
            ? t('security.bank.accountNameFirst')
            : t('security.bank.accountNameRule', { name: payeeName })
        }
        value={values.accountName}
        onChange={form.setValue('accountName')}
        error={errors.accountName}
      />
      <TextField
        id="bank-accountNumber"
        label={t('security.bank.accountNumber')}
        name="accountNumber"
        inputMode="numeric"
        autoComplete="off"
        maxLength={40}
        required
        value={values.accountNumber}
        onChange={form.setValue('accountNumber')}
        error={errors.accountNumber}
      />
      <SaveRow form={form} label={t('security.bank.bind')} onCancel={onCancel} />
    </form>
  );
}

function UnbindDialog({
  account,
  onClose,
  onDone,
}: {
  account: TBankAccount;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const changed = useSecurityChanged();
  const [isSending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const unbind = async () => {
    setSending(true);
    setProblem(null);
    try {
      await callApi(unbindBankAccountEndpoint, { params: { id: account.id } });
      await changed();
      onDone();
    } catch (error) {
      setSending(false);
      setProblem(errorText(error, t));
    }
  };
  return (
    <ConfirmDialog
      texts={{
        title: t('security.bank.unbindTitle'),
        effect: t('security.bank.unbindConfirm', {
          bank: account.bankName,
          number: account.maskedAccountNumber,
        }),
        confirm: t('security.bank.unbind'),
        back: t('common.cancel'),
      }}
      isBusy={isSending}
      problem={problem}
      onConfirm={() => void unbind()}
      onClose={onClose}
    />
  );
}

export function BankAccountsSection({ data }: { data: TSecurityCentre }) {
  const { t } = useTranslation();
  const [isBinding, setBinding] = useState(false);
  const [unbinding, setUnbinding] = useState<TBankAccount | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const accounts = data.bankAccounts;
  const canBind = accounts.length < data.maxBankAccounts;
  return (
    <Section
      title={t('security.bank.title')}
      action={
        <span className="mc-note">
          {t('security.bank.count', { count: accounts.length, max: data.maxBankAccounts })}
        </span>
      }
    >
      {accounts.length === 0 ? (
        <p className="mc-note">{t('security.bank.none')}</p>
      ) : (
        <ul className="security-banks">
          {accounts.map((account) => (
            <li key={account.id} className="security-bank">
              <div className="security-bank__text">
                <strong>{account.bankName}</strong>
                <span>{account.accountName}</span>
                <span className="security-bank__number">{account.maskedAccountNumber}</span>
              </div>
              <button
                type="button"
                className="button button--small button--ghost"
                aria-label={t('security.bank.unbindNamed', {
                  bank: account.bankName,
                  number: account.maskedAccountNumber,
                })}
                onClick={() => {
                  setDone(null);
                  setUnbinding(account);
                }}
              >
                {t('security.bank.unbind')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {isBinding ? (
        <BindForm
          payeeName={data.payeeName}
          onCancel={() => setBinding(false)}
          onDone={(account) => {
            setBinding(false);
            setDone(
              t('security.bank.bound', {
                bank: account.bankName,
                number: account.maskedAccountNumber,
              }),
            );
          }}
        />
      ) : canBind ? (
        <button
          type="button"
          className="button security-bank__add"
          onClick={() => {
            setDone(null);
            setBinding(true);
          }}
        >
          {t('security.bank.add')}
        </button>
      ) : (
        <p className="mc-note">{t('security.bank.limitReached')}</p>
      )}
      <p className="mc-done" role="status">
        {done ?? ''}
      </p>
      {unbinding && (
        <UnbindDialog
          account={unbinding}
          onClose={() => setUnbinding(null)}
          onDone={() => {
            setDone(
              t('security.bank.unbound', {
                bank: unbinding.bankName,
                number: unbinding.maskedAccountNumber,
              }),
            );
            setUnbinding(null);
          }}
        />
      )}
    </Section>
  );
}
