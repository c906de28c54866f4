// The console's texts follow the contracts: a new pattern kind, role, tag or payment state needs
// its label.
import { describe, expect, it } from 'vitest';
import { helpTags } from '@wps/contracts/system/help-center';
import { patternIds } from '@wps/contracts/system/register-settings';
import { feedbackTypes } from '@wps/contracts/system/feedback';
import { ZOperatorRole } from '@wps/contracts/ops/session';
import { errorCodes } from '@wps/contracts/errors';
import { channelTypes, depositStates } from '@wps/contracts/payment/fields';
import { receiptAnswers, withdrawalStates } from '@wps/contracts/payment/withdrawal-fields';
import { ZContractFlags } from '@wps/contracts/wallet/contract-flags';
import { gameClassifies } from '@wps/contracts/content/game-nav';
import { gameEngines } from '@wps/contracts/games/ops-games';
import { languageFiles } from '../../i18n/languages';
import { localeKeys } from '../../test/test-i18n';
import { opsSections } from './ops-roles';

const opsKeysOf = (language: (typeof languageFiles)[number]) =>
  localeKeys(language).filter((key) => key.startsWith('ops.'));

describe('ops console texts', () => {
  it('every language file carries every ops key that EN has', () => {
    const en = opsKeysOf('EN').sort();
    for (const language of languageFiles) expect(opsKeysOf(language).sort()).toEqual(en);
  });

  it('labels every value the contracts allow, in EN and MY', () => {
    const needed = [
      ...patternIds.map((id) => `ops.fields.patterns.${id}`),
      ...helpTags.map((tag) => `ops.help.tags.${tag}`),
      ...feedbackTypes.map((type) => `ops.feedback.types.${type}`),
      ...ZOperatorRole.options.map((role) => `ops.roles.${role}`),
      ...opsSections.map((section) => `ops.nav.${section}`),
      ...depositStates.map((state) => `ops.deposits.states.${state}`),
      ...withdrawalStates.map((state) => `ops.withdrawals.states.${state}`),
      ...receiptAnswers.map((answer) => `ops.withdrawals.receiptAnswers.${answer}`),
      ...channelTypes.map((type) => `ops.channels.types.${type}`),
      ...ZContractFlags.keyof().options.map((flag) => `ops.contractFlags.flags.${flag}`),
      ...gameClassifies.map((c) => `ops.games.classifies.${c}`),
      ...gameEngines.map((engine) => `ops.games.engines.${engine}`),
      ...errorCodes.map((code) => `errors.${code}`),
      'errors.NETWORK_ERROR',
    ];
    for (const language of ['EN', 'MY'] as const) {
      const keys = new Set(localeKeys(language));
      expect(needed.filter((key) => !keys.has(key))).toEqual([]);
    }
  });
});
