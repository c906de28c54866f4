// /games/{games}: the parameter upper-cased into the game type (spec 2), shown as that type's
// page (/games/rng is the /rng lobby, /games/lott the /elott page); the query goes along.
import { Navigate, useLocation, useParams } from 'react-router';
import type { TGameType } from '@wps/contracts/content/game-nav';
import { NotFoundPanel } from '../shell/not-found-panel';
import { gameTypeFromParam } from './route-rules';

// Written out rather than imported from the contract, whose zod would join the first load.
const pageOfType: Record<TGameType, string> = {
  RNG: '/rng',
  LIVE: '/live',
  FISH: '/fish',
  PVP: '/pvp',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LOTT: '/elott',
  ELOTT: '/elott',
  COCKFIGHT: '/cockfight',
};

export function GamesListRoute() {
  const gameType = gameTypeFromParam(useParams().games);
  const { search } = useLocation();
  if (!gameType) return <NotFoundPanel />;
  return <Navigate to={pageOfType[gameType] + search} replace />;
}
