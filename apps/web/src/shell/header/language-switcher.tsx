// The language list from settings (spec 1: about 38 entries), only the enabled ones. A native
// select: it works with keyboard, screen readers and phones' own pickers.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLanguageOption } from '@wps/contracts/system/whitelabel';
import { useConsolidatedSettings } from '../../api/consolidated-settings';
import { Icon } from '../../components/icon/icon';
import { useLanguage } from '../../lib/language';

export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const settings = useConsolidatedSettings();
  const { optionCode, language, changeLanguage } = useLanguage();
  const options: TLanguageOption[] =
    settings.data?.whitelabel.languages.filter((option) => option.enabled) ?? [];
  if (options.length === 0) return null;
  const selected = options.some((o) => o.code === optionCode)
    ? optionCode
    : (options.find((o) => o.file === language)?.code ?? options[0]!.code);

  return (
    <div className={`language-switcher ${className ?? ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {t('shell.language')}
      </label>
      <Icon name="globe" size={18} />
      <select
        id={id}
        value={selected}
        onChange={(event) => {
          const option = options.find((o) => o.code === event.target.value);
          if (option) void changeLanguage(option);
        }}
      >
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
