// The deposit, withdrawal and bonus pages' texts (`payments.*`, `bonus.*`) live in ./locales,
// one chunk per language, loaded with those pages (and on each language switch while one is on
// screen) rather than with every player page, as the ops console's and the game clients' are (170 kB budget).
import { preloadFeatureTexts, useFeatureTexts } from '../../i18n/i18n';
import type { LanguageFile } from '../../i18n/languages';
import { featureTextsLoader } from '../../i18n/feature-texts';

export const loadPaymentsTexts = featureTextsLoader(
  import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'),
  'payment texts',
);

/** The name its texts are kept under (i18n/i18n.ts). */
const TEXTS = 'payments';

/** True once the payment pages' texts in the active language are loaded. */
export function usePaymentsTexts(): boolean {
  return useFeatureTexts(TEXTS, loadPaymentsTexts);
}

/** Starts loading them in `language` before the page asks (the member centre opened on it). */
export function preloadPaymentsTexts(language: LanguageFile): void {
  preloadFeatureTexts(TEXTS, loadPaymentsTexts, language);
}
