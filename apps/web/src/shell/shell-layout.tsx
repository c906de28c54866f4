// The page frame around every shell route (spec 2): header, the route's banners, the page,
// footer and side menu. /pointMall has no side menu; lottery, seamless, sports-provider and
// game pages show the header only.
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { SiteZoneNote } from '../components/site-zone-note/site-zone-note';
import { WhenIdle } from '../components/when-idle/when-idle';
import { useMediaQuery } from '../lib/use-media-query';
import { useMemberCentre } from '../lib/member-centre';
import { useSession } from '../lib/session';
import { Footer } from './footer';
import { Header } from './header/header';
import { MemberCentreHost } from './member-centre/member-centre-host';
import { NoticePopup } from './notice-popup';
import { PageLoader } from './page-loader';
import { RouteBanners } from './route-banners';
import type { RouteHandle } from './route-handle';
import { SideMenu } from './side-menu';
import './shell-layout.css';

export type ShellVariant = 'full' | 'noSideMenu' | 'headerOnly';

/** The deepest matched route's handle. */
function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return (matches[matches.length - 1]?.handle as RouteHandle | undefined) ?? {};
}

/** Below this width the member centre covers the whole screen (member-centre.css). */
const COVERING_MEMBER_CENTRE = '(max-width: 767px)';

/**
 * Whether the page may render yet. A phone that opens the site on the member centre (?mc=, a
 * bookmark or a link) shows only the member centre, full screen: the page behind it waits until
 * it closes, so the first load does not render a whole page nobody sees (issue 16: the member
 * centre's blocking time on a cheap phone). A page already shown is never taken away.
 */
function usePageMayRender(): boolean {
  const { requested } = useMemberCentre();
  const { isLoggedIn } = useSession();
  const isCovering = useMediaQuery(COVERING_MEMBER_CENTRE);
  const [waits, setWaits] = useState(() => requested !== null && isLoggedIn && isCovering);
  const stillCovered = requested !== null && isLoggedIn && isCovering;
  useEffect(() => {
    if (!stillCovered) setWaits(false);
  }, [stillCovered]);
  return !waits || !stillCovered;
}

export function ShellLayout({ variant }: { variant: ShellVariant }) {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const hasSideMenu = variant === 'full';
  const pageMayRender = usePageMayRender();
  return (
    <div className={hasSideMenu ? 'shell shell--with-side-menu' : 'shell'}>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <Header />
      <main id="main" className="shell__main" tabIndex={-1}>
        {pageMayRender && variant !== 'headerOnly' && handle.bannerGroup && (
          <RouteBanners group={handle.bannerGroup} showsJackpot={handle.showsJackpot ?? false} />
        )}
        {pageMayRender && (
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        )}
      </main>
      {/* After the first paint (WhenIdle): below the main area (a screen tall) or fixed, so
          nothing moves when they come. Every time on the site is the site's: said once per page
          where the device differs, below the main area so it does not sit under a loading page
          and jump down when the page comes (layout shift). */}
      <WhenIdle>
        {pageMayRender && <SiteZoneNote />}
        {pageMayRender && variant !== 'headerOnly' && <Footer />}
        {hasSideMenu && <SideMenu />}
      </WhenIdle>
      {hasSideMenu && pageMayRender && <NoticePopup />}
      <MemberCentreHost />
    </div>
  );
}
