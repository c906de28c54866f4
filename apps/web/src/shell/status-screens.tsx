// The root screens for a closed site (spec 2 "Root screen", 8): maintenance and region block.
// Both stand alone (no shell: the rest of the site is closed) and offer customer service.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSystemStatus } from '@wps/contracts/system/status';
import { Icon } from '../components/icon/icon';
import { formatDate } from '../lib/format';
import { SiteLogo } from './site-logo';
import './status-screens.css';

function formatEndTime(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${formatDate(date)} ${two(date.getHours())}:${two(date.getMinutes())}`;
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
  const endTime = maintenance?.endTime ? formatEndTime(maintenance.endTime) : null;
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
