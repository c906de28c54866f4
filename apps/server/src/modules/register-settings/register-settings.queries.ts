// The per-field validation settings are one settings document.
import {
  patternSources,
  ZRegisterSettings,
  type TRegisterSettings,
} from '@wps/contracts/system/register-settings';
import type { Db } from '../../db/client';
import { readSetting, writeSetting } from '../settings/settings.queries';

export const REGISTER_SETTINGS_KEY = 'system.register';

/** Until an operator (or the demo seed) sets them: the spec's username and password hints. */
const plainRegisterSettings: TRegisterSettings = {
  fields: {
    username: {
      enabled: true,
      required: true,
      acceptedPattern: patternSources.ALNUM_LETTER_FIRST,
      patternId: 'ALNUM_LETTER_FIRST',
      minLength: 2,
      maxLength: 15,
    },
    password: {
      enabled: true,
      required: true,
      acceptedPattern: patternSources.LETTERS_AND_DIGITS,
      patternId: 'LETTERS_AND_DIGITS',
      minLength: 6,
      maxLength: 20,
    },
  },
};

export function readRegisterSettings(db: Db): Promise<TRegisterSettings> {
  return readSetting(db, REGISTER_SETTINGS_KEY, ZRegisterSettings, plainRegisterSettings);
}

export function writeRegisterSettings(
  db: Db,
  value: TRegisterSettings,
  operatorId: number,
): Promise<void> {
  return writeSetting(db, REGISTER_SETTINGS_KEY, value, operatorId);
}
