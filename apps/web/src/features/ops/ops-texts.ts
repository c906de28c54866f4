// The console's texts (`ops.*`) live in ./locales, one chunk per language, loaded with the console
// (and on each language switch inside it) rather than with every player page.
import { useFeatureTexts } from '../../i18n/i18n';
import { featureTextsLoader } from '../../i18n/feature-texts';

export const loadOpsTexts = featureTextsLoader(
  import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'),
  'console texts',
);

/** True once the console's texts in the active language are loaded. */
export function useOpsTexts(): boolean {
  return useFeatureTexts('ops', loadOpsTexts);
}
