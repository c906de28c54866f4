// The spec's route table (section 2) in history mode. Pages load as their own chunks; screens that
// belong to later issues show an honest "not available yet" panel inside the shell.
import { lazy, useMemo, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { lazyNamed, loadChunk } from '../lib/load-chunk';
import { ShellLayout } from '../shell/shell-layout';
import { NotFoundPanel } from '../shell/not-found-panel';
import { RouteErrorPanel } from '../shell/route-error-panel';
import type { RouteHandle } from '../shell/route-handle';
import { RootRoute } from './root-route';
import { GamesListRoute } from './games-list-route';
import { playRoutes } from '../features/play/play-routes';
import { useAccountModals } from '../features/auth/account-modals';
import { useActionGuard } from '../features/auth/use-action-guard';
import { useFreePlay } from '../features/auth/free-play';
import { GamesActionGuardContext } from '../features/games/launch/action-guard';
import { LotteryActionGuardContext } from '../features/lottery/lottery-action-guard';
import { AgentHandoverContext } from '../features/agent/agent-handover';
import { getToken } from '../lib/session-storage';
import { PromotionsHandover } from './promotions-handover';
import { usePagesTexts } from '../features/content/pages-texts';
import { useLotteryTexts } from '../features/lottery/lottery-texts';
import { TextsGate } from '../shell/texts-gate';

// Typed (not lazyNamed): the popup routes pass it their banner group.
const loadHome = () => import('../features/home/home-page');
const HomePage = lazy(() => loadChunk(loadHome).then((m) => ({ default: m.HomePage })));
const noticePage = () => import('../features/content/notice-page');
const NoticePage = lazyNamed(noticePage, 'NoticePage');
const helpPage = () => import('../features/help/help-page');
const HelpPage = lazyNamed(helpPage, 'HelpPage');
const helpMcPage = () => import('../features/help/helpmc-page');
const HelpMcPage = lazyNamed(helpMcPage, 'HelpMcPage');
const downPage = () => import('../features/content/down-page');
const DownPage = lazyNamed(downPage, 'DownPage');
const joinPage = () => import('../features/content/join-page');
const JoinPage = lazyNamed(joinPage, 'JoinPage');
const VipPage = lazyNamed(() => import('../features/vip/vip-page'), 'VipPage');
const PointMallPage = lazyNamed(
  () => import('../features/points/point-mall-page'),
  'PointMallPage',
);
const agentHome = () => import('../features/agent/agent-home-page');
const AgentHomePage = lazyNamed(agentHome, 'AgentHomePage');
const lobby = () => import('../features/games/lobby/game-lobby-page');
const RngLobbyPage = lazyNamed(lobby, 'RngLobbyPage');
const FishLobbyPage = lazyNamed(lobby, 'FishLobbyPage');
const PvpLobbyPage = lazyNamed(lobby, 'PvpLobbyPage');
const category = () => import('../features/games/category/game-category-page');
const LivePage = lazyNamed(category, 'LivePage');
const SportsPage = lazyNamed(category, 'SportsPage');
const EsportsPage = lazyNamed(category, 'EsportsPage');
const ElottPage = lazyNamed(category, 'ElottPage');
const CockfightPage = lazyNamed(category, 'CockfightPage');
const hot = () => import('../features/games/hot/hot-page');
const HotPage = lazyNamed(hot, 'HotPage');
const GameFramePage = lazyNamed(
  () => import('../features/games/frame/game-frame-page'),
  'GameFramePage',
);
const SeamlessPage = lazyNamed(
  () => import('../features/games/frame/seamless-page'),
  'SeamlessPage',
);
const FbSportsPage = lazyNamed(
  () => import('../features/games/frame/fbsports-page'),
  'FbSportsPage',
);
const promotionsPage = () => import('../features/promotions/promotions-page');
const PromotionsPage = lazyNamed(promotionsPage, 'PromotionsPage');
const promoDetailPage = () => import('../features/promotions/promo-detail-page');
const PromoDetailPage = lazyNamed(promoDetailPage, 'PromoDetailPage');
const lotteryPage = () => import('../features/lottery/lottery-page');
const LotteryPage = lazyNamed(lotteryPage, 'LotteryPage');
const VnLotteryPage = lazyNamed(lotteryPage, 'VnLotteryPage');

/**
 * The games and lottery pages launch, favourite and bet through the auth feature's action guard
 * (login popup, real-account warning); features do not import each other, so it is handed over
 * here.
 */
function useAccountGuard() {
  const guard = useActionGuard();
  const modals = useAccountModals();
  const { isOffered: isFreePlayOffered, start: startFreePlay } = useFreePlay();
  return useMemo(
    () => ({
      requireLogin: () => {
        if (getToken() !== null) return true;
        modals.open({ kind: 'login' });
        return false;
      },
      requireRealAccount: () => guard(),
      requireTrialSession: async () => {
        if (getToken() !== null) return true;
        if (!isFreePlayOffered) {
          modals.open({ kind: 'login' });
          return false;
        }
        await startFreePlay();
        return true;
      },
    }),
    [guard, modals, isFreePlayOffered, startFreePlay],
  );
}

function GamesGuard({ children }: { children: ReactNode }) {
  return (
    <GamesActionGuardContext.Provider value={useAccountGuard()}>
      {children}
    </GamesActionGuardContext.Provider>
  );
}

function LotteryGuard({ children }: { children: ReactNode }) {
  return (
    <LotteryActionGuardContext.Provider value={useAccountGuard()}>
      {children}
    </LotteryActionGuardContext.Provider>
  );
}

/** The agent centre's login button opens the login popup (an agent-portal login on this page). */
function AgentHandover({ children }: { children: ReactNode }) {
  const modals = useAccountModals();
  const handover = useMemo(() => ({ openLogin: () => modals.open({ kind: 'login' }) }), [modals]);
  return <AgentHandoverContext.Provider value={handover}>{children}</AgentHandoverContext.Provider>;
}

const games = (element: ReactNode) => <GamesGuard>{element}</GamesGuard>;
// The lottery's and the content pages' texts load with them (features/*/locales), not with home.
const lottery = (element: ReactNode) => (
  <LotteryGuard>
    <TextsGate useTexts={useLotteryTexts} preload={lotteryPage}>
      {element}
    </TextsGate>
  </LotteryGuard>
);
const withPagesTexts = (element: ReactNode, preload: () => Promise<unknown>) => (
  <TextsGate useTexts={usePagesTexts} preload={preload}>
    {element}
  </TextsGate>
);

const handle = (value: RouteHandle) => value;

function page(path: string, element: ReactNode, routeHandle?: RouteHandle): RouteObject {
  return { path, element, handle: routeHandle };
}

const homePaths = ['/', '/index', '/index.html', '/home'];

/** Home with a popup over it (features/auth/account-url-actions.tsx opens it) and its banners. */
const popupOverHome = [
  ['/login', 'w_login'],
  ['/forget', 'w_forget'],
  ['/register', 'w_register'],
  ['/register.html', 'w_register'],
] as const;

/** The game-category pages and the lobbies, with their banner groups. */
const gamePages = [
  ['/live', <LivePage />, 'w_live', category],
  ['/sports', <SportsPage />, 'w_sports', category],
  ['/esports', <EsportsPage />, 'w_esports', category],
  ['/elott', <ElottPage />, 'w_elott', category],
  ['/cockfight', <CockfightPage />, 'w_cockfight', category],
  ['/fish', <FishLobbyPage />, 'w_fish', lobby],
  ['/pvp', <PvpLobbyPage />, 'w_pvp', lobby],
] as const;

/** Pages with header, banners, footer and side menu. */
const fullShellRoutes: RouteObject[] = [
  ...homePaths.map((path) =>
    page(path, <HomePage />, handle({ preload: loadHome, pageBannerGroup: 'w_home' })),
  ),
  ...popupOverHome.map(([path, group]) =>
    page(
      path,
      <HomePage bannerGroup={group} />,
      handle({ preload: loadHome, pageBannerGroup: group }),
    ),
  ),
  page(
    '/noticePage',
    withPagesTexts(<NoticePage />, noticePage),
    handle({ bannerGroup: 'w_noticePage' }),
  ),
  page('/vip', <VipPage />, handle({ bannerGroup: 'w_vip' })),
  ...gamePages.map(([path, element, bannerGroup, preload]) =>
    page(path, games(element), handle({ bannerGroup, preload })),
  ),
  page(
    '/rng',
    games(<RngLobbyPage />),
    handle({ bannerGroup: 'w_rng', showsJackpot: true, preload: lobby }),
  ),
  page('/hot', games(<HotPage />), handle({ bannerGroup: 'w_hot', preload: hot })),
  page(
    '/promotions',
    <PromotionsPage />,
    handle({ bannerGroup: 'w_promotions', preload: promotionsPage }),
  ),
  page(
    '/promoDetail',
    <PromotionsHandover>
      <PromoDetailPage />
    </PromotionsHandover>,
    handle({ preload: promoDetailPage }),
  ),
  page('/help', withPagesTexts(<HelpPage />, helpPage), handle({ bannerGroup: 'w_help' })),
  page('/down', withPagesTexts(<DownPage />, downPage), handle({ bannerGroup: 'w_down' })),
  page('/join', withPagesTexts(<JoinPage />, joinPage), handle({ bannerGroup: 'w_join' })),
  // The account centre's own address (i17-join's first home for it): now a page of the centre.
  page('/agentHome/account', <Navigate to="/agentHome?page=accountCentre" replace />),
  page('/games/:games', <GamesListRoute />),
  page('*', <NotFoundPanel />),
];

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteErrorPanel />,
    children: [
      {
        element: <ShellLayout variant="full" />,
        // Banners and notice bar above the pages, the notice popup over them.
        handle: handle({ showsAnnouncements: true }),
        // Pathless: a page's error shows inside the shell, which keeps working.
        children: [{ errorElement: <RouteErrorPanel />, children: fullShellRoutes }],
      },
      {
        // Points mall: banner and footer, no side menu.
        element: <ShellLayout variant="noSideMenu" />,
        handle: handle({ showsAnnouncements: true }),
        children: [
          {
            errorElement: <RouteErrorPanel />,
            children: [
              page('/pointMall', <PointMallPage />, handle({ bannerGroup: 'w_pointMall' })),
              // The agent centre: its own menu takes the side menu's place.
              page(
                '/agentHome',
                <AgentHandover>
                  <AgentHomePage />
                </AgentHandover>,
                handle({ preload: agentHome }),
              ),
            ],
          },
        ],
      },
      {
        // Lottery, seamless, sports provider and game frame: header only.
        element: <ShellLayout variant="headerOnly" />,
        children: [
          {
            errorElement: <RouteErrorPanel />,
            children: [
              page('/lottery', lottery(<LotteryPage />), handle({ preload: lotteryPage })),
              page('/vnlottery', lottery(<VnLotteryPage />), handle({ preload: lotteryPage })),
              page('/seamless', games(<SeamlessPage />)),
              page('/fbsports', games(<FbSportsPage />)),
              page('/game', <GameFramePage />),
            ],
          },
        ],
      },
      // No shell at all.
      {
        path: '/helpmc',
        element: withPagesTexts(<HelpMcPage />, helpMcPage),
        errorElement: <RouteErrorPanel />,
      },
      // The game clients (/play/*), framed by /game.
      ...playRoutes,
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
