// Content is stored with one text per language; visitors get theirs, or EN when it is missing.
import type { TLanguage } from '@wps/contracts/http';
import type { Texts } from '../db/schema/content';

/** The site's default language (spec 1), used when a call names none. */
export const DEFAULT_LANGUAGE: TLanguage = 'MY';

export function pickText(texts: Texts, language: TLanguage): string {
  return texts[language] ?? texts.EN ?? '';
}
