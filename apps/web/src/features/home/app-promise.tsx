// The app-download banner's promise (spec 9 constants: "App-download banner promises 5,777 Ks"):
// a fixed figure, shown as all money on the site is, with the whitelabel's currency label.
import { useTranslation } from 'react-i18next';
import { useSiteFormat } from '../../lib/use-site-format';

/** The spec's figure (5,777 kyat) in minor units. */
export const APP_DOWNLOAD_PROMISE_MINOR = 5_777_00n;

export function AppPromise() {
  const { t } = useTranslation();
  const format = useSiteFormat();
  return (
    <p className="home-download__promise">
      {t('home.download.promise', { amount: format.money(APP_DOWNLOAD_PROMISE_MINOR) })}
    </p>
  );
}
