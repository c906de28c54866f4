import { useStatusSettings } from '../api/use-status-settings';
import { MaintenanceCard } from './maintenance-card';
import { QueryView } from './query-view';
import { RegionCard } from './region-card';

export function StatusSection({ canEdit }: { canEdit: boolean }) {
  const settings = useStatusSettings();
  return (
    <QueryView query={settings}>
      {({ maintenance, region }) => (
        <>
          <MaintenanceCard maintenance={maintenance} canEdit={canEdit} />
          <RegionCard region={region} canEdit={canEdit} />
        </>
      )}
    </QueryView>
  );
}
