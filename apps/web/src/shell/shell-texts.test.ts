// The shell's and pages' texts exist in every language file with the same placeholders, MY is
// really Burmese, and every API error code has a message.
import { describe, expect, it } from 'vitest';
import { errorCodes } from '@wps/contracts/errors';
import { languageFiles } from '../i18n/languages';
import { localeKeys, localeValue } from '../test/test-i18n';

const namespaces = [
  'app',
  'common',
  'shell',
  'nav',
  'home',
  'pages',
  'status',
  'errors',
  'notAvailable',
];
const ownKeys = (keys: string[]) => keys.filter((k) => namespaces.includes(k.split('.')[0]!));
const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** Names and codes that stay as they are in Burmese too. */
const sameInEveryLanguage = [
  'app.name',
  'shell.sideMenu.telegram',
  'shell.sideMenu.facebook',
  'shell.sideMenu.whatsapp',
  'pages.down.platforms.ios',
  'pages.down.platforms.android',
  'pages.down.platforms.liteIos',
  'notAvailable.features.vip',
];

describe('shell and page texts', () => {
  const enKeys = ownKeys(localeKeys('EN'));

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
      expect(localeValue('MY', key), key).toMatch(/[\u1000-\u109F]/);
    }
  });

  it('name every API error code', () => {
    for (const language of languageFiles) {
      for (const code of [...errorCodes, 'NETWORK_ERROR']) {
        expect(localeValue(language, `errors.${code}`), `${language} ${code}`).toEqual(
          expect.any(String),
        );
      }
    }
  });
});
