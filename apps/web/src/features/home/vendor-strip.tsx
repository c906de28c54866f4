// The home's game-provider strip: spec 9's carousel of 10 slides per view, one slide per vendor
// of every game type (the header's vendors, from the same cached calls), each opening the
// vendor's lobby. Phones and tablets show fewer per view and swipe; on a wide screen arrows page
// through a longer list.
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGameTypes } from '../../api/game-types';
import { useGameVendors } from '../../api/game-vendors';
import { Icon } from '../../components/icon/icon';
import { defaultImageFallback, LazyImage } from '../../components/lazy-image/lazy-image';
import { buildNavEntries } from '../../shell/header/nav-model';

/** Spec 9 "Carousel 10 slides per view", from 1024 px wide. */
export const SLIDES_PER_VIEW = 10;
/**
 * Below 720 px (a phone): four slides (a logo stays legible and tappable) and half of the next,
 * which shows there is more to swipe to.
 */
export const SLIDES_PER_VIEW_PHONE = 4.5;
/** 720 to 1023 px (a tablet, which swipes too). */
export const SLIDES_PER_VIEW_TABLET = 6.5;

const perView = {
  '--per-view-desktop': SLIDES_PER_VIEW,
  '--per-view-tablet': SLIDES_PER_VIEW_TABLET,
  '--per-view-phone': SLIDES_PER_VIEW_PHONE,
} as CSSProperties;

export function VendorStrip() {
  const { t } = useTranslation();
  const types = useGameTypes();
  const vendors = useGameVendors();
  const trackRef = useRef<HTMLUListElement>(null);

  const slides = buildNavEntries(types.data ?? [], vendors.data ?? []).flatMap((entry) =>
    entry.vendors.map((vendor) => ({ ...vendor, key: `${entry.gameType}:${vendor.vassalage}` })),
  );

  const page = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (track) track.scrollBy({ left: direction * track.clientWidth, behavior: 'smooth' });
  };

  let body: ReactNode;
  if (types.isPending || vendors.isPending) {
    body = (
      <ul className="vendor-strip__track" style={perView} aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('common.loading')}
        </span>
        {Array.from({ length: SLIDES_PER_VIEW }, (_, i) => (
          <li
            key={i}
            className="vendor-strip__slide vendor-strip__slide--placeholder"
            aria-hidden="true"
          >
            <span className="vendor-strip__logo" />
          </li>
        ))}
      </ul>
    );
  } else if (types.isError || vendors.isError) {
    body = (
      <div className="game-row__message card" role="alert">
        <p>{t('errors.loadFailed')}</p>
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            if (types.isError) void types.refetch();
            if (vendors.isError) void vendors.refetch();
          }}
        >
          {t('home.games.retry')}
        </button>
      </div>
    );
  } else if (slides.length === 0) {
    body = <p className="game-row__message card">{t('home.providers.empty')}</p>;
  } else {
    body = (
      <div className="vendor-strip__carousel">
        {slides.length > SLIDES_PER_VIEW && (
          <button
            type="button"
            className="icon-button vendor-strip__arrow"
            aria-label={t('home.providers.previous')}
            onClick={() => page(-1)}
          >
            <Icon name="chevronRight" className="vendor-strip__arrow-left" />
          </button>
        )}
        <ul ref={trackRef} className="vendor-strip__track" style={perView}>
          {slides.map((slide) => (
            <li key={slide.key} className="vendor-strip__slide">
              <Link className="vendor-strip__link" to={slide.href} title={slide.displayName}>
                <LazyImage
                  className="vendor-strip__logo"
                  src={slide.logo ?? defaultImageFallback}
                  alt=""
                  width={96}
                  height={48}
                />
                <span className="vendor-strip__name">{slide.displayName}</span>
              </Link>
            </li>
          ))}
        </ul>
        {slides.length > SLIDES_PER_VIEW && (
          <button
            type="button"
            className="icon-button vendor-strip__arrow"
            aria-label={t('home.providers.next')}
            onClick={() => page(1)}
          >
            <Icon name="chevronRight" />
          </button>
        )}
      </div>
    );
  }

  return (
    <section className="home-section vendor-strip" aria-labelledby="home-providers">
      <h2 id="home-providers" className="home-section__title">
        {t('home.providers.title')}
      </h2>
      {body}
    </section>
  );
}
