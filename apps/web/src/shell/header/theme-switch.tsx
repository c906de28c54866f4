// Light and dark theme toggle (spec 2): a pressed button means the dark theme is on.
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon/icon';
import { useTheme } from '../../lib/theme';

export function ThemeSwitch({ showLabel = false }: { showLabel?: boolean }) {
  const { t } = useTranslation();
  const { theme, toggleTheme } = useTheme();
  const isDark = theme === 'dark';
  const label = t('shell.theme.dark');
  return (
    <button
      type="button"
      className={showLabel ? 'button button--small' : 'icon-button'}
      aria-pressed={isDark}
      aria-label={showLabel ? undefined : label}
      title={showLabel ? undefined : label}
      onClick={toggleTheme}
    >
      <Icon name={isDark ? 'moon' : 'sun'} />
      {showLabel && label}
    </button>
  );
}
