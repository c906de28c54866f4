// The betting record's and profit page's texts (`gameRecords.*`) live in ./locales, one chunk per
// language, loaded with those pages (and on each language switch while one shows) rather than
// with every player page (home's 170 kB budget).
import { preloadFeatureTexts, useFeatureTexts } from '../../i18n/i18n';
import type { LanguageFile } from '../../i18n/languages';
import { featureTextsLoader } from '../../i18n/feature-texts';

export const loadGameRecordsTexts = featureTextsLoader(
  import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'),
  'betting record texts',
);

/** The name its texts are kept under (i18n/i18n.ts). */
const TEXTS = 'gameRecords';

/** True once the betting record's texts in the active language are loaded. */
export function useGameRecordsTexts(): boolean {
  return useFeatureTexts(TEXTS, loadGameRecordsTexts);
}

/** Starts loading them in `language` before the page asks (the member centre opened on it). */
export function preloadGameRecordsTexts(language: LanguageFile): void {
  preloadFeatureTexts(TEXTS, loadGameRecordsTexts, language);
}
