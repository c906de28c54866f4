// The page frame around every shell route (spec 2): header, the route's banners, the page,
// footer and side menu. /pointMall has no side menu; lottery, seamless, sports-provider and
// game pages show the header only.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { SiteZoneNote } from '../components/site-zone-note/site-zone-note';
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

export function ShellLayout({ variant }: { variant: ShellVariant }) {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const hasSideMenu = variant === 'full';
  return (
    <div className={hasSideMenu ? 'shell shell--with-side-menu' : 'shell'}>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <Header />
      <main id="main" className="shell__main" tabIndex={-1}>
        {variant !== 'headerOnly' && handle.bannerGroup && (
          <RouteBanners group={handle.bannerGroup} showsJackpot={handle.showsJackpot ?? false} />
        )}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      {/* Every time on the site is the site's: said once per page where the device differs. Below
          the main area (a screen tall), so it does not sit under a loading page and jump down
          when the page comes (layout shift). */}
      <SiteZoneNote />
      {variant !== 'headerOnly' && <Footer />}
      {hasSideMenu && <SideMenu />}
      {hasSideMenu && <NoticePopup />}
      <MemberCentreHost />
    </div>
  );
}
