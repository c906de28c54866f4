// What a route tells the shell, read with useMatches().
import type { TBannerGroup } from '@wps/contracts/content/announcements';

export interface RouteHandle {
  /** The banners shown above the page (spec 2: each route shows its own banner group). */
  bannerGroup?: TBannerGroup;
  /** /rng shows the jackpot counter under its banners (spec 2 "Banner carousel"). */
  showsJackpot?: boolean;
}
