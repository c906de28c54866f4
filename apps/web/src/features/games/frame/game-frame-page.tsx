// /game?url=<launch url> (spec 2: the game in a frame, header only). Only this site's own pages
// and a URL a launch call answered in this tab are framed (launch/framed-url.ts).
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { frameableUrl } from '../launch/framed-url';
import { FrameMessage, GameFrame } from './game-frame';

export function GameFramePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const src = frameableUrl(params.get('url'));
  if (!src) {
    return (
      <FrameMessage title={t('games.frame.refusedTitle')} text={t('games.frame.refused')}>
        <Link className="button button--primary" to="/">
          {t('common.backHome')}
        </Link>
      </FrameMessage>
    );
  }
  return <GameFrame src={src} />;
}
