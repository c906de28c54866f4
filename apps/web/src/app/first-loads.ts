// What the first screen waits for, asked for the moment the app starts, side by side with the
// language file: the site status (the status gate shows nothing before it), the consolidated
// settings, the page's own chunk and, on pages that show them, the banners and notices. Started
// one after another by the components that need them, they made a chain of round trips before
// the first banner could paint (issue 16, "Fast on a cheap phone").
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { announcementsQuery } from '../api/announcements';
import { consolidatedSettingsQuery } from '../api/consolidated-settings';
import { memberInfoQuery } from '../api/member';
import { systemStatusQuery } from '../api/system-status';
import type { LanguageFile } from '../i18n/languages';
import { MEMBER_CENTRE_PARAM } from '../lib/member-centre';
import { loadMemberCentre } from '../shell/member-centre/member-centre-host';
import type { RouteHandle } from '../shell/route-handle';

/**
 * `matches`: the routes the address matched, outermost first: the router's own (main.tsx creates
 * the router first), so the route table is flattened and ranked once at start-up, not twice.
 */
export function startFirstLoads(
  client: QueryClient,
  matches: readonly { route: RouteObject }[],
  search: string,
  { language, isLoggedIn }: { language: LanguageFile; isLoggedIn: boolean },
) {
  const handles = matches.map((match) => (match.route.handle ?? {}) as RouteHandle);
  // The operators' console has status and texts of its own.
  if (handles.some((handle) => handle.isConsole)) return;
  void client.prefetchQuery(systemStatusQuery());
  void client.prefetchQuery(consolidatedSettingsQuery());
  if (handles.some((handle) => handle.showsAnnouncements)) {
    // The route's first banner is what a phone paints largest (the LCP): its image is asked for
    // as soon as its address is known, not once the page's chunk has rendered the carousel.
    const group = handles.findLast((h) => h.bannerGroup ?? h.pageBannerGroup);
    const bannerGroup = group?.bannerGroup ?? group?.pageBannerGroup;
    void client.fetchQuery(announcementsQuery(language)).then(
      (announcements) => {
        const first = announcements.banners.find((banner) => banner.groupName === bannerGroup);
        if (first) preloadImage(first.url);
      },
      () => undefined,
    );
  }
  for (const handle of handles) void handle.preload?.().catch(() => undefined);
  if (isLoggedIn) {
    // The header's balance and the member centre wait for the member's info.
    void client.prefetchQuery(memberInfoQuery());
    if (new URLSearchParams(search).has(MEMBER_CENTRE_PARAM)) {
      void loadMemberCentre().catch(() => undefined);
    }
  }
}

function preloadImage(href: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.href = href;
  document.head.appendChild(link);
}
