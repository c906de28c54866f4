// The bar above a framed game of a vendor that keeps its own wallet (a live casino, a sportsbook):
// what the launch moved into the game wallet, the game wallet and the main wallet now, and a
// Transfer button to move money in or out while playing. When the page goes away (the frame is
// left, the tab closes) the game wallet's money goes back to the main wallet
// (GCS_gameWalletLeave); the server does the same when another vendor is launched, so a tab
// closed without the call strands nothing (docs/decisions.md, "Own-wallet vendors").
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLaunchGameResult } from '@wps/contracts/games/launch-game';
import { useWalletBalance } from '../../../api/wallet';
import { GameWalletAmountField } from '../../../components/form/game-wallet-amount-field';
import { SubmitRow } from '../../../components/form/submit-row';
import { useForm } from '../../../components/form/use-form';
import { Modal } from '../../../components/modal/modal';
import { callApi } from '../../../lib/api-client';
import { checkAmount, formatMinor } from '../../../lib/money-amount';
import { sessionCached } from '../../../lib/session-cache';
import { useRequestKey } from '../../../lib/use-request-key';
import {
  gameWalletLeaveEndpoint,
  merchantWalletEndpoint,
  walletTransferEndpoint,
} from '../api/games-endpoints';

export type LaunchWallet = NonNullable<TLaunchGameResult['wallet']>;

/** A leave waiting to be sent: a remount of the same vendor's frame (React's dev re-run) cancels it. */
const pendingLeaves = new Map<string, ReturnType<typeof setTimeout>>();

function sendLeave(vendor: string): void {
  void callApi(gameWalletLeaveEndpoint, {
    body: { idempotencyKey: crypto.randomUUID(), vendor },
    keepalive: true,
  }).catch(() => {
    // Nothing to tell: the next launch of another vendor brings the money back on the server.
  });
}

/** Sends the leave when the page is hidden for good (pagehide) or the frame goes away. */
export function useLeaveOnExit(vendor: string): void {
  useEffect(() => {
    const waiting = pendingLeaves.get(vendor);
    if (waiting !== undefined) {
      clearTimeout(waiting);
      pendingLeaves.delete(vendor);
    }
    const onPageHide = () => sendLeave(vendor);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      pendingLeaves.set(
        vendor,
        setTimeout(() => {
          pendingLeaves.delete(vendor);
          sendLeave(vendor);
        }, 0),
      );
    };
  }, [vendor]);
}

/** The member's game wallets, asked again whenever the streamed balance changes. */
function useGameWallets() {
  const balance = useWalletBalance();
  const version = balance.data ? `${balance.data.balance}:${balance.data.inGames}` : '';
  const wallets = useQuery({
    queryKey: ['member', 'wallet', 'merchant', version],
    ...sessionCached('merchantWallet', undefined, ({ signal }) =>
      callApi(merchantWalletEndpoint, { signal }),
    ),
    placeholderData: (previous) => previous,
  });
  return { balance, wallets };
}

export function GameWalletBar({ vendor, launched }: { vendor: string; launched?: LaunchWallet }) {
  const { t } = useTranslation();
  const [isTransferring, setTransferring] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const { balance, wallets } = useGameWallets();
  useLeaveOnExit(vendor);

  const wallet = wallets.data?.wallets.find((w) => w.vendor === vendor);
  const name = wallet?.displayName ?? launched?.gameWallet?.displayName ?? vendor;
  const main = balance.data ? BigInt(balance.data.balance) : null;
  const game = wallet ? BigInt(wallet.balance) : null;
  const movedIn = launched?.gameWallet?.movedIn;

  const held = launched?.gameWallet?.balance ?? '0';
  let notice: string | null = done;
  if (notice === null && game === 0n && main !== null && main > 0n) {
    // Played empty (or opened empty) while the main wallet has money: the way to go on.
    notice = t('games.wallet.emptyGame', { vendor: name });
  } else if (notice === null && movedIn !== undefined) {
    if (movedIn !== '0') {
      notice = t('games.wallet.movedIn', { amount: formatMinor(movedIn), vendor: name });
    } else if (held !== '0') {
      // Nothing more to move: the money was in this game wallet already.
      notice = t('games.wallet.already', { amount: formatMinor(held), vendor: name });
    } else {
      notice = t('games.wallet.nothingMoved', { vendor: name });
    }
  }

  return (
    <section className="game-wallet" aria-label={t('games.wallet.label', { vendor: name })}>
      <dl className="game-wallet__figures">
        <div>
          <dt>{t('games.wallet.game', { vendor: name })}</dt>
          <dd data-testid="game-wallet-balance">{game === null ? '…' : formatMinor(game)}</dd>
        </div>
        <div>
          <dt>{t('games.wallet.main')}</dt>
          <dd data-testid="main-wallet-balance">{main === null ? '…' : formatMinor(main)}</dd>
        </div>
      </dl>
      <button
        type="button"
        className="button button--small button--primary"
        onClick={() => {
          setDone(null);
          setTransferring(true);
        }}
      >
        {t('games.wallet.transfer')}
      </button>
      {wallets.isError && (
        <p className="game-wallet__notice game-wallet__notice--error" role="alert">
          {t('games.wallet.loadFailed')}
        </p>
      )}
      {notice && (
        <p className="game-wallet__notice" role="status">
          {notice}
        </p>
      )}
      <Modal
        open={isTransferring}
        onClose={() => setTransferring(false)}
        title={t('games.wallet.transferTitle', { vendor: name })}
      >
        <TransferForm
          vendor={vendor}
          name={name}
          main={main ?? 0n}
          game={game ?? 0n}
          onDone={(message) => {
            setDone(message);
            setTransferring(false);
          }}
        />
      </Modal>
    </section>
  );
}

type Direction = 'IN' | 'OUT';

function TransferForm({
  vendor,
  name,
  main,
  game,
  onDone,
}: {
  vendor: string;
  name: string;
  main: bigint;
  game: bigint;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const requestKey = useRequestKey();
  const [direction, setDirection] = useState<Direction>(game > 0n ? 'OUT' : 'IN');
  const available = direction === 'IN' ? main : game;
  const form = useForm<'amount'>({ amount: '' }, (_name, all) => {
    const checked = checkAmount(all.amount, t);
    if (checked.minor === null) return checked.error;
    return checked.minor > available ? t('errors.INSUFFICIENT_FUNDS') : null;
  });

  const onSubmit = (event: FormEvent) =>
    form.submit(event, {
      fields: ['amount'],
      onInvalid: () => document.getElementById('game-wallet-amount')?.focus(),
      send: async () => {
        const amount = checkAmount(form.values.amount, t).minor!.toString();
        const request = { vendor, direction, amount };
        await callApi(walletTransferEndpoint, {
          body: { ...request, idempotencyKey: requestKey.keyFor(request) },
        });
        requestKey.settle();
        onDone(
          t(direction === 'IN' ? 'games.wallet.doneIn' : 'games.wallet.doneOut', {
            amount: formatMinor(amount),
            vendor: name,
          }),
        );
      },
    });

  return (
    <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <fieldset className="game-wallet__directions">
        <legend>{t('games.wallet.direction')}</legend>
        {(['IN', 'OUT'] as const).map((d) => (
          <label key={d} className="game-wallet__direction">
            <input
              type="radio"
              name="direction"
              value={d}
              checked={direction === d}
              onChange={() => setDirection(d)}
            />
            {t(d === 'IN' ? 'games.wallet.in' : 'games.wallet.out', { vendor: name })}
          </label>
        ))}
      </fieldset>
      <GameWalletAmountField
        id="game-wallet-amount"
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
    </form>
  );
}
