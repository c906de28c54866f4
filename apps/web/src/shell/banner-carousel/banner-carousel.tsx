// The banner carousel (spec 2): hidden without banners; with more than one it autoplays every
// 5 s with clickable pagination and keeps going whatever the visitor does (the spec says it does
// not stop on interaction). A banner with a truthy linkageType opens its target on click.
import { useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBanner } from '@wps/contracts/content/announcements';
import { LazyImage } from '../../components/lazy-image/lazy-image';
import './banner-carousel.css';

export const bannerAutoplayMs = 5000;

export interface BannerCarouselProps {
  banners: readonly TBanner[];
  /** linkageType 1: the shell navigates to `banner.link`, a route of this site. */
  onOpen: (banner: TBanner) => void;
  /** The banner art's natural size, so the box is reserved before the image arrives. */
  imageWidth?: number;
  imageHeight?: number;
  /** The banners are still loading: a box of the banners' size holds their place meanwhile. */
  isLoading?: boolean;
}

function isSitePath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//') && !link.includes('\\');
}

function isWebAddress(link: string): boolean {
  try {
    const { protocol } = new URL(link);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** Where a click on the banner leads, or null when it is not clickable (or its link is unsafe). */
function targetOf(banner: TBanner): { kind: 'site' | 'outside'; href: string } | null {
  const { linkageType, link } = banner;
  if (!linkageType || !link) return null;
  if (linkageType === 1) return isSitePath(link) ? { kind: 'site', href: link } : null;
  return isWebAddress(link) ? { kind: 'outside', href: link } : null;
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function BannerCarousel({
  banners,
  onOpen,
  imageWidth = 1200,
  imageHeight = 400,
  isLoading = false,
}: BannerCarouselProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const count = banners.length;
  const current = count > 0 ? index % count : 0;

  // A timer per shown slide: autoplay never stops, and a pagination click gives the chosen
  // banner its full five seconds.
  useEffect(() => {
    if (count <= 1) return;
    const timer = setTimeout(() => setIndex((current + 1) % count), bannerAutoplayMs);
    return () => clearTimeout(timer);
  }, [current, count]);

  if (isLoading) {
    return (
      <div
        className="banner-carousel banner-carousel--loading"
        style={{ aspectRatio: `${imageWidth} / ${imageHeight}` }}
        aria-hidden="true"
      />
    );
  }
  if (count === 0) return null;

  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
    >
      <div className="banner-carousel__viewport">
        <div
          className="banner-carousel__track"
          style={{ transform: `translateX(${-current * 100}%)` }}
        >
          {banners.map((banner, i) => {
            const isShown = i === current;
            const target = targetOf(banner);
            const image = (
              <LazyImage
                src={banner.url}
                alt={banner.title}
                width={imageWidth}
                height={imageHeight}
                eager={i === 0}
                className="banner-carousel__image"
              />
            );
            return (
              <div
                key={banner.bannerId}
                className="banner-carousel__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={t('carousel.slide', { current: i + 1, total: count })}
                aria-hidden={!isShown}
                inert={!isShown}
              >
                {target?.kind === 'site' && (
                  <a
                    href={target.href}
                    className="banner-carousel__link"
                    onClick={(event) => {
                      if (!isPlainClick(event)) return;
                      event.preventDefault();
                      onOpen(banner);
                    }}
                  >
                    {image}
                  </a>
                )}
                {target?.kind === 'outside' && (
                  <a
                    href={target.href}
                    className="banner-carousel__link"
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${banner.title} ${t('carousel.opensNewTab')}`}
                  >
                    {image}
                  </a>
                )}
                {!target && image}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 && (
        <div className="banner-carousel__pagination">
          {banners.map((banner, i) => (
            <button
              key={banner.bannerId}
              type="button"
              className="banner-carousel__dot"
              aria-label={t('carousel.goTo', { number: i + 1 })}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
