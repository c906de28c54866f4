// Root screen by system status (spec 2, 4): 0 the site, 1 maintenance, 2 region restriction.
import type { ReactNode } from 'react';
import { useSystemStatus } from '../api/system-status';
import { PageLoader } from './page-loader';
import { MaintenanceScreen, RegionBlockScreen } from './status-screens';
import { useCustomerService } from './customer-service';

export function StatusGate({ children }: { children: ReactNode }) {
  const status = useSystemStatus();
  const openCustomerService = useCustomerService();
  // Wait for the first answer so a closed site never flashes its pages; if the status call
  // itself fails, show the site: its own calls will say what is wrong.
  if (status.isPending) return <PageLoader />;
  const value = status.data;
  // 1 maintenance, 2 region restriction: SiteStatus in the contract, compared as numbers so the
  // first load does not import the contract module (and zod with it).
  if (value?.status === 1) {
    return (
      <MaintenanceScreen maintenance={value.maintenance} onCustomerService={openCustomerService} />
    );
  }
  if (value?.status === 2) {
    return (
      <RegionBlockScreen ip={value.region?.ip ?? null} onCustomerService={openCustomerService} />
    );
  }
  return children;
}
