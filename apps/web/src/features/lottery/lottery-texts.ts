// The lottery pages' texts (`lottery.*`) live in ./locales, one chunk per language, loaded with
// /lottery and /vnlottery (and on each language switch while one shows) rather than with every
// player page (home's 170 kB budget).
import { useFeatureTexts } from '../../i18n/i18n';
import { featureTextsLoader } from '../../i18n/feature-texts';

export const loadLotteryTexts = featureTextsLoader(
  import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'),
  'lottery texts',
);

/** True once the lottery pages' texts in the active language are loaded. */
export function useLotteryTexts(): boolean {
  return useFeatureTexts('lottery', loadLotteryTexts);
}
