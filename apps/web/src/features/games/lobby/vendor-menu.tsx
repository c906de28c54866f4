// The lobby's vendor menu: each vendor's logo and name as a link that selects it (?vendor=);
// with more than 7 vendors (spec 9) the row scrolls and arrow buttons move it a screenful.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TVendor } from '@wps/contracts/content/game-nav';
import { Icon } from '../../../components/icon/icon';
import { LazyImage } from '../../../components/lazy-image/lazy-image';

export const VENDOR_ARROWS_ABOVE = 7;

export function VendorMenu({
  vendors,
  selected,
  hrefOf,
}: {
  vendors: TVendor[];
  selected: string | null;
  hrefOf: (vassalage: string) => string;
}) {
  const { t } = useTranslation();
  const rowRef = useRef<HTMLUListElement>(null);
  const hasArrows = vendors.length > VENDOR_ARROWS_ABOVE;

  const scrollBy = (direction: 1 | -1) => {
    const row = rowRef.current;
    if (!row) return;
    row.scrollBy({ left: direction * row.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <nav className="vendor-menu" aria-label={t('games.vendors.label')}>
      {hasArrows && (
        <button
          type="button"
          className="icon-button vendor-menu__arrow"
          aria-label={t('games.vendors.previous')}
          onClick={() => scrollBy(-1)}
        >
          <Icon name="chevronRight" className="vendor-menu__arrow-left" />
        </button>
      )}
      <ul ref={rowRef} className="vendor-menu__row">
        {vendors.map((vendor) => {
          const isSelected = vendor.vassalage === selected;
          return (
            <li key={vendor.vassalage}>
              <Link
                className={isSelected ? 'vendor-menu__item is-selected' : 'vendor-menu__item'}
                to={hrefOf(vendor.vassalage)}
                aria-current={isSelected ? 'page' : undefined}
              >
                <LazyImage
                  className="vendor-menu__logo"
                  src={vendor.logo}
                  alt=""
                  width={160}
                  height={80}
                />
                <span className="vendor-menu__name">{vendor.displayName}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      {hasArrows && (
        <button
          type="button"
          className="icon-button vendor-menu__arrow"
          aria-label={t('games.vendors.next')}
          onClick={() => scrollBy(1)}
        >
          <Icon name="chevronRight" />
        </button>
      )}
    </nav>
  );
}
