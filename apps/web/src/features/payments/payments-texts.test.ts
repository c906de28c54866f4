// The deposit, withdrawal and bonus pages' texts: complete in every language, and kept out of the
// players' language files (loaded with those pages, so the home route does not carry them).
import { describe, expect, it } from 'vitest';
import { languageFiles } from '../../i18n/languages';
import { itHasEveryText } from '../../test/locale-texts';
import { loadPaymentsTexts } from './payments-texts';

const paymentsFiles = import.meta.glob<Record<string, unknown>>('./locales/*.json', {
  eager: true,
  import: 'default',
});
const playerFiles = import.meta.glob<Record<string, unknown>>('../../i18n/locales/*.json', {
  eager: true,
  import: 'default',
});

describe('payment page texts', () => {
  itHasEveryText(['payments', 'bonus']);

  it('are a file per language holding only payment texts, and none are in the players’ files', () => {
    const lower = languageFiles.map((language) => language.toLowerCase()).sort();
    expect(Object.keys(paymentsFiles).sort()).toEqual(lower.map((l) => `./locales/${l}.json`));
    for (const file of Object.values(paymentsFiles))
      expect(Object.keys(file)).toEqual(['payments', 'bonus']);
    expect(Object.keys(playerFiles)).toHaveLength(languageFiles.length);
    for (const file of Object.values(playerFiles)) {
      expect(file).not.toHaveProperty('payments');
      expect(file).not.toHaveProperty('bonus');
    }
  });

  it('load by language', async () => {
    const my = (await loadPaymentsTexts('MY')) as { payments: Record<string, unknown> };
    expect(my).toEqual(paymentsFiles['./locales/my.json']);
    expect(Object.keys(my.payments).length).toBeGreaterThan(10);
  });
});
