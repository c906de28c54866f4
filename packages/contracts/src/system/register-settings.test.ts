import { describe, expect, it } from 'vitest';
import {
  compileFieldRule,
  lengthRange,
  patternIds,
  patternSources,
  ZFieldSetting,
  ZRegisterSettings,
  type TFieldSetting,
  type TPatternId,
} from './register-settings';

function setting(overrides: Partial<TFieldSetting> = {}): TFieldSetting {
  return {
    enabled: true,
    required: true,
    acceptedPattern: '*',
    patternId: 'FREE_TEXT',
    minLength: 1,
    maxLength: 255,
    ...overrides,
  };
}

function ruleFor(patternId: TPatternId) {
  return compileFieldRule(setting({ patternId, acceptedPattern: patternSources[patternId] }));
}

/** For every pattern kind, values it must accept and values it must refuse. */
const samples: Record<TPatternId, { accepts: string[]; refuses: string[] }> = {
  FREE_TEXT: { accepts: ['anything at all', '!@#$%', 'မင်္ဂလာပါ'], refuses: [] },
  ALNUM_LETTER_FIRST: {
    accepts: ['player1', 'Ab', 'z9Z9'],
    refuses: ['1player', 'pl ayer', 'a_b'],
  },
  ALNUM: { accepts: ['RW2024', '9abc', 'abc'], refuses: ['RW-2024', 'ab c', 'ကက'] },
  LETTERS_AND_DIGITS: {
    accepts: ['abc123', '1a', 'Pass#word9'],
    refuses: ['abcdef', '123456', 'abc 123'],
  },
  LETTERS: { accepts: ['Aung Kyaw', 'မောင်မောင်', 'สมชาย'], refuses: ['Aung1', 'a-b', 'x!'] },
  DIGITS: { accepts: ['0912345678', '7'], refuses: ['09-123', '+959', '١٢٣'] },
  UPPERCASE_REQUIRED: { accepts: ['abcD', 'Z'], refuses: ['abcd', '1234'] },
  NO_SPACES: { accepts: ['a.b-c_d', 'ကျော်'], refuses: ['a b', 'a\tb'] },
  EMAIL: {
    accepts: ['aung@example.com', 'a.b+c@mail.example.mm'],
    refuses: ['aung@example', 'aung example.com', '@example.com', 'a@b.c'],
  },
  DATE_YMD: {
    accepts: ['2000-01-31', '1999-12-01'],
    refuses: ['2000-13-01', '31-01-2000', '2000-1-1'],
  },
  DATE_MDY: { accepts: ['01-31-2000', '12-01-1999'], refuses: ['2000-01-31', '13-01-2000'] },
  FULL_NAME: {
    accepts: ['Aung Kyaw', "Mary O'Neil Smith", 'အောင် ကျော်', 'Nguyễn Văn'],
    refuses: ['Aung', 'Aung  Kyaw', 'Aung 1', ' '.repeat(3) + 'x'],
  },
  STRONG_PASSWORD: {
    accepts: ['Abcde1!x', 'zZ9#'],
    refuses: ['abcde1!x', 'ABCDE1!X', 'Abcdefg!', 'Abcdef12'],
  },
  SCRIPT_MY: { accepts: ['မောင်မောင်', 'အောင် ကျော်'], refuses: ['Aung', 'မောင်1'] },
  SCRIPT_TH: { accepts: ['สมชาย', 'สม ชาย'], refuses: ['Somchai', 'สมชาย!'] },
  SCRIPT_CN: { accepts: ['王小明', '王 小明'], refuses: ['Wang', '王1'] },
  SCRIPT_VI: { accepts: ['Nguyễn Văn An', 'Trần'], refuses: ['Nguyen1', 'Trần!'] },
};

describe('compileFieldRule', () => {
  it('has samples for every pattern kind, and every kind compiles', () => {
    expect(Object.keys(samples).sort()).toEqual([...patternIds].sort());
    for (const id of patternIds) {
      const source = patternSources[id];
      expect(ZFieldSetting.safeParse(setting({ acceptedPattern: source })).success).toBe(true);
    }
  });

  for (const id of patternIds) {
    it(`applies ${id}`, () => {
      const rule = ruleFor(id);
      for (const value of samples[id].accepts) expect(rule(value), value).toBeNull();
      for (const value of samples[id].refuses) {
        expect(rule(value), value).toEqual({ kind: 'pattern', patternId: id, min: 1, max: 255 });
      }
    });
  }

  it("accepts anything within the length for the pattern '*'", () => {
    const rule = compileFieldRule(setting({ acceptedPattern: '*', minLength: 2, maxLength: 4 }));
    expect(rule('<>')).toBeNull();
    expect(rule('a')).toEqual({ kind: 'length', min: 2, max: 4 });
    expect(rule('abcde')).toEqual({ kind: 'length', min: 2, max: 4 });
  });

  it('checks the length before the pattern and counts characters, not UTF-16 units', () => {
    const rule = compileFieldRule(
      setting({
        acceptedPattern: patternSources.DIGITS,
        patternId: 'DIGITS',
        minLength: 2,
        maxLength: 3,
      }),
    );
    expect(rule('abcd')).toEqual({ kind: 'length', min: 2, max: 3 });
    expect(rule('ab')).toEqual({ kind: 'pattern', patternId: 'DIGITS', min: 2, max: 3 });
    const emoji = compileFieldRule(setting({ minLength: 1, maxLength: 2 }));
    expect(emoji('😀😀')).toBeNull();
  });

  it('takes an exact length when min equals max', () => {
    const rule = compileFieldRule(
      setting({
        acceptedPattern: patternSources.DIGITS,
        patternId: 'DIGITS',
        minLength: 6,
        maxLength: 6,
      }),
    );
    expect(rule('123456')).toBeNull();
    expect(rule('12345')).toEqual({ kind: 'length', min: 6, max: 6 });
    expect(rule('1234567')).toEqual({ kind: 'length', min: 6, max: 6 });
  });

  it('trims the value first', () => {
    const rule = compileFieldRule(
      setting({
        acceptedPattern: patternSources.ALNUM_LETTER_FIRST,
        patternId: 'ALNUM_LETTER_FIRST',
        minLength: 2,
        maxLength: 5,
      }),
    );
    expect(rule('  abc  ')).toBeNull();
    expect(rule('  a  ')).toEqual({ kind: 'length', min: 2, max: 5 });
    expect(rule('   ')).toEqual({ kind: 'required' });
  });

  it('accepts anything for a disabled field, even when marked required', () => {
    const rule = compileFieldRule(
      setting({
        enabled: false,
        required: true,
        acceptedPattern: patternSources.DIGITS,
        patternId: 'DIGITS',
      }),
    );
    expect(rule(undefined)).toBeNull();
    expect(rule('not digits')).toBeNull();
  });

  it('lets an optional field be empty but still checks a value when given', () => {
    const rule = compileFieldRule(
      setting({
        required: false,
        acceptedPattern: patternSources.EMAIL,
        patternId: 'EMAIL',
        minLength: 6,
      }),
    );
    expect(rule('')).toBeNull();
    expect(rule(null)).toBeNull();
    expect(rule(undefined)).toBeNull();
    expect(rule('not-an-email')).toEqual({ kind: 'pattern', patternId: 'EMAIL', min: 6, max: 255 });
  });

  it('reports a required field that is empty, missing or blank', () => {
    const rule = compileFieldRule(setting({ required: true, minLength: 2 }));
    for (const value of ['', undefined, null, ' \t '])
      expect(rule(value)).toEqual({ kind: 'required' });
  });
});

describe('lengthRange', () => {
  it('shows a range, or one value when min equals max', () => {
    expect(lengthRange(2, 15)).toBe('2-15');
    expect(lengthRange(6, 6)).toBe('6');
  });
});

describe('field setting schema', () => {
  it('refuses a minimum above the maximum, naming maxLength', () => {
    const result = ZFieldSetting.safeParse(setting({ minLength: 10, maxLength: 5 }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['maxLength']);
  });

  it('refuses a pattern that does not compile or carries control characters', () => {
    expect(ZFieldSetting.safeParse(setting({ acceptedPattern: '^(unclosed' })).success).toBe(false);
    expect(ZFieldSetting.safeParse(setting({ acceptedPattern: '^a\u0000$' })).success).toBe(false);
  });

  it('requires the username and password rules to be on', () => {
    const on = setting();
    expect(ZRegisterSettings.safeParse({ fields: { username: on, password: on } }).success).toBe(
      true,
    );
    const off = ZRegisterSettings.safeParse({
      fields: { username: on, password: { ...on, enabled: false } },
    });
    expect(off.error?.issues[0]?.path).toEqual(['fields', 'password']);
    const missing = ZRegisterSettings.safeParse({ fields: { password: on } });
    expect(missing.error?.issues[0]?.path).toEqual(['fields', 'username']);
  });
});
