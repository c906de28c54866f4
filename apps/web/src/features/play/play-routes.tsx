// The game clients' routes (/play/*): no shell, like /helpmc, since they run inside the /game
// frame (header only) or on their own. Each page is its own lazy chunk; this module holds only
// the lazy wrappers, so the first load carries none of them.
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { PlayPath } from '@wps/contracts/site-routes';
import { lazyNamed } from '../../lib/load-chunk';
import { RouteErrorPanel } from '../../shell/route-error-panel';

const SlotPage = lazyNamed(() => import('./slot/slot-page'), 'SlotPage');
const FishPage = lazyNamed(() => import('./fish/fish-page'), 'FishPage');
const PvpPage = lazyNamed(() => import('./pvp/pvp-page'), 'PvpPage');
const LivePage = lazyNamed(() => import('./live/live-page'), 'LivePage');
const SportsPage = lazyNamed(() => import('./sports/sports-page'), 'SportsPage');
const CockfightPage = lazyNamed(() => import('./cockfight/cockfight-page'), 'CockfightPage');
const VerifyPage = lazyNamed(() => import('./verify/verify-page'), 'VerifyPage');

/** One page per path of the contracts' list, which the server answers 200 for (type-checked). */
const pages: Record<PlayPath, ReactNode> = {
  '/play/slot': <SlotPage />,
  '/play/fish': <FishPage />,
  '/play/pvp': <PvpPage />,
  '/play/live': <LivePage />,
  '/play/sports': <SportsPage />,
  '/play/cockfight': <CockfightPage />,
  '/play/verify': <VerifyPage />,
};

export const playRoutes: RouteObject[] = Object.entries(pages).map(([path, element]) => ({
  path,
  element,
  errorElement: <RouteErrorPanel />,
}));
