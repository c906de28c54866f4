// /down: the app download page (spec 2 "Other content"): install guides for iOS, Android and
// lite iOS (the installable web app), the download links and QR codes from the domain routes
// (drawn from the address when the route has no picture of its own),
// and the site's other addresses.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDomainRoute } from '@wps/contracts/system/domain-route';
import { useConsolidatedSettings } from '../../api/consolidated-settings';
import { Icon, type IconName } from '../../components/icon/icon';
import { QrCode } from '../../components/qr-code/qr-code';
import { useInstallPrompt } from '../../lib/install-prompt';
import '../../styles/content-page.css';
import './down-page.css';

const platforms = [
  { key: 'ios', icon: 'apple', resourceType: 'APP_IOS' },
  { key: 'android', icon: 'android', resourceType: 'APP_ANDROID' },
  { key: 'liteIos', icon: 'phone', resourceType: 'APP_IOS_LITE' },
] as const satisfies readonly {
  key: string;
  icon: IconName;
  resourceType: TDomainRoute['resourceType'];
}[];
type Platform = (typeof platforms)[number];

function Downloads({ routes, platform }: { routes: TDomainRoute[]; platform: Platform }) {
  const { t } = useTranslation();
  const install = useInstallPrompt();
  const links = routes
    .filter((route) => route.resourceType === platform.resourceType)
    .sort((a, b) => a.speed - b.speed);
  const qrLabel = t('pages.down.qrAlt', { platform: t(`pages.down.platforms.${platform.key}`) });
  return (
    <div className="downloads">
      {links.map((link) => (
        <div key={link.url} className="downloads__item card">
          {/* The operator's own picture when the route has one; else drawn from the address. */}
          {link.qrCodeUrl ? (
            <img
              className="downloads__qr"
              src={link.qrCodeUrl}
              alt={qrLabel}
              width={140}
              height={140}
            />
          ) : (
            <QrCode text={link.url} label={qrLabel} size={140} />
          )}
          <a
            className="button button--primary"
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon name="download" />
            {t('pages.down.download')}
          </a>
        </div>
      ))}
      {platform.key === 'liteIos' && install && (
        <button type="button" className="button button--accent" onClick={() => void install()}>
          <Icon name="download" />
          {t('pages.down.installHere')}
        </button>
      )}
      {links.length === 0 && platform.key !== 'liteIos' && (
        <p className="muted">{t('pages.down.noLink')}</p>
      )}
    </div>
  );
}

export function DownPage() {
  const { t } = useTranslation();
  const settings = useConsolidatedSettings();
  const routes = settings.data?.domainRoute ?? [];
  const webRoutes = routes
    .filter((r) => r.resourceType === 'WEB')
    .sort((a, b) => a.speed - b.speed);
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const platform = platforms[selected]!;
  const steps = t(`pages.down.steps.${platform.key}`, { returnObjects: true }) as unknown;

  // Arrow keys move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onTabKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    let next = selected + step;
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = platforms.length - 1;
    else if (step === 0) return;
    event.preventDefault();
    next = (next + platforms.length) % platforms.length;
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="content content-page down-page">
      <h1 className="content-page__title">{t('pages.down.title')}</h1>
      <p className="content-page__lead">{t('pages.down.lead')}</p>

      <div role="tablist" aria-label={t('pages.down.guide')} className="tabs">
        {platforms.map((item, index) => (
          <button
            key={item.key}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.key}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => setSelected(index)}
            onKeyDown={onTabKeyDown}
          >
            <Icon name={item.icon} />
            {t(`pages.down.platforms.${item.key}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${platform.key}`}
        className="tabs__panel card"
      >
        <ol className="install-steps">
          {(Array.isArray(steps) ? (steps as string[]) : []).map((step, index) => (
            <li key={index}>
              <span className="install-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
        <Downloads routes={routes} platform={platform} />
      </div>

      {webRoutes.length > 0 && (
        <section className="content-page__section" aria-labelledby="site-addresses">
          <h2 id="site-addresses">{t('pages.down.addresses')}</h2>
          <ul className="address-list">
            {webRoutes.map((route) => (
              <li key={route.url} className="card">
                <a href={route.url} target="_blank" rel="noopener noreferrer">
                  {route.url}
                </a>
                <span className="muted">{t('pages.down.speed', { ms: route.speed })}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
