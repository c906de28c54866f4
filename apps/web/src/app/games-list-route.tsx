// /games/{games}: the parameter upper-cased into the game type (spec 2). The list itself comes
// with the games issue.
import { useParams } from 'react-router';
import { NotAvailablePanel } from '../shell/not-available-panel';
import { NotFoundPanel } from '../shell/not-found-panel';
import { gameTypeFromParam } from './route-rules';

export function GamesListRoute() {
  const gameType = gameTypeFromParam(useParams().games);
  if (!gameType) return <NotFoundPanel />;
  return <NotAvailablePanel feature="gamesList" gameType={gameType} />;
}
