// The game clients' texts (`play.*`) live in ./locales, one chunk per language, loaded with a game
// client (and on each language switch while one is on screen) rather than with every player page:
// the home route does not carry the ~280 texts of pages it never shows (170 kB budget).
import { useFeatureTexts } from '../../i18n/i18n';
import { featureTextsLoader } from '../../i18n/feature-texts';

export const loadPlayTexts = featureTextsLoader(
  import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'),
  'game client texts',
);

/** True once the game clients' texts in the active language are loaded. */
export function usePlayTexts(): boolean {
  return useFeatureTexts('play', loadPlayTexts);
}
