// The checks every texts test makes for its namespaces: each has keys in EN, every language file
// has the same keys with EN's placeholders and no empty text, and MY is really Burmese.
import { expect, it } from 'vitest';
import { languageFiles } from '../i18n/languages';
import { localeKeys, localeValue } from './test-i18n';

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** Adds the checks to the surrounding describe. */
export function itHasEveryText(
  namespaces: string[],
  {
    sameInEveryLanguage = [],
    myDiffersFromEn = false,
  }: {
    /** Keys whose text stays as it is in Burmese too (names, codes). */
    sameInEveryLanguage?: string[];
    /** Also require every MY text to differ from EN's. */
    myDiffersFromEn?: boolean;
  } = {},
) {
  const ownKeys = (keys: string[]) => keys.filter((k) => namespaces.includes(k.split('.')[0]!));
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
    for (const key of enKeys.filter((k) => !sameInEveryLanguage.includes(k))) {
      const text = localeValue('MY', key);
      if (myDiffersFromEn) expect(text, key).not.toBe(localeValue('EN', key));
      expect(text, key).toMatch(/[\u1000-\u109F]/);
    }
  });
}
