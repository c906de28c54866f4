// The loader every lazily loaded feature gives useFeatureTexts: its `./locales/*.json` files, one
// chunk per language (Vite's import.meta.glob must be written out in the feature's own module, so
// the feature passes its glob here and gets the loader back).
import { loadChunk } from '../lib/load-chunk';
import type { FeatureTextsLoader } from './i18n';
import type { LanguageFile } from './languages';

export type FeatureLocaleFiles = Record<
  string,
  () => Promise<{ default: Record<string, unknown> }>
>;

/**
 * A FeatureTextsLoader over a feature's `import.meta.glob('./locales/*.json')`: the active
 * language's file, retried as a route chunk is (loadChunk); `what` names the texts in the error
 * for a language without a file.
 */
export function featureTextsLoader(files: FeatureLocaleFiles, what: string): FeatureTextsLoader {
  return async (language: LanguageFile) => {
    const load = files[`./locales/${language.toLowerCase()}.json`];
    if (!load) throw new Error(`no ${what} for ${language}`);
    return (await loadChunk(load)).default;
  };
}
