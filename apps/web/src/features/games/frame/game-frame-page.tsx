// /game?url=<launch url> (spec 2: the game in a frame, header only). Only this site's own pages
// and a URL a launch call answered in this tab are framed (launch/framed-url.ts).
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { frameableUrl } from '../launch/framed-url';
import { FrameMessage, GameFrame } from './game-frame';
import type { LaunchWallet } from './game-wallet';

export function GameFramePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const src = frameableUrl(params.get('url'));
  // The vendor's own wallet (the launcher adds it, with what the launch moved as the state).
  const vendor = params.get('wallet');
  const launched = (location.state as { wallet?: LaunchWallet } | null)?.wallet;
  if (!src) {
    return (
      <FrameMessage title={t('games.frame.refusedTitle')} text={t('games.frame.refused')}>
        <Link className="button button--primary" to="/">
          {t('common.backHome')}
        </Link>
      </FrameMessage>
    );
  }
  return <GameFrame src={src} wallet={vendor ? { vendor, launched } : undefined} />;
}
