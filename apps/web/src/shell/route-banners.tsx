// The route's banners (spec 2): the carousel of its banner group with the notice bar (above it,
// or below it on home), the jackpot counter on /rng, and the notice modal the bar opens.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TBannerGroup } from '@wps/contracts/content/announcements';
import { useAnnouncements } from '../api/announcements';
import { useSiteFormat } from '../lib/use-site-format';
import { BannerCarousel } from './banner-carousel/banner-carousel';
import { JackpotCounter } from './jackpot-counter/jackpot-counter';
import { NoticeBar } from './notice-bar/notice-bar';
import { noticeBarPlacement } from './notice-bar/notice-bar-placement';
import { NoticeModal } from './notice-modal/notice-modal';
import './route-banners.css';

export function RouteBanners({
  group,
  showsJackpot = false,
}: {
  group: TBannerGroup;
  showsJackpot?: boolean;
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const announcementsQuery = useAnnouncements();
  const announcements = announcementsQuery.data;
  // Until the first answer, boxes of the final size stand in, so nothing below them moves.
  const isLoading = announcementsQuery.isPending;
  const { currency } = useSiteFormat();
  const [openNotice, setOpenNotice] = useState<number | null>(null);

  const banners = announcements?.banners.filter((banner) => banner.groupName === group) ?? [];
  const notices = announcements?.player ?? [];
  const noticeBar = <NoticeBar notices={notices} onOpen={setOpenNotice} isLoading={isLoading} />;
  const isBarBelow = noticeBarPlacement(pathname) === 'below';

  return (
    <div className="route-banners">
      <div className="content route-banners__inner">
        {!isBarBelow && noticeBar}
        <BannerCarousel
          banners={banners}
          isLoading={isLoading}
          // The carousel only asks for linkageType 1, whose link is a route of this site.
          onOpen={(banner) => banner.link && void navigate(banner.link)}
        />
        {isBarBelow && noticeBar}
        {showsJackpot && <JackpotCounter currencySymbol={currency} />}
      </div>
      <NoticeModal
        open={openNotice !== null}
        notices={notices}
        initialIndex={openNotice ?? 0}
        onClose={() => setOpenNotice(null)}
      />
    </div>
  );
}
