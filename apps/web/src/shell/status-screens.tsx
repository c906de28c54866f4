// The root screens for a closed site (spec 2 "Root screen", 8): maintenance and region block.
// Both stand alone (no shell: the rest of the site is closed) and offer customer service.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSystemStatus } from '@wps/contracts/system/status';
import { Icon } from '../components/icon/icon';
import { formatDateTime } from '../lib/format';
import { useSiteFormat } from '../lib/use-site-format';
import { SiteLogo } from './site-logo';
import './status-screens.css';

/** The end in the site's zone; while the settings are not there (the site is closed), in the device's. */
function useEndTime(iso: string | undefined): string | null {
  const { timeZone } = useSiteFormat();
  if (!iso || Number.isNaN(new Date(iso).getTime())) return null;
  return formatDateTime(iso, timeZone, { seconds: false });
}

function StatusFrame({
  illustration,
  title,
  children,
  onCustomerService,
}: {
  illustration: string;
  title: string;
  children: ReactNode;
  onCustomerService: () => void;
}) {
  const { t } = useTranslation();
  return (
    <main className="status-screen">
      <div className="status-screen__card">
        <SiteLogo className="status-screen__logo" />
        <img className="status-screen__art" src={illustration} alt="" width={240} height={180} />
        <h1 className="status-screen__title">{title}</h1>
        {children}
        <button type="button" className="button button--primary" onClick={onCustomerService}>
          <Icon name="headset" />
          {t('common.customerService')}
        </button>
      </div>
    </main>
  );
}

export function MaintenanceScreen({
  maintenance,
  onCustomerService,
}: {
  maintenance: TSystemStatus['maintenance'];
  onCustomerService: () => void;
}) {
  const { t } = useTranslation();
  const endTime = useEndTime(maintenance?.endTime ?? undefined);
  return (
    <StatusFrame
      illustration="/images/maintenance.svg"
      title={maintenance?.title || t('status.maintenance.title')}
      onCustomerService={onCustomerService}
    >
      {endTime && (
        <p className="status-screen__end">
          {t('status.maintenance.endTime')}{' '}
          <time dateTime={maintenance?.endTime ?? undefined}>{endTime}</time>
        </p>
      )}
      <p className="status-screen__info">{maintenance?.info || t('status.maintenance.info')}</p>
    </StatusFrame>
  );
}

export function RegionBlockScreen({
  ip,
  onCustomerService,
}: {
  ip: string | null;
  onCustomerService: () => void;
}) {
  const { t } = useTranslation();
  return (
    <StatusFrame
      illustration="/images/region-blocked.svg"
      title={t('status.region.title')}
      onCustomerService={onCustomerService}
    >
      {ip && (
        <p className="status-screen__ip">
          {t('status.region.ip')} <strong>{ip}</strong>
        </p>
      )}
      <p className="status-screen__info">{t('status.region.info')}</p>
    </StatusFrame>
  );
}
