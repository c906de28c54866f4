// The vip page's texts (`vip.*`) live in ./locales, one chunk per language, loaded with the
// page rather than with every player page.
import { useFeatureTexts } from '../../i18n/i18n';
import type { LanguageFile } from '../../i18n/languages';
import { loadChunk } from '../../lib/load-chunk';

const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

export async function loadVipTexts(language: LanguageFile): Promise<Record<string, unknown>> {
  const load = loaders[`./locales/${language.toLowerCase()}.json`];
  if (!load) throw new Error(`no vip texts for ${language}`);
  return (await loadChunk(load)).default;
}

/** True once the vip page's texts in the active language are loaded. */
export function useVipTexts(): boolean {
  return useFeatureTexts('vip', loadVipTexts);
}
