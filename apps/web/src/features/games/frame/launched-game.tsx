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

/**
 * The launched URL with `deepLink` added to its query when it is one of this site's game clients
 * (/play/...), which read it (the sports client: ?match= puts that match on the slip); another
 * vendor's URL is left as it answered.
 */
export function withDeepLink(url: string, deepLink: Record<string, string> | undefined): string {
  if (!deepLink || !url.startsWith('/play/')) return url;
  const [path, query = ''] = url.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  for (const [key, value] of Object.entries(deepLink)) params.set(key, value);
  return `${path}?${params.toString()}`;
}

export function LaunchedGame({
  gameCode,
  mode,
  deepLink,
}: {
  gameCode: string;
  mode: LaunchMode;
  deepLink?: Record<string, string>;
}) {
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
      src={withDeepLink(launched.data.url, deepLink)}
      wallet={wallet ? { vendor: wallet.vendor, launched: launched.data.wallet } : undefined}
    />
  );
}
