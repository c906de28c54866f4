// Moving money between the main wallet and one vendor's game wallet (GCS_walletTransfer): IN
// fills the game wallet from the main one, OUT brings it back. "All" fills in everything the
// source holds. The idempotency key stays the same while the request does (a retry is one move).
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGameWallet } from '@wps/contracts/wallet/merchant-wallet';
import { GameWalletAmountField } from '../../components/form/game-wallet-amount-field';
import { SubmitRow } from '../../components/form/submit-row';
import { useForm } from '../../components/form/use-form';
import { callApi } from '../../lib/api-client';
import { checkAmount, formatMinor } from '../../lib/money-amount';
import { useRequestKey } from '../../lib/use-request-key';
import { useMoneyMoved } from './use-wallet-data';
import { walletTransferEndpoint } from './wallet-endpoints';

export type Direction = 'IN' | 'OUT';

export function GameWalletTransfer({
  wallet,
  direction,
  mainBalance,
  onDone,
  onCancel,
}: {
  wallet: TGameWallet;
  direction: Direction;
  /** Minor units in the main wallet. */
  mainBalance: bigint;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const requestKey = useRequestKey();
  const moneyMoved = useMoneyMoved();
  const available = direction === 'IN' ? mainBalance : BigInt(wallet.balance);
  const form = useForm<'amount'>({ amount: '' }, (_name, all) => {
    const checked = checkAmount(all.amount, t);
    if (checked.minor === null) return checked.error;
    return checked.minor > available ? t('errors.INSUFFICIENT_FUNDS') : null;
  });
  const id = `wallet-${wallet.vendor}-${direction}-amount`;

  const onSubmit = (event: FormEvent) =>
    form.submit(event, {
      fields: ['amount'],
      onInvalid: () => document.getElementById(id)?.focus(),
      send: async () => {
        const amount = checkAmount(form.values.amount, t).minor!.toString();
        const request = { vendor: wallet.vendor, direction, amount };
        await callApi(walletTransferEndpoint, {
          body: { ...request, idempotencyKey: requestKey.keyFor(request) },
        });
        requestKey.settle();
        await moneyMoved();
        onDone(
          t(direction === 'IN' ? 'wallet.games.doneIn' : 'wallet.games.doneOut', {
            amount: formatMinor(amount),
            vendor: wallet.displayName,
          }),
        );
      },
    });

  const title = t(direction === 'IN' ? 'wallet.games.inTitle' : 'wallet.games.outTitle', {
    vendor: wallet.displayName,
  });
  return (
    <form
      className="form wallet-move"
      noValidate
      aria-label={title}
      onSubmit={(e) => void onSubmit(e)}
    >
      <p className="wallet-move__title">{title}</p>
      <GameWalletAmountField
        id={id}
        available={available}
        value={form.values.amount}
        onChange={form.setValue('amount')}
        error={form.errors.amount}
      />
      <SubmitRow
        problem={form.problem}
        busy={form.isSending}
        label={form.isSending ? t('wallet.transfer.sending') : t('wallet.games.confirm')}
      />
      <button type="button" className="button button--ghost" onClick={onCancel}>
        {t('common.cancel')}
      </button>
    </form>
  );
}
