// Above a page other than home: the notice bar, then the route's banner carousel (spec 2), and
// on /rng the jackpot counter.
import type { TBannerGroup } from '@wps/contracts/content/announcements';
import { useAnnouncements } from '../api/announcements';

export function RouteBanners({
  group,
  showsJackpot,
}: {
  group: TBannerGroup;
  showsJackpot: boolean;
}) {
  const announcements = useAnnouncements().data;
  const banners = announcements?.banners.filter((banner) => banner.groupName === group) ?? [];
  const notices = announcements?.player ?? [];
  // SHARED COMPONENTS GO HERE (built by the second web engineer):
  //   <NoticeBar notices={notices} /> from ./notice-bar, then
  //   <BannerCarousel banners={banners} /> from ./banner-carousel, then
  //   {showsJackpot && <JackpotCounter />} from ./jackpot-counter.
  void banners;
  void notices;
  void showsJackpot;
  return null;
}
