// The launched game in a frame filling the page under the header (header-only routes).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GameWalletBar, type LaunchWallet } from './game-wallet';
import '../games.css';

export function GameFrame({
  src,
  title,
  wallet,
}: {
  src: string;
  title?: string;
  /** A vendor that keeps its own wallet: its bar above the game, what the launch moved. */
  wallet?: { vendor: string; launched?: LaunchWallet | undefined };
}) {
  const { t } = useTranslation();
  return (
    <div className="game-frame">
      {wallet && <GameWalletBar vendor={wallet.vendor} launched={wallet.launched} />}
      <iframe
        className="game-frame__iframe"
        src={src}
        title={title ?? t('games.frame.title')}
        allow="autoplay; fullscreen; clipboard-write"
        allowFullScreen
        referrerPolicy="same-origin"
      />
    </div>
  );
}

/** A message in place of the frame (not allowed, failed, needs login), with its actions. */
export function FrameMessage({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <section className="panel" aria-labelledby="game-frame-message">
      <h1 id="game-frame-message" className="panel__title">
        {title}
      </h1>
      {text && <p className="panel__text">{text}</p>}
      {children}
    </section>
  );
}
