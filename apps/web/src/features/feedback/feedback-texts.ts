// The feedback form's texts (`feedback.*`), one chunk per language, loaded with the form.
import { useFeatureTexts } from '../../i18n/i18n';
import { featureTextsLoader } from '../../i18n/feature-texts';

export const loadFeedbackTexts = featureTextsLoader(
  import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'),
  'feedback texts',
);

/** True once the form's texts in the active language are loaded. */
export function useFeedbackTexts(): boolean {
  return useFeatureTexts('feedback', loadFeedbackTexts);
}
