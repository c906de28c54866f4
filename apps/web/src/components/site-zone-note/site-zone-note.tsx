// The one label a page carries when the device's time zone is not the site's: every time on the
// site is the site's (lib/use-site-format.ts), so a reader elsewhere is told which clock it is.
import { useTranslation } from 'react-i18next';
import { useSiteFormat, zoneDifference } from '../../lib/use-site-format';
import './site-zone-note.css';

export function SiteZoneNote() {
  const { t } = useTranslation();
  const { timeZone } = useSiteFormat();
  const offset = zoneDifference(timeZone);
  if (!timeZone || !offset) return null;
  return (
    <p className="site-zone-note" data-testid="site-zone-note">
      {t('siteTime.note', { offset, zone: timeZone })}
    </p>
  );
}
