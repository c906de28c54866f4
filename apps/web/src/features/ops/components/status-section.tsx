import { useTranslation } from 'react-i18next';
import { useStatusSettings } from '../api/use-status-settings';
import { ApiErrorText } from './api-error-text';
import { MaintenanceCard } from './maintenance-card';
import { RegionCard } from './region-card';

export function StatusSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const settings = useStatusSettings();
  if (settings.isPending) return <p role="status">{t('ops.loading')}</p>;
  if (settings.isError) return <ApiErrorText error={settings.error} />;
  return (
    <>
      <MaintenanceCard maintenance={settings.data.maintenance} canEdit={canEdit} />
      <RegionCard region={settings.data.region} canEdit={canEdit} />
    </>
  );
}
