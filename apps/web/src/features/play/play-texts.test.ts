// The game clients' texts: complete in every language, and kept out of the players' language
// files (loaded with a game client, so the home route does not carry them).
import { describe, expect, it } from 'vitest';
import { languageFiles } from '../../i18n/languages';
import { itHasEveryText } from '../../test/locale-texts';
import { loadPlayTexts } from './play-texts';

const playFiles = import.meta.glob<Record<string, unknown>>('./locales/*.json', {
  eager: true,
  import: 'default',
});
const playerFiles = import.meta.glob<Record<string, unknown>>('../../i18n/locales/*.json', {
  eager: true,
  import: 'default',
});

describe('game client texts', () => {
  itHasEveryText(['play']);

  it('are a file per language holding only play texts, and none are in the players’ files', () => {
    const lower = languageFiles.map((language) => language.toLowerCase()).sort();
    expect(Object.keys(playFiles).sort()).toEqual(lower.map((l) => `./locales/${l}.json`));
    for (const file of Object.values(playFiles)) expect(Object.keys(file)).toEqual(['play']);
    expect(Object.keys(playerFiles)).toHaveLength(languageFiles.length);
    for (const file of Object.values(playerFiles)) expect(file).not.toHaveProperty('play');
  });

  it('load by language', async () => {
    const my = (await loadPlayTexts('MY')) as { play: Record<string, unknown> };
    expect(my).toEqual(playFiles['./locales/my.json']);
    expect(Object.keys(my.play).length).toBeGreaterThan(10);
  });
});
