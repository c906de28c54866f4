// The console's texts (./locales, loaded with the console) follow the contracts: a new pattern
// kind, role, tag or payment state needs its label. They stay out of the players' language files.
import { describe, expect, it } from 'vitest';
import { helpTags } from '@wps/contracts/system/help-center';
import { patternIds } from '@wps/contracts/system/register-settings';
import { feedbackTypes } from '@wps/contracts/system/feedback';
import { builtInRoles } from '@wps/contracts/ops/permissions';
import { errorCodes } from '@wps/contracts/errors';
import { channelTypes, depositStates } from '@wps/contracts/payment/fields';
import { receiptAnswers, withdrawalStates } from '@wps/contracts/payment/withdrawal-fields';
import { ZContractFlags } from '@wps/contracts/wallet/contract-flags';
import { gameClassifies } from '@wps/contracts/content/game-nav';
import { gameEngines } from '@wps/contracts/games/ops-games';
import { lotteryDrawStates, lotteryLayouts } from '@wps/contracts/lottery/lottery-common';
import { languageFiles } from '../../i18n/languages';
import { localeKeys, localeValue } from '../../test/test-i18n';
import { opsSections } from './ops-roles';

const opsFiles = import.meta.glob<Record<string, unknown>>('./locales/*.json', {
  eager: true,
  import: 'default',
});
const playerFiles = import.meta.glob<Record<string, unknown>>('../../i18n/locales/*.json', {
  eager: true,
  import: 'default',
});
const placeholders = (text: unknown) =>
  [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const opsKeysOf = (language: (typeof languageFiles)[number]) =>
  localeKeys(language).filter((key) => key.startsWith('ops.'));

describe('ops console texts', () => {
  it('are a file per language holding only ops texts, and none are in the players’ files', () => {
    const lower = languageFiles.map((language) => language.toLowerCase()).sort();
    expect(Object.keys(opsFiles).sort()).toEqual(lower.map((l) => `./locales/${l}.json`));
    for (const file of Object.values(opsFiles)) expect(Object.keys(file)).toEqual(['ops']);
    expect(Object.keys(playerFiles)).toHaveLength(languageFiles.length);
    for (const file of Object.values(playerFiles)) expect(file).not.toHaveProperty('ops');
  });

  it('every language file carries every ops key that EN has, with its placeholders', () => {
    const en = opsKeysOf('EN').sort();
    expect(en.length).toBeGreaterThan(300);
    for (const language of languageFiles) {
      expect(opsKeysOf(language).sort()).toEqual(en);
      for (const key of en) {
        const text = localeValue(language, key);
        expect(typeof text, `${language} ${key}`).toBe('string');
        expect((text as string).trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toEqual(
          placeholders(localeValue('EN', key)),
        );
      }
    }
  });

  it('labels every value the contracts allow, in EN and MY', () => {
    const needed = [
      ...patternIds.map((id) => `ops.fields.patterns.${id}`),
      ...helpTags.map((tag) => `ops.help.tags.${tag}`),
      ...feedbackTypes.map((type) => `ops.feedback.types.${type}`),
      ...builtInRoles.map((role) => `ops.roles.${role}`),
      ...opsSections.map((section) => `ops.nav.${section}`),
      ...depositStates.map((state) => `ops.deposits.states.${state}`),
      ...withdrawalStates.map((state) => `ops.withdrawals.states.${state}`),
      ...receiptAnswers.map((answer) => `ops.withdrawals.receiptAnswers.${answer}`),
      ...channelTypes.map((type) => `ops.channels.types.${type}`),
      ...ZContractFlags.keyof().options.map((flag) => `ops.contractFlags.flags.${flag}`),
      ...gameClassifies.map((c) => `ops.games.classifies.${c}`),
      ...gameEngines.map((engine) => `ops.games.engines.${engine}`),
      ...lotteryDrawStates.map((state) => `ops.lottery.states.${state}`),
      ...lotteryLayouts.map((layout) => `ops.lottery.layouts.${layout}`),
      ...errorCodes.map((code) => `errors.${code}`),
      'errors.NETWORK_ERROR',
    ];
    for (const language of ['EN', 'MY'] as const) {
      const keys = new Set(localeKeys(language));
      expect(needed.filter((key) => !keys.has(key))).toEqual([]);
    }
  });
});
