// The agent centre's texts (`agent.*`) live in ./locales, one chunk per language, loaded with the
// centre (and on each language switch while it shows) rather than with every player page.
import { useFeatureTexts } from '../../i18n/i18n';
import { featureTextsLoader } from '../../i18n/feature-texts';

export const loadAgentTexts = featureTextsLoader(
  import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'),
  'agent centre texts',
);

/** True once the agent centre's texts in the active language are loaded. */
export function useAgentTexts(): boolean {
  return useFeatureTexts('agent', loadAgentTexts);
}
