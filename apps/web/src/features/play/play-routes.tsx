// The game clients' routes (/play/*): no shell, like /helpmc, since they run inside the /game
// frame (header only) or on their own. Each page is its own lazy chunk; this module holds only
// the lazy wrappers, so the first load carries none of them. Their texts (`play.*`) are a chunk of
// their own too, fetched beside the page's chunk before the page shows.
import { useEffect, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { PlayPath } from '@wps/contracts/site-routes';
import { lazyNamed } from '../../lib/load-chunk';
import { PageLoader } from '../../shell/page-loader';
import { RouteErrorPanel } from '../../shell/route-error-panel';
import { usePlayTexts } from './play-texts';

const loadSlot = () => import('./slot/slot-page');
const loadFish = () => import('./fish/fish-page');
const loadPvp = () => import('./pvp/pvp-page');
const loadLive = () => import('./live/live-page');
const loadSports = () => import('./sports/sports-page');
const loadCockfight = () => import('./cockfight/cockfight-page');
const loadVerify = () => import('./verify/verify-page');

const SlotPage = lazyNamed(loadSlot, 'SlotPage');
const FishPage = lazyNamed(loadFish, 'FishPage');
const PvpPage = lazyNamed(loadPvp, 'PvpPage');
const LivePage = lazyNamed(loadLive, 'LivePage');
const SportsPage = lazyNamed(loadSports, 'SportsPage');
const CockfightPage = lazyNamed(loadCockfight, 'CockfightPage');
const VerifyPage = lazyNamed(loadVerify, 'VerifyPage');

/** `page` once the play texts are in; its chunk is asked for at once, beside the texts. */
function WithPlayTexts({ page, preload }: { page: ReactNode; preload: () => Promise<unknown> }) {
  useEffect(() => {
    preload().catch(() => {}); // lazyNamed loads it again, with retries, and shows a failure
  }, [preload]);
  return usePlayTexts() ? page : <PageLoader />;
}

/** One page per path of the contracts' list, which the server answers 200 for (type-checked). */
const pages: Record<PlayPath, ReactNode> = {
  '/play/slot': <WithPlayTexts page={<SlotPage />} preload={loadSlot} />,
  '/play/fish': <WithPlayTexts page={<FishPage />} preload={loadFish} />,
  '/play/pvp': <WithPlayTexts page={<PvpPage />} preload={loadPvp} />,
  '/play/live': <WithPlayTexts page={<LivePage />} preload={loadLive} />,
  '/play/sports': <WithPlayTexts page={<SportsPage />} preload={loadSports} />,
  '/play/cockfight': <WithPlayTexts page={<CockfightPage />} preload={loadCockfight} />,
  '/play/verify': <WithPlayTexts page={<VerifyPage />} preload={loadVerify} />,
};

export const playRoutes: RouteObject[] = Object.entries(pages).map(([path, element]) => ({
  path,
  element,
  errorElement: <RouteErrorPanel />,
}));
