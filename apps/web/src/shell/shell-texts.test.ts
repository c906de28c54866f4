// The shell's and pages' texts exist in every language file with the same placeholders, MY is
// really Burmese, and every API error code has a message.
import { describe, expect, it } from 'vitest';
import { errorCodes } from '@wps/contracts/errors';
import { languageFiles } from '../i18n/languages';
import { itHasEveryText } from '../test/locale-texts';
import { localeValue } from '../test/test-i18n';

const namespaces = [
  'app',
  'common',
  'shell',
  'nav',
  'home',
  'notFound',
  'pages',
  'status',
  'errors',
];
/** Names and codes that stay as they are in Burmese too. */
const sameInEveryLanguage = [
  'app.name',
  'shell.sideMenu.telegram',
  'shell.sideMenu.facebook',
  'shell.sideMenu.whatsapp',
  'pages.down.platforms.ios',
  'pages.down.platforms.android',
  'pages.down.platforms.liteIos',
  ...['viber', 'telegram', 'whatsapp', 'line', 'wechat', 'facebook'].map(
    (app) => `pages.join.apps.${app}`,
  ),
];

describe('shell and page texts', () => {
  itHasEveryText(namespaces, { sameInEveryLanguage });

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
