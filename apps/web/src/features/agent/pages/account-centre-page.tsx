import { useTranslation } from 'react-i18next';

export function AccountCentrePage() {
  const { t } = useTranslation();
  return <p className="mc-note">{t('common.loading')}</p>;
}
