// The VIP page's and console section's texts exist in every language file, MY among them in
// Burmese (issue 19: "all texts in MY and EN at least"), and load by language. The console's
// texts (`vip.ops.*`) stay English in every language, as all the console's do; names and
// figures ('VIP 5', '40%') read the same in Burmese.
import { describe, expect, it } from 'vitest';
import { itHasEveryText } from '../../test/locale-texts';
import { localeKeys } from '../../test/test-i18n';
import { loadVipTexts } from './vip-texts';

describe('vip texts', () => {
  itHasEveryText(['vip'], {
    sameInEveryLanguage: [
      ...localeKeys('EN').filter((key) => key.startsWith('vip.ops.')),
      'vip.title',
      'vip.level',
      'vip.percent',
    ],
  });

  it('load by language', async () => {
    expect(await loadVipTexts('MY')).toHaveProperty('vip.myRank');
    expect(await loadVipTexts('EN')).toHaveProperty('vip.myRank', 'My rank');
  });
});
