// The shared components' texts exist in every language file, and MY is really translated.
import { describe, expect, it } from 'vitest';
import { languageFiles } from '../i18n/languages';
import { localeKeys, localeValue } from './test-i18n';

const namespaces = [
  'modal',
  'carousel',
  'notice',
  'jackpot',
  'dialPicker',
  'cs',
  'validation',
  'format',
];
const ownKeys = (keys: string[]) => keys.filter((k) => namespaces.includes(k.split('.')[0]!));
const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('shared component texts', () => {
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
      const text = localeValue('MY', key);
      expect(text, key).not.toBe(localeValue('EN', key));
      expect(text, key).toMatch(/[\u1000-\u109F]/);
    }
  });
});
