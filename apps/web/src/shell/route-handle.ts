// What a route tells the shell, read with useMatches().
import type { TBannerGroup } from '@wps/contracts/content/announcements';

export interface RouteHandle {
  /** The banners shown above the page (spec 2: each route shows its own banner group). */
  bannerGroup?: TBannerGroup;
  /** /rng shows the jackpot counter under its banners (spec 2 "Banner carousel"). */
  showsJackpot?: boolean;
  /** The banner group a page shows itself (home shows its banners inside the page). */
  pageBannerGroup?: TBannerGroup;
  /** The page's chunk: app/first-loads.ts starts it when the app starts on this route. */
  preload?: () => Promise<unknown>;
  /** The route shows banners, the notice bar or the notice popup: first-loads asks for them. */
  showsAnnouncements?: boolean;
}
