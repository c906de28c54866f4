// /seamless?gameCode=<code>[&mode=trial] (spec 2: the seamless game page, header only): the
// game given in the query, launched with real money (or play money with mode=trial) and framed.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FrameMessage } from './game-frame';
import { LaunchedGame } from './launched-game';

const gameCodePattern = /^[A-Za-z0-9_.-]{1,64}$/;

export function SeamlessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode') ?? '';
  if (!gameCodePattern.test(gameCode)) {
    return (
      <FrameMessage title={t('games.frame.noGameTitle')} text={t('games.frame.noGame')}>
        <Link className="button button--primary" to="/hot">
          {t('games.frame.browse')}
        </Link>
      </FrameMessage>
    );
  }
  return (
    <LaunchedGame gameCode={gameCode} mode={params.get('mode') === 'trial' ? 'trial' : 'real'} />
  );
}
