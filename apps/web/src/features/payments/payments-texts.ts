// The deposit, withdrawal and bonus pages' texts (`payments.*`, `bonus.*`) live in ./locales,
// one chunk per language, loaded with those pages (and on each language switch while one is on
// screen) rather than with every player page, as the ops console's and the game clients' are (170 kB budget).
import { useFeatureTexts } from '../../i18n/i18n';
import type { LanguageFile } from '../../i18n/languages';
import { loadChunk } from '../../lib/load-chunk';

const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

export async function loadPaymentsTexts(language: LanguageFile): Promise<Record<string, unknown>> {
  const load = loaders[`./locales/${language.toLowerCase()}.json`];
  if (!load) throw new Error(`no payment texts for ${language}`);
  return (await loadChunk(load)).default;
}

/** True once the payment pages' texts in the active language are loaded. */
export function usePaymentsTexts(): boolean {
  return useFeatureTexts('payments', loadPaymentsTexts);
}
