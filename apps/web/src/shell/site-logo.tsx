// The wordmark, drawn for light or dark backgrounds.
import { useTranslation } from 'react-i18next';
import { useTheme } from '../lib/theme';

export function SiteLogo({ className, onDark = false }: { className?: string; onDark?: boolean }) {
  const { t } = useTranslation();
  const { theme } = useTheme();
  const isDark = onDark || theme === 'dark';
  return (
    <img
      className={className}
      src={isDark ? '/icons/logo-dark.svg' : '/icons/logo-light.svg'}
      alt={t('app.name')}
      width={150}
      height={36}
    />
  );
}
