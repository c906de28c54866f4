// The security centre's texts (`security.*`) live in ./locales, one chunk per language, loaded
// with the member centre's security page (and on each language switch while it shows) rather than
// with every player page (home's 170 kB budget).
import { preloadFeatureTexts, useFeatureTexts } from '../../i18n/i18n';
import type { LanguageFile } from '../../i18n/languages';
import { featureTextsLoader } from '../../i18n/feature-texts';

export const loadSecurityTexts = featureTextsLoader(
  import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'),
  'security centre texts',
);

/** The name its texts are kept under (i18n/i18n.ts). */
const TEXTS = 'security';

/** True once the security centre's texts in the active language are loaded. */
export function useSecurityTexts(): boolean {
  return useFeatureTexts(TEXTS, loadSecurityTexts);
}

/** Starts loading them in `language` before the page asks (the member centre opened on it). */
export function preloadSecurityTexts(language: LanguageFile): void {
  preloadFeatureTexts(TEXTS, loadSecurityTexts, language);
}
