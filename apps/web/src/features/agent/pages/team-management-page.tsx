import { useTranslation } from 'react-i18next';

export function TeamManagementPage() {
  const { t } = useTranslation();
  return <p className="mc-note">{t('common.loading')}</p>;
}
