// The promotion pages' texts (`promo.*`: /promotions, /promoDetail, rewardCenter, manualRebate)
// live in ./locales, one chunk per language, loaded with those pages (and again on each language
// switch while one is on screen), not with every player page (home JS budget: 170 kB gzip).
import { preloadFeatureTexts, useFeatureTexts } from '../../i18n/i18n';
import type { LanguageFile } from '../../i18n/languages';
import { loadChunk } from '../../lib/load-chunk';

const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

export async function loadPromotionsTexts(
  language: LanguageFile,
): Promise<Record<string, unknown>> {
  const load = loaders[`./locales/${language.toLowerCase()}.json`];
  if (!load) throw new Error(`no promotion texts for ${language}`);
  return (await loadChunk(load)).default;
}

/** The name its texts are kept under (i18n/i18n.ts). */
const TEXTS = 'promotions';

/** True once the promotion pages' texts in the active language are loaded. */
export function usePromotionsTexts(): boolean {
  return useFeatureTexts(TEXTS, loadPromotionsTexts);
}

/** Starts loading them in `language` before the page asks (the member centre opened on it). */
export function preloadPromotionsTexts(language: LanguageFile): void {
  preloadFeatureTexts(TEXTS, loadPromotionsTexts, language);
}
