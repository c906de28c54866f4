// The member centre's texts (its menu, the security and wallet pages, amounts, date ranges)
// exist in every language file with EN's placeholders, and MY is really Burmese.
import { describe, expect, it } from 'vitest';
import { languageFiles } from '../../i18n/languages';
import { localeKeys, localeValue } from '../../test/test-i18n';

const namespaces = ['memberCentre', 'security', 'wallet', 'money', 'dateRange'];
const ownKeys = (keys: string[]) => keys.filter((k) => namespaces.includes(k.split('.')[0]!));
const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('member centre texts', () => {
  const enKeys = ownKeys(localeKeys('EN'));

  it('cover every namespace', () => {
    for (const ns of namespaces) expect(enKeys.some((k) => k.startsWith(`${ns}.`))).toBe(true);
  });

  it.each(languageFiles)('are all in %s with the same placeholders as EN', (language) => {
    expect(ownKeys(localeKeys(language)).sort()).toEqual([...enKeys].sort());
    for (const key of enKeys) {
      const text = localeValue(language, key);
      expect(typeof text, `${language} ${key}`).toBe('string');
      expect((text as string).trim(), `${language} ${key}`).not.toBe('');
      expect(placeholders(text), `${language} ${key}`).toEqual(
        placeholders(localeValue('EN', key)),
      );
    }
  });

  it('are in Burmese in MY', () => {
    for (const key of enKeys) {
      expect(localeValue('MY', key), key).toMatch(/[\u1000-\u109F]/);
    }
  });
});
