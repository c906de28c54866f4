// No internal code is shown: every ledger kind the server posts for a member reads as words in
// MY and EN, and a kind the page does not know reads "Other".
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import my from '../../i18n/locales/my.json';
import { knownRecordKinds, recordKindKey } from './record-kinds';

const text = (file: unknown, key: string) =>
  key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], file);

describe('record kinds', () => {
  it('names the kinds that vendors and the house post (game_bet, game_win ...)', () => {
    for (const kind of [
      'game_bet',
      'game_win',
      'game_refund',
      'jackpot_hit',
      'hold',
      'hold_void',
    ]) {
      expect(recordKindKey(kind)).toBe(`wallet.records.kinds.${kind}`);
    }
    expect(text(en, recordKindKey('game_bet'))).toBe('Bet');
    expect(text(en, recordKindKey('game_win'))).toBe('Win');
    expect(text(en, recordKindKey('hold'))).toBe('Withdrawal');
  });

  it('reads an unknown kind as Other, never as its code', () => {
    expect(recordKindKey('jackpot_share')).toBe('wallet.records.kinds.other');
    expect(text(en, recordKindKey('jackpot_share'))).toBe('Other');
    expect(text(my, recordKindKey('jackpot_share'))).toBe('အခြား');
  });

  it('has MY and EN words for every known kind, none of them a code', () => {
    for (const kind of [...knownRecordKinds, 'other']) {
      for (const file of [en, my]) {
        const word = text(file, `wallet.records.kinds.${kind}`);
        expect(typeof word, kind).toBe('string');
        expect(word, kind).not.toMatch(/_/);
      }
    }
  });
});
