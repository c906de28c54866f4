// The agent centre's texts (`agent.*`) live in ./locales, one chunk per language, loaded with the
// centre (and on each language switch while it shows) rather than with every player page.
import { useFeatureTexts } from '../../i18n/i18n';
import type { LanguageFile } from '../../i18n/languages';
import { loadChunk } from '../../lib/load-chunk';

const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

export async function loadAgentTexts(language: LanguageFile): Promise<Record<string, unknown>> {
  const load = loaders[`./locales/${language.toLowerCase()}.json`];
  if (!load) throw new Error(`no agent centre texts for ${language}`);
  return (await loadChunk(load)).default;
}

/** True once the agent centre's texts in the active language are loaded. */
export function useAgentTexts(): boolean {
  return useFeatureTexts('agent', loadAgentTexts);
}
