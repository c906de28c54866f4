// The console's texts (`ops.*`) live in ./locales, one chunk per language, loaded with the console
// (and on each language switch inside it) rather than with every player page.
import { useFeatureTexts } from '../../i18n/i18n';
import type { LanguageFile } from '../../i18n/languages';
import { loadChunk } from '../../lib/load-chunk';

const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

export async function loadOpsTexts(language: LanguageFile): Promise<Record<string, unknown>> {
  const load = loaders[`./locales/${language.toLowerCase()}.json`];
  if (!load) throw new Error(`no console texts for ${language}`);
  return (await loadChunk(load)).default;
}

/** True once the console's texts in the active language are loaded. */
export function useOpsTexts(): boolean {
  return useFeatureTexts('ops', loadOpsTexts);
}
