// /fbsports (spec 2: the sports-provider page, header only): the sportsbook of the site's
// sports provider, GOLDENGOAL (the simulated SPORTS vendor that settles real matches), launched
// and framed; when that vendor has no game, the first SPORTS game there is.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../lib/error-text';
import { useGameList } from '../api/use-game-list';
import { FrameMessage } from './game-frame';
import { LaunchedGame } from './launched-game';

export const SPORTS_PROVIDER = 'GOLDENGOAL';

export function FbSportsPage() {
  const { t } = useTranslation();
  const provider = useGameList({ gameType: 'SPORTS', vassalage: SPORTS_PROVIDER });
  const providerGame = provider.data?.pages[0]?.games[0];
  const needsFallback = provider.isSuccess && !providerGame;
  const anySports = useGameList({ gameType: 'SPORTS' }, needsFallback);
  const game = providerGame ?? (needsFallback ? anySports.data?.pages[0]?.games[0] : undefined);
  const failure = provider.error ?? anySports.error;

  if (game) return <LaunchedGame gameCode={game.gameCode} mode="real" />;
  if (failure) {
    return (
      <FrameMessage title={t('games.launch.failedTitle')} text={errorText(failure, t)}>
        <Link className="button button--primary" to="/sports">
          {t('games.frame.browse')}
        </Link>
      </FrameMessage>
    );
  }
  if (needsFallback && anySports.isSuccess) {
    return (
      <FrameMessage title={t('games.frame.noGameTitle')} text={t('games.frame.noSports')}>
        <Link className="button button--primary" to="/">
          {t('common.backHome')}
        </Link>
      </FrameMessage>
    );
  }
  return (
    <p className="games-status" role="status">
      {t('games.frame.opening')}
    </p>
  );
}
