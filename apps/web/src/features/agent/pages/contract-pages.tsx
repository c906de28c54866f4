import { useTranslation } from 'react-i18next';

function Pending() {
  const { t } = useTranslation();
  return <p className="mc-note">{t('common.loading')}</p>;
}
export const DividendPage = Pending;
export const DailySalaryPage = Pending;
export const HourlySalaryPage = Pending;
export const RealtimeSalaryPage = Pending;
