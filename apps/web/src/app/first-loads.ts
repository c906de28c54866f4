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
 *
 * Settles (never rejects) once the site status and the consolidated settings (and a member's
 * info, and the announcements where the page shows them) have answered or failed: main.tsx
 * renders the site only then, so the whole first screen renders in one yielding transition. Rendered before them, the status gate's loader was swapped for the whole site by the
 * query's answer, a synchronous render of everything in one long task (a phone's TBT); and every
 * component reading the settings rendered twice.
 */
export function startFirstLoads(
  client: QueryClient,
  matches: readonly { route: RouteObject }[],
  search: string,
  { language, isLoggedIn }: { language: LanguageFile; isLoggedIn: boolean },
): Promise<void> {
  const handles = matches.map((match) => (match.route.handle ?? {}) as RouteHandle);
  const waits = [
    client.prefetchQuery(systemStatusQuery()),
    client.prefetchQuery(consolidatedSettingsQuery()),
  ];
  if (handles.some((handle) => handle.showsAnnouncements)) {
    // The route's first banner is what a phone paints largest (the LCP): its image is asked for
    // as soon as its address is known, not once the page's chunk has rendered the carousel.
    const group = handles.findLast((h) => h.bannerGroup ?? h.pageBannerGroup);
    const bannerGroup = group?.bannerGroup ?? group?.pageBannerGroup;
    // Waited for too: the banners and the notice popup then render with the first screen,
    // not in a second, synchronous render of their own when the answer lands (a phone's TBT).
    waits.push(
      client.fetchQuery(announcementsQuery(language)).then((announcements) => {
        const first = announcements.banners.find((banner) => banner.groupName === bannerGroup);
        if (first) preloadImage(first.url);
      }),
    );
  }
  for (const handle of handles) void handle.preload?.().catch(() => undefined);
  if (isLoggedIn) {
    // The header's balance and the member centre wait for the member's info: so does the first
    // render, which then shows them at once instead of rendering them again, synchronously.
    waits.push(client.prefetchQuery(memberInfoQuery()));
    const requested = new URLSearchParams(search).get(MEMBER_CENTRE_PARAM);
    if (requested !== null) {
      // With it, its page's chunk, texts and data: otherwise each is asked for only once the one
      // before it has rendered, a chain of round trips before the page paints (its LCP).
      void loadMemberCentre().then(
        (centre) => centre.preloadMemberCentrePage(requested, client, language),
        () => undefined,
      );
    }
  }
  return Promise.allSettled(waits).then(() => undefined);
}

function preloadImage(href: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.href = href;
  document.head.appendChild(link);
}
