// The points mall's texts (player pages and its console section) exist in every language file,
// MY among them in Burmese (issue 19: "all texts in MY and EN at least"), and load by language.
// The console's texts (`points.ops.*`) stay English in every language, as all the console's do.
import { describe, expect, it } from 'vitest';
import { itHasEveryText } from '../../test/locale-texts';
import { localeKeys } from '../../test/test-i18n';
import { loadPointsTexts } from './points-texts';

describe('points texts', () => {
  itHasEveryText(['points'], {
    sameInEveryLanguage: localeKeys('EN').filter((key) => key.startsWith('points.ops.')),
  });

  it('load by language', async () => {
    expect(await loadPointsTexts('MY')).toHaveProperty('points.title');
    expect(await loadPointsTexts('EN')).toHaveProperty('points.title', 'Points mall');
  });
});
