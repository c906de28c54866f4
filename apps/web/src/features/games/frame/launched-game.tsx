// A header-only page that is itself one game (/seamless, /fbsports): it launches the game when
// shown and frames the URL the launch answered. A visitor is asked to log in first; a refusal
// (a trial account playing for real, a game that is off) is shown with its reason.
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { errorText } from '../../../lib/error-text';
import { useLanguage } from '../../../lib/language';
import { useSession } from '../../../lib/session';
import { useLaunchedGame, type LaunchMode } from '../api/use-launch-game';
import { useGamesActionGuard } from '../launch/action-guard';
import { FrameMessage, GameFrame } from './game-frame';

export function LaunchedGame({ gameCode, mode }: { gameCode: string; mode: LaunchMode }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const guard = useGamesActionGuard();
  const { language } = useLanguage();
  const location = useLocation();
  const launched = useLaunchedGame(
    mode,
    isLoggedIn
      ? { gameCode, language, device: 'WEB', backUrl: location.pathname + location.search }
      : null,
  );

  if (!isLoggedIn) {
    return (
      <FrameMessage title={t('games.frame.loginTitle')} text={t('games.frame.loginText')}>
        <button type="button" className="button button--primary" onClick={guard.requireLogin}>
          {t('games.list.login')}
        </button>
      </FrameMessage>
    );
  }
  if (launched.isError) {
    return (
      <FrameMessage title={t('games.launch.failedTitle')} text={errorText(launched.error, t)}>
        <Link className="button button--primary" to="/">
          {t('common.backHome')}
        </Link>
      </FrameMessage>
    );
  }
  if (!launched.data) {
    return (
      <p className="games-status" role="status">
        {t('games.frame.opening')}
      </p>
    );
  }
  // A lottery game answers a page of this site (/lottery?...), which is not framed.
  if (launched.data.url.startsWith('/lottery')) return <Navigate to={launched.data.url} replace />;
  const wallet = launched.data.wallet?.gameWallet;
  return (
    <GameFrame
      src={launched.data.url}
      wallet={wallet ? { vendor: wallet.vendor, launched: launched.data.wallet } : undefined}
    />
  );
}
