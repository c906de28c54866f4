// The missions, messages, invite-friends and chat texts exist in every language file, MY among
// them in Burmese (issue 19: "all texts in MY and EN at least"), and load by language.
import { describe, expect, it } from 'vitest';
import { itHasEveryText } from '../../test/locale-texts';
import { loadSocialTexts } from './social-texts';

describe('social texts', () => {
  itHasEveryText(['social']);

  it('load by language', async () => {
    expect(await loadSocialTexts('MY')).toHaveProperty('social.missions.title');
    expect(await loadSocialTexts('EN')).toHaveProperty('social.missions.title', 'Mission activity');
  });
});
