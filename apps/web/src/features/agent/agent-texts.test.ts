// The agent centre's texts: in every language file with EN's keys and placeholders, MY really
// Burmese, and none of them in the players' language files (they load with the centre).
import { describe, expect, it } from 'vitest';
import { itHasEveryText } from '../../test/locale-texts';
import { agentPageKeys } from './agent-menu-entries';
import en from './locales/en.json';

const playerFiles = import.meta.glob<Record<string, unknown>>('../../i18n/locales/*.json', {
  eager: true,
  import: 'default',
});

describe('agent centre texts', () => {
  itHasEveryText(['agent'], { myDiffersFromEn: true });

  it('name every menu entry and stay out of the players’ files', () => {
    for (const key of agentPageKeys) expect(en.agent.menu[key]).toBeTruthy();
    for (const file of Object.values(playerFiles)) {
      expect(file).not.toHaveProperty('agent');
      expect(file).not.toHaveProperty('agentAccountCentre');
    }
  });
});
