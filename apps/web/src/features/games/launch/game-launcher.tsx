// The launch helper (spec 3 "Game launch payload", 4, 5). What a card or vendor tile calls to
// open a game:
// - a vendor tile (isGame VASSALAGE) opens a popup listing that vendor's games;
// - real-money play needs a real account's session (else the login popup, or for a type-4
//   account the in_need_true_account warning);
// - lottery and e-lottery go to /lottery with gameCode, vendor and playType;
// - any other game asks /wps/game/launchGame for its URL and opens it framed at /game;
// - free play (games with trial) needs only a session and asks GCS_gameTrialLaunch; a visitor
//   on a site with free play on gets a trial account (type 4, play money) for it first.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { TGameType } from '@wps/contracts/content/game-nav';
import { Modal } from '../../../components/modal/modal';
import { errorText } from '../../../lib/error-text';
import { useLanguage } from '../../../lib/language';
import { launchGame, launchTrial, type LaunchMode } from '../api/use-launch-game';
import { useGamesActionGuard } from './action-guard';
import { gamePageHref, rememberLaunchedUrl } from './framed-url';
import { VendorGamesModal } from './vendor-games-modal';

export interface LaunchTarget {
  gameType: TGameType;
  vassalage: string;
  /** The game to open; a vendor tile has none. */
  gameCode?: string;
  /** VASSALAGE: a vendor tile, which opens the vendor's game list instead of a game. */
  isGame?: 'GAME' | 'VASSALAGE';
  /** What the popup's title shows for a vendor tile. */
  displayName?: string;
  /** The lottery's play type (/lottery?playType=). */
  defaultPlayType?: string;
}

interface GameLauncher {
  launch: (target: LaunchTarget, mode?: LaunchMode) => Promise<void>;
  /** The game being opened right now, if any (its buttons show busy). */
  pendingCode: string | null;
}

const GameLauncherContext = createContext<GameLauncher | null>(null);

export function useGameLauncher(): GameLauncher {
  const launcher = useContext(GameLauncherContext);
  if (!launcher) throw new Error('useGameLauncher outside GameLauncherProvider');
  return launcher;
}

const lotteryTypes: ReadonlySet<TGameType> = new Set(['LOTT', 'ELOTT']);

export function lotteryHref(target: LaunchTarget): string {
  const query = new URLSearchParams({
    gameCode: target.gameCode ?? '',
    vendor: target.vassalage,
    playType: target.defaultPlayType ?? '',
  });
  return `/lottery?${query.toString()}`;
}

export function GameLauncherProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const guard = useGamesActionGuard();
  const navigate = useNavigate();
  const location = useLocation();
  const { language } = useLanguage();
  const [vendorPopup, setVendorPopup] = useState<LaunchTarget | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [pendingCode, setPendingCode] = useState<string | null>(null);
  const backUrl = location.pathname + location.search;

  const launch = useCallback(
    async (target: LaunchTarget, mode: LaunchMode = 'real') => {
      if (target.isGame === 'VASSALAGE' || !target.gameCode) {
        setVendorPopup(target);
        return;
      }
      let isAllowed: boolean;
      try {
        isAllowed =
          mode === 'trial' ? await guard.requireTrialSession() : guard.requireRealAccount();
      } catch (error) {
        setFailure(error);
        return;
      }
      if (!isAllowed) return;
      setVendorPopup(null);
      if (mode === 'real' && lotteryTypes.has(target.gameType)) {
        void navigate(lotteryHref(target));
        return;
      }
      setPendingCode(target.gameCode);
      try {
        const launched =
          mode === 'trial'
            ? await launchTrial({ gameCode: target.gameCode, language })
            : await launchGame({ gameCode: target.gameCode, language, device: 'WEB', backUrl });
        const { url, wallet } = launched;
        // A lottery answer is a page of this site, not a game to frame.
        if (url.startsWith('/lottery')) {
          void navigate(url);
          return;
        }
        rememberLaunchedUrl(url);
        // What the launch moved between the wallets rides along for the frame's bar to say.
        void navigate(gamePageHref(url, wallet?.gameWallet?.vendor), { state: { wallet } });
      } catch (error) {
        setFailure(error);
      } finally {
        setPendingCode(null);
      }
    },
    [guard, navigate, language, backUrl],
  );

  const value = useMemo(() => ({ launch, pendingCode }), [launch, pendingCode]);
  return (
    <GameLauncherContext.Provider value={value}>
      {children}
      {vendorPopup && (
        <VendorGamesModal vendor={vendorPopup} onClose={() => setVendorPopup(null)} />
      )}
      <Modal
        open={failure !== null}
        onClose={() => setFailure(null)}
        title={t('games.launch.failedTitle')}
        className="confirm-modal"
      >
        <p role="alert">{failure !== null && errorText(failure, t)}</p>
        <div className="confirm-modal__actions">
          <button type="button" className="button button--primary" onClick={() => setFailure(null)}>
            {t('games.launch.close')}
          </button>
        </div>
      </Modal>
    </GameLauncherContext.Provider>
  );
}
