// i18next set-up: only the active language's file is loaded (each is its own chunk).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, htmlLang, isLanguageFile, type LanguageFile } from './languages';

const STORAGE_KEY = 'language';
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

export function storedLanguage(): LanguageFile {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguageFile(value) ? value : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

async function loadBundle(language: LanguageFile) {
  const load = loaders[`./locales/${language.toLowerCase()}.json`];
  if (!load) throw new Error(`no language file for ${language}`);
  return (await load()).default;
}

export async function initI18n(language: LanguageFile = storedLanguage()) {
  const bundle = await loadBundle(language);
  await i18next.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation: bundle } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = htmlLang[language];
  return i18next;
}

/** Switches the language: loads its file, stores the choice locally and updates <html lang>. */
export async function switchLanguage(language: LanguageFile): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', await loadBundle(language));
  }
  await i18next.changeLanguage(language);
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = htmlLang[language];
}
