// The missions, messages, invite-friends and chat texts (`social.*`) live in ./locales, one chunk
// per language, loaded with those pages rather than with every player page (170 kB budget).
import { preloadFeatureTexts, useFeatureTexts } from '../../i18n/i18n';
import type { LanguageFile } from '../../i18n/languages';
import { loadChunk } from '../../lib/load-chunk';

const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

export async function loadSocialTexts(language: LanguageFile): Promise<Record<string, unknown>> {
  const load = loaders[`./locales/${language.toLowerCase()}.json`];
  if (!load) throw new Error(`no social texts for ${language}`);
  return (await loadChunk(load)).default;
}

/** The name its texts are kept under (i18n/i18n.ts). */
const TEXTS = 'social';

/** True once the social pages' texts in the active language are loaded. */
export function useSocialTexts(): boolean {
  return useFeatureTexts(TEXTS, loadSocialTexts);
}

/** Starts loading them in `language` before the page asks (the member centre opened on it). */
export function preloadSocialTexts(language: LanguageFile): void {
  preloadFeatureTexts(TEXTS, loadSocialTexts, language);
}
