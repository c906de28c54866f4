// The member centre's transferFund page ("my wallet"): the main wallet, bonus, funds on hold and
// the total, then a game wallet per vendor that keeps its own (GCS_merchantWallet) with moves in
// and out, and "all back to main", which empties every game wallet into the main one.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGameWallet } from '@wps/contracts/wallet/merchant-wallet';
import { useWalletBalance } from '../../api/wallet';
import { callApi } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { formatMinor } from '../../lib/money-amount';
import { GameWalletTransfer, type Direction } from './game-wallet-transfer';
import { useFunds, useMerchantWallet, useMoneyMoved } from './use-wallet-data';
import { walletTransferEndpoint } from './wallet-endpoints';
import '../../styles/member-page.css';
import './wallet.css';

/** Empties every game wallet with money into the main wallet, one move each. */
function useAllBackToMain() {
  const { t } = useTranslation();
  const moneyMoved = useMoneyMoved();
  // A key per (vendor, amount): a move that failed keeps its key, so trying again is one move.
  const keys = useRef(new Map<string, string>());
  const [isBusy, setBusy] = useState(false);

  const run = async (wallets: readonly TGameWallet[]) => {
    setBusy(true);
    let moved = 0n;
    const failed: string[] = [];
    for (const wallet of wallets) {
      if (BigInt(wallet.balance) <= 0n) continue;
      const request = { vendor: wallet.vendor, direction: 'OUT' as const, amount: wallet.balance };
      const fingerprint = JSON.stringify(request);
      let key = keys.current.get(fingerprint);
      if (key === undefined) {
        key = crypto.randomUUID();
        keys.current.set(fingerprint, key);
      }
      try {
        await callApi(walletTransferEndpoint, { body: { ...request, idempotencyKey: key } });
        keys.current.delete(fingerprint);
        moved += BigInt(wallet.balance);
      } catch (error) {
        failed.push(`${wallet.displayName}: ${errorText(error, t)}`);
      }
    }
    await moneyMoved();
    setBusy(false);
    return { moved, failed };
  };
  return { run, isBusy };
}

export function TransferFundPage() {
  const { t } = useTranslation();
  const funds = useFunds();
  const merchant = useMerchantWallet();
  // Locked and withdrawable are the server's rule (the balance API), not worked out here.
  const wallet = useWalletBalance();
  const allBack = useAllBackToMain();
  const [moving, setMoving] = useState<{ vendor: string; direction: Direction } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const title = <h3 className="mc-page__title">{t('wallet.fund.title')}</h3>;
  if (funds.isError || merchant.isError || wallet.isError) {
    return (
      <div className="mc-page">
        {title}
        <p className="form__problem" role="alert">
          {t('errors.loadFailed')}
        </p>
      </div>
    );
  }
  if (!funds.data || !merchant.data || !wallet.data) {
    return (
      <div className="mc-page">
        {title}
        <p className="mc-note" role="status">
          {t('common.loading')}
        </p>
      </div>
    );
  }
  const mainBalance = BigInt(funds.data.balance);
  const wallets = merchant.data.wallets;
  const hasGameMoney = wallets.some((w) => BigInt(w.balance) > 0n);

  const totals = [
    ['main', funds.data.balance],
    ['bonus', funds.data.bonus],
    ['held', funds.data.held],
    ['locked', wallet.data.locked],
    ['withdrawable', wallet.data.withdrawable],
    ['total', merchant.data.sumBalance],
  ] as const;

  const bringAllBack = async () => {
    setDone(null);
    setProblem(null);
    setMoving(null);
    const { moved, failed } = await allBack.run(wallets);
    if (moved > 0n) setDone(t('wallet.games.allDone', { amount: formatMinor(moved) }));
    if (failed.length > 0) setProblem(failed.join(' '));
  };

  return (
    <div className="mc-page">
      {title}
      <section className="mc-card" aria-label={t('wallet.fund.summary')}>
        <dl className="mc-tiles wallet-totals">
          {totals.map(([key, amount]) => (
            <div key={key} className={`mc-tile wallet-total--${key}`}>
              <dt>{t(`wallet.${key}`)}</dt>
              <dd>{formatMinor(amount)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="mc-card" aria-labelledby="wallet-games-title">
        <div className="mc-card__head">
          <h4 id="wallet-games-title" className="mc-card__title">
            {t('wallet.games.title')}
          </h4>
          {!merchant.data.isSingle && (
            <button
              type="button"
              className="button button--small"
              disabled={!hasGameMoney || allBack.isBusy}
              onClick={() => void bringAllBack()}
            >
              {allBack.isBusy ? t('wallet.transfer.sending') : t('wallet.games.allBack')}
            </button>
          )}
        </div>
        {merchant.data.isSingle ? (
          <p className="mc-note">{t('wallet.games.single')}</p>
        ) : (
          <ul className="wallet-games">
            {wallets.map((wallet) => {
              const isOpen = moving?.vendor === wallet.vendor;
              return (
                <li key={wallet.vendor} className="wallet-game">
                  <div className="wallet-game__row">
                    <span className="wallet-game__name">{wallet.displayName}</span>
                    <span className="wallet-game__balance">{formatMinor(wallet.balance)}</span>
                    <span className="wallet-game__actions">
                      {(['IN', 'OUT'] as const).map((direction) => (
                        <button
                          key={direction}
                          type="button"
                          className="button button--small"
                          aria-label={t(
                            direction === 'IN' ? 'wallet.games.inTitle' : 'wallet.games.outTitle',
                            { vendor: wallet.displayName },
                          )}
                          aria-expanded={isOpen && moving?.direction === direction}
                          disabled={allBack.isBusy}
                          onClick={() => {
                            setDone(null);
                            setProblem(null);
                            setMoving(
                              isOpen && moving?.direction === direction
                                ? null
                                : { vendor: wallet.vendor, direction },
                            );
                          }}
                        >
                          {t(direction === 'IN' ? 'wallet.games.in' : 'wallet.games.out')}
                        </button>
                      ))}
                    </span>
                  </div>
                  {isOpen && moving && (
                    <GameWalletTransfer
                      key={moving.direction}
                      wallet={wallet}
                      direction={moving.direction}
                      mainBalance={mainBalance}
                      onCancel={() => setMoving(null)}
                      onDone={(message) => {
                        setMoving(null);
                        setDone(message);
                      }}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <p className="form__problem" role="alert">
          {problem ?? ''}
        </p>
        <p className="mc-done" role="status">
          {done ?? ''}
        </p>
      </section>
    </div>
  );
}
