// Starts i18next for component tests with every language file loaded, so a test can switch
// language synchronously and find elements by their translated names. The features that load
// their own texts in the app (the console's `ops.*`, the games' `play.*`, the payment pages'
// `payments.*`, the agent centre's `agent.*`) are merged in, so the texts tests see them.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageFiles, htmlLang, type LanguageFile } from '../i18n/languages';

/** The players' files, then every feature's own (ops, play, payments, agent, ...) by language. */
const playerFiles = import.meta.glob<Record<string, unknown>>('../i18n/locales/*.json', {
  eager: true,
  import: 'default',
});
const featureFiles = import.meta.glob<Record<string, unknown>>('../features/*/locales/*.json', {
  eager: true,
  import: 'default',
});

function bundleOf(language: LanguageFile): Record<string, unknown> {
  const file = `${language.toLowerCase()}.json`;
  const features = Object.entries(featureFiles)
    .filter(([path]) => path.endsWith(`/${file}`))
    .map(([, texts]) => texts);
  return Object.assign({}, playerFiles[`../i18n/locales/${file}`], ...features);
}

const bundles = Object.fromEntries(languageFiles.map((l) => [l, bundleOf(l)])) as Record<
  LanguageFile,
  Record<string, unknown>
>;

export async function setupTestI18n(language: LanguageFile = 'EN') {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      resources: Object.fromEntries(
        Object.entries(bundles).map(([lang, translation]) => [lang, { translation }]),
      ),
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  await i18next.changeLanguage(language);
  document.documentElement.lang = htmlLang[language];
  return i18next;
}

/** The flattened keys of one language file, e.g. "modal.close". */
export function localeKeys(language: LanguageFile): string[] {
  const keys: string[] = [];
  const walk = (node: unknown, prefix: string) => {
    if (node !== null && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) walk(v, prefix ? `${prefix}.${k}` : k);
    } else keys.push(prefix);
  };
  walk(bundles[language], '');
  return keys;
}

/** One text of one language file by its dotted key, e.g. ("MY", "modal.close"). */
export function localeValue(language: LanguageFile, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      bundles[language],
    );
}
