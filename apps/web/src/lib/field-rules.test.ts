import { beforeEach, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import {
  patternIds,
  patternSources,
  type TFieldSetting,
  type TPatternId,
} from '@wps/contracts/system/register-settings';
import { localeKeys, setupTestI18n } from '../test/test-i18n';
import { languageFiles } from '../i18n/languages';
import { createFieldValidator, createFieldValidators, describeFieldProblem } from './field-rules';

function setting(overrides: Partial<TFieldSetting> = {}): TFieldSetting {
  const patternId = overrides.patternId ?? 'FREE_TEXT';
  return {
    enabled: true,
    required: true,
    acceptedPattern: patternSources[patternId],
    patternId,
    minLength: 2,
    maxLength: 15,
    ...overrides,
  };
}

/** For each pattern kind: a value that passes, one that fails, and the EN message for 2-15. */
const cases: Record<TPatternId, { good: string; bad: string | null; message: string }> = {
  FREE_TEXT: { good: 'any text !', bad: null, message: 'Enter 2-15 characters.' },
  ALNUM_LETTER_FIRST: {
    good: 'player01',
    bad: '1player',
    message: 'Enter 2-15 letters or digits, starting with a letter, without spaces or symbols.',
  },
  ALNUM: { good: 'REF2026', bad: 'REF-2026', message: 'Enter 2-15 letters or digits.' },
  LETTERS_AND_DIGITS: {
    good: 'abc123!',
    bad: 'abcdefg',
    message: 'Enter 2-15 characters with both letters and digits, without spaces.',
  },
  LETTERS: { good: 'Aung Aung', bad: 'Aung1', message: 'Enter 2-15 letters only.' },
  DIGITS: { good: '0912345', bad: '09-12345', message: 'Enter 2-15 digits only.' },
  UPPERCASE_REQUIRED: {
    good: 'abcD',
    bad: 'abcd',
    message: 'Enter 2-15 characters with at least one capital letter.',
  },
  NO_SPACES: { good: 'a-b_c', bad: 'a b', message: 'Enter 2-15 characters without spaces.' },
  EMAIL: { good: 'a@b.mm', bad: 'a@b', message: 'Enter a valid email address (2-15 characters).' },
  DATE_YMD: {
    good: '2000-12-31',
    bad: '31-12-2000',
    message: 'Enter the date as yyyy-MM-dd (2-15 characters).',
  },
  DATE_MDY: {
    good: '12-31-2000',
    bad: '2000-12-31',
    message: 'Enter the date as MM-dd-yyyy (2-15 characters).',
  },
  FULL_NAME: {
    good: 'Aung Kyaw',
    bad: 'Aung',
    message: 'Enter your full name, first and last name (2-15 characters).',
  },
  STRONG_PASSWORD: {
    good: 'Abc123!x',
    bad: 'Abc123xx',
    message:
      'Enter 2-15 characters with an uppercase letter, a lowercase letter, a digit and a symbol.',
  },
  SCRIPT_MY: {
    good: 'အောင်ကျော်',
    bad: 'Aung',
    message: 'Enter 2-15 characters in Myanmar script.',
  },
  SCRIPT_TH: { good: 'สมชาย', bad: 'Somchai', message: 'Enter 2-15 characters in Thai script.' },
  SCRIPT_CN: { good: '王小明', bad: 'Wang', message: 'Enter 2-15 Chinese characters.' },
  SCRIPT_VI: { good: 'Nguyễn Văn', bad: 'Nguyen1', message: 'Enter 2-15 Vietnamese letters.' },
};

beforeEach(async () => {
  await setupTestI18n('EN');
});

describe('createFieldValidator', () => {
  it.each(patternIds)('%s: accepts a good value and explains a bad one', (patternId) => {
    const { good, bad, message } = cases[patternId];
    const validate = createFieldValidator(setting({ patternId }));
    expect(validate(good)).toBeNull();
    if (bad !== null) expect(validate(bad)).toBe(message);
  });

  it('covers every pattern kind the contracts define', () => {
    expect(Object.keys(cases).sort()).toEqual([...patternIds].sort());
  });

  it('shows one value when min equals max (spec 5)', () => {
    const validate = createFieldValidator(
      setting({ patternId: 'DIGITS', minLength: 6, maxLength: 6 }),
    );
    expect(validate('12345a')).toBe('Enter 6 digits only.');
    expect(validate('123')).toBe('Enter 6 characters.');
    expect(validate('123456')).toBeNull();
  });

  it('inserts min and max into the length message', () => {
    const validate = createFieldValidator(setting({ minLength: 6, maxLength: 20 }));
    expect(validate('abc')).toBe('Enter 6-20 characters.');
    expect(validate('x'.repeat(21))).toBe('Enter 6-20 characters.');
  });

  it('asks for a required field and lets an empty optional one pass', () => {
    expect(createFieldValidator(setting({ required: true }))('   ')).toBe(
      'This field is required.',
    );
    expect(createFieldValidator(setting({ required: true }))(undefined)).toBe(
      'This field is required.',
    );
    expect(createFieldValidator(setting({ required: false }))('')).toBeNull();
    expect(createFieldValidator(setting({ required: false, minLength: 5 }))('ab')).toBe(
      'Enter 5-15 characters.',
    );
  });

  it('accepts anything for a disabled field', () => {
    const validate = createFieldValidator(setting({ enabled: false, patternId: 'DIGITS' }));
    expect(validate('')).toBeNull();
    expect(validate('letters')).toBeNull();
  });

  it('uses an operator pattern that differs from the kind, with the kind for the message', () => {
    const validate = createFieldValidator(
      setting({ patternId: 'DIGITS', acceptedPattern: '^09[0-9]+$', minLength: 9, maxLength: 11 }),
    );
    expect(validate('091234567')).toBeNull();
    expect(validate('123456789')).toBe('Enter 9-11 digits only.');
  });

  it('follows a language change without being rebuilt', async () => {
    const validate = createFieldValidator(setting({ patternId: 'DIGITS' }));
    expect(validate('abc')).toBe('Enter 2-15 digits only.');
    await i18next.changeLanguage('MY');
    expect(validate('abc')).toBe('ဂဏန်းများသာ 2-15 လုံး ထည့်ပါ။');
    expect(validate('')).toBe('ဤအကွက်ကို ဖြည့်ရန် လိုအပ်သည်။');
    await i18next.changeLanguage('CN');
    expect(validate('abc')).toBe('只能输入数字，2-15 位。');
  });

  it('uses a given t, so a React form can pass the one from useTranslation', () => {
    const validate = createFieldValidator(setting({ patternId: 'EMAIL' }), i18next.getFixedT('TH'));
    expect(validate('nope')).toBe('กรอกอีเมลที่ถูกต้อง (2-15 ตัวอักษร)');
  });
});

describe('createFieldValidators', () => {
  it('builds one validator per field the server configures', () => {
    const validators = createFieldValidators({
      username: setting({ patternId: 'ALNUM_LETTER_FIRST' }),
      mobileNum: setting({ patternId: 'DIGITS', minLength: 7, maxLength: 11 }),
    });
    expect(Object.keys(validators).sort()).toEqual(['mobileNum', 'username']);
    expect(validators.username?.('9lives')).toBe(cases.ALNUM_LETTER_FIRST.message);
    expect(validators.mobileNum?.('12ab567')).toBe('Enter 7-11 digits only.');
    expect(validators.email).toBeUndefined();
  });
});

describe('validation messages', () => {
  it('exist for every pattern kind in every language file and insert the range', () => {
    for (const language of languageFiles) {
      const keys = localeKeys(language);
      const t = i18next.getFixedT(language);
      for (const id of patternIds) {
        expect(keys, `${language} validation.pattern.${id}`).toContain(`validation.pattern.${id}`);
        expect(
          describeFieldProblem({ kind: 'pattern', patternId: id, min: 3, max: 9 }, t),
        ).toContain('3-9');
      }
      expect(describeFieldProblem({ kind: 'length', min: 4, max: 4 }, t)).toContain('4');
      expect(describeFieldProblem({ kind: 'length', min: 4, max: 4 }, t)).not.toContain('4-4');
      expect(keys).toContain('validation.required');
    }
  });
});
