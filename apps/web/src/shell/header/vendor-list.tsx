// The vendors of one game type, as links (used by the desktop dropdown and the mobile drawer).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/icon/icon';
import { LazyImage } from '../../components/lazy-image/lazy-image';
import type { NavEntry } from './nav-model';

export function VendorList({ entry, onChoose }: { entry: NavEntry; onChoose: () => void }) {
  const { t } = useTranslation();
  return (
    <ul className="vendor-list" aria-label={t('nav.vendorsOf', { type: entry.name })}>
      {entry.vendors.map((vendor) => (
        <li key={vendor.vassalage}>
          <Link className="vendor-list__link" to={vendor.href} onClick={onChoose}>
            {vendor.logo && (
              <LazyImage
                className="vendor-list__logo"
                src={vendor.logo}
                alt=""
                width={160}
                height={80}
              />
            )}
            <span className="vendor-list__name">{vendor.displayName}</span>
            {vendor.isHot && (
              <span className="hot-badge">
                <Icon name="fire" size={12} />
                {t('nav.hot')}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
