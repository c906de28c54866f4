// i18next set-up: only the active language's file is loaded (each is its own chunk). A lazily
// loaded screen with many texts of its own (the operators' console) keeps them in its own files,
// loaded with it by useFeatureTexts, so the players' pages do not carry them.
import { useEffect, useState } from 'react';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
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

/** A feature's texts in one language, e.g. `{ ops: { ... } }`, merged into the language's. */
export type FeatureTextsLoader = (language: LanguageFile) => Promise<Record<string, unknown>>;

/** The features on screen whose texts follow every language switch, by name. */
const featureLoaders = new Map<string, FeatureTextsLoader>();
/** The feature texts loaded or loading, by "name:language". */
const featureTexts = new Map<string, Promise<void>>();
const loadedFeatureTexts = new Set<string>();

function loadFeatureTexts(name: string, load: FeatureTextsLoader, language: LanguageFile) {
  const key = `${name}:${language}`;
  let loading = featureTexts.get(key);
  if (!loading) {
    loading = load(language).then((texts) => {
      // Deep, so `{ ops }` joins the language's other texts; added after the language's own file
      // (switchLanguage loads that first), which hasResourceBundle looks for.
      i18next.addResourceBundle(language, 'translation', texts, true, true);
      loadedFeatureTexts.add(key);
    });
    // A failed load is tried again next time.
    loading.catch(() => featureTexts.delete(key));
    featureTexts.set(key, loading);
  }
  return loading;
}

/**
 * Starts loading a feature's texts before its page asks for them (the member centre opened on the
 * page: its texts load beside its chunk); the page's useFeatureTexts then finds them loaded or
 * loading. A failure is left to that hook to show.
 */
export function preloadFeatureTexts(
  name: string,
  load: FeatureTextsLoader,
  language: LanguageFile,
): void {
  loadFeatureTexts(name, load, language).catch(() => {});
}

/**
 * Loads a feature's own texts in the active language and, while the feature is mounted, with
 * every language switch (before the switch shows). False until the active language's texts are
 * in; a load that failed for good (ChunkLoadError) is thrown to the route's error panel.
 */
export function useFeatureTexts(name: string, load: FeatureTextsLoader): boolean {
  const { i18n } = useTranslation();
  const language = isLanguageFile(i18n.language) ? i18n.language : defaultLanguage;
  const ready = loadedFeatureTexts.has(`${name}:${language}`);
  const [, setLoaded] = useState(0);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    featureLoaders.set(name, load);
    return () => {
      if (featureLoaders.get(name) === load) featureLoaders.delete(name);
    };
  }, [name, load]);

  useEffect(() => {
    if (ready) return;
    let live = true;
    loadFeatureTexts(name, load, language).then(
      () => live && setLoaded((n) => n + 1),
      (e: unknown) => live && setError(() => e),
    );
    return () => {
      live = false;
    };
  }, [name, load, language, ready]);

  if (error) throw error;
  return ready;
}

/** Switches the language: loads its file, stores the choice locally and updates <html lang>. */
export async function switchLanguage(language: LanguageFile): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', await loadBundle(language));
  }
  // A feature whose texts fail to load shows its error itself (useFeatureTexts) after the switch.
  await Promise.all(
    [...featureLoaders].map(([name, load]) =>
      loadFeatureTexts(name, load, language).catch(() => {}),
    ),
  );
  await i18next.changeLanguage(language);
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = htmlLang[language];
}
