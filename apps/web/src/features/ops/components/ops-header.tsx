// The console's top bar: who is signed in, language, theme and sign-out.
import { useTranslation } from 'react-i18next';
import type { TOperator } from '@wps/contracts/ops/session';
import { isLanguageFile, languageFiles } from '../../../i18n/languages';
import { useLanguage } from '../../../lib/language';
import { useTheme } from '../../../lib/theme';

export function OpsHeader({
  operator,
  onSignOut,
  isSigningOut,
}: {
  operator: TOperator;
  onSignOut: () => void;
  isSigningOut: boolean;
}) {
  const { t } = useTranslation();
  const { theme, toggleTheme } = useTheme();
  const { language, changeLanguage } = useLanguage();

  return (
    <header className="ops-header">
      <p className="ops-brand">
        {t('app.name')} <span>{t('ops.console')}</span>
      </p>
      <div className="ops-header-tools">
        <span className="ops-whoami">
          {operator.username} · {t(`ops.roles.${operator.role}`)}
        </span>
        <label className="ops-inline-field">
          <span className="ops-visually-hidden">{t('ops.language')}</span>
          <select
            value={language}
            onChange={(e) => {
              const file = e.target.value;
              if (isLanguageFile(file)) void changeLanguage({ code: file, file });
            }}
          >
            {languageFiles.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="ops-button"
          aria-pressed={theme === 'dark'}
          onClick={toggleTheme}
        >
          {t('ops.darkTheme')}
        </button>
        <button type="button" className="ops-button" onClick={onSignOut} disabled={isSigningOut}>
          {t('ops.signOut')}
        </button>
      </div>
    </header>
  );
}
