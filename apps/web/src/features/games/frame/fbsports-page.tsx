// /fbsports (spec 2: the sports-provider page, header only): the sportsbook of the site's
// sports provider, GOLDENGOAL (the simulated SPORTS vendor that settles real matches), launched
// and framed; when that vendor has no game, the first SPORTS game there is. A match's "Bet now"
// on home comes here with ?vendor=&gameType=&match=&sport=: that vendor's game opens with the
// match on its bet slip. The launch goes through the spec's GCS_gameLaunchFB.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../../lib/error-text';
import { useGameList } from '../api/use-game-list';
import { FrameMessage } from './game-frame';
import { LaunchedGame } from './launched-game';

export const SPORTS_PROVIDER = 'GOLDENGOAL';

const vendorPattern = /^[A-Z0-9_]{1,32}$/;
const sportPattern = /^[a-z0-9]{1,20}$/;

export function FbSportsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const askedVendor = params.get('vendor') ?? '';
  const vendor = vendorPattern.test(askedVendor) ? askedVendor : SPORTS_PROVIDER;
  const gameType = params.get('gameType') === 'ESPORTS' ? 'ESPORTS' : 'SPORTS';
  const match = params.get('match') ?? '';
  const sport = params.get('sport') ?? '';
  const deepLink = /^[1-9]\d{0,15}$/.test(match)
    ? { match, ...(sportPattern.test(sport) ? { sport } : {}) }
    : undefined;
  const provider = useGameList({ gameType, vassalage: vendor });
  const providerGame = provider.data?.pages[0]?.games[0];
  const needsFallback = provider.isSuccess && !providerGame;
  const anySports = useGameList({ gameType }, needsFallback);
  const game = providerGame ?? (needsFallback ? anySports.data?.pages[0]?.games[0] : undefined);
  const failure = provider.error ?? anySports.error;

  if (game) return <LaunchedGame gameCode={game.gameCode} mode="sports" deepLink={deepLink} />;
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
