// The content pages' texts (`pages.*`: notices, help centre, download, agent application) live in
// ./locales, one chunk per language, loaded with those pages (and on each language switch while
// one shows) rather than with every player page (home's 170 kB budget). The help centre's pages
// (features/help) get them through the router, since features do not import each other.
import { useFeatureTexts } from '../../i18n/i18n';
import { featureTextsLoader } from '../../i18n/feature-texts';

export const loadPagesTexts = featureTextsLoader(
  import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'),
  'content page texts',
);

/** True once the content pages' texts in the active language are loaded. */
export function usePagesTexts(): boolean {
  return useFeatureTexts('pages', loadPagesTexts);
}
