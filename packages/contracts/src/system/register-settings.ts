// Per-field validation settings (spec 3, 5) and the one compiler both apps use to enforce them.
import { z } from 'zod';
import { defineContract } from '../http';

/**
 * The spec's pattern kinds (section 5), plus ALNUM (codes such as a referral code) and
 * LETTERS_AND_DIGITS (the register hint "password ... with letters and numbers"), which the
 * spec's hints need but its list of kinds does not name.
 */
export const patternIds = [
  'FREE_TEXT',
  'ALNUM_LETTER_FIRST',
  'ALNUM',
  'LETTERS_AND_DIGITS',
  'LETTERS',
  'DIGITS',
  'UPPERCASE_REQUIRED',
  'NO_SPACES',
  'EMAIL',
  'DATE_YMD',
  'DATE_MDY',
  'FULL_NAME',
  'STRONG_PASSWORD',
  'SCRIPT_MY',
  'SCRIPT_TH',
  'SCRIPT_CN',
  'SCRIPT_VI',
] as const;
export const ZPatternId = z.enum(patternIds);
export type TPatternId = z.infer<typeof ZPatternId>;

/** The pattern each kind stands for; acceptedPattern '*' means match-all (spec 3). */
export const patternSources: Record<TPatternId, string> = {
  FREE_TEXT: '*',
  ALNUM_LETTER_FIRST: '^[A-Za-z][A-Za-z0-9]*$',
  ALNUM: '^[A-Za-z0-9]+$',
  // At least one letter and one digit; symbols allowed (refusing them would weaken passwords).
  LETTERS_AND_DIGITS: '^(?=.*[A-Za-z])(?=.*\\d)\\S+$',
  // Letters include their combining marks: Burmese and Thai vowel signs are marks, not letters.
  LETTERS: '^[\\p{L}\\p{M} ]+$',
  DIGITS: '^[0-9]+$',
  UPPERCASE_REQUIRED: '^(?=.*[A-Z]).*$',
  NO_SPACES: '^\\S+$',
  EMAIL: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$',
  DATE_YMD: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
  DATE_MDY: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$',
  FULL_NAME:
    "^[\\p{L}\\p{M}]+(?:[ .'-][\\p{L}\\p{M}]+)* [\\p{L}\\p{M}]+(?:[ .'-][\\p{L}\\p{M}]+)*$",
  STRONG_PASSWORD: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).*$',
  SCRIPT_MY: '^[\\u1000-\\u109F\\uAA60-\\uAA7F ]+$',
  SCRIPT_TH: '^[\\u0E00-\\u0E7F ]+$',
  SCRIPT_CN: '^[\\u4E00-\\u9FFF\\u3400-\\u4DBF ]+$',
  SCRIPT_VI: '^[A-Za-zÀ-ỹ ]+$',
};

function compiles(source: string): boolean {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
}

export const ZFieldSetting = z
  .strictObject({
    enabled: z.boolean(),
    required: z.boolean(),
    /** A regular expression (Unicode flag), or '*' for anything. */
    acceptedPattern: z
      .string()
      .min(1)
      .max(500)
      // eslint-disable-next-line no-control-regex -- PostgreSQL cannot store NUL in jsonb
      .refine((p) => !/[\u0000-\u001f\u007f-\u009f]/.test(p), 'control characters are not allowed')
      .refine((p) => p === '*' || compiles(p), 'not a valid regular expression'),
    patternId: ZPatternId,
    minLength: z.number().int().min(0).max(255),
    maxLength: z.number().int().min(1).max(255),
  })
  .refine((s) => s.minLength <= s.maxLength, {
    path: ['maxLength'],
    message: 'must not be below minLength',
  });
export type TFieldSetting = z.infer<typeof ZFieldSetting>;

/** Registration fields that settings can govern (spec 3 "Registration user"). */
export const registerFieldNames = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
  'birthday',
] as const;
export const ZRegisterFieldName = z.enum(registerFieldNames);
export type TRegisterFieldName = z.infer<typeof ZRegisterFieldName>;

export const ZRegisterSettings = z
  .strictObject({
    fields: z.partialRecord(ZRegisterFieldName, ZFieldSetting),
  })
  .superRefine(({ fields }, ctx) => {
    // Every account has a username and a password (spec 5): their rules cannot be switched off.
    for (const name of ['username', 'password'] as const) {
      const field = fields[name];
      if (!field?.enabled || !field.required) {
        ctx.addIssue({
          code: 'custom',
          path: ['fields', name],
          message: 'must be set, enabled and required',
        });
      }
    }
  });
export type TRegisterSettings = z.infer<typeof ZRegisterSettings>;

export const getRegisterSettings = defineContract({
  method: 'GET',
  path: '/wps/system/setting/register',
  summary: 'Per-field validation settings for registration and account forms',
  tag: 'system',
  access: 'public',
  value: ZRegisterSettings,
});

export const putRegisterSettings = defineContract({
  method: 'PUT',
  path: '/ops/api/system/setting/register',
  summary: 'Replace the per-field validation settings (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'settings.edit',
  body: ZRegisterSettings,
  value: ZRegisterSettings,
});

/** Why a value fails its setting; the web turns each into a translated message. */
export type FieldProblem =
  | { kind: 'required' }
  | { kind: 'length'; min: number; max: number }
  | { kind: 'pattern'; patternId: TPatternId; min: number; max: number };

/**
 * Compiles one field's setting into a check. A disabled field accepts anything (it is not shown);
 * an empty optional field is fine; otherwise length, then pattern. Values are trimmed first.
 */
export function compileFieldRule(
  setting: TFieldSetting,
): (raw: string | undefined | null) => FieldProblem | null {
  const pattern = setting.acceptedPattern === '*' ? null : new RegExp(setting.acceptedPattern, 'u');
  const { minLength: min, maxLength: max } = setting;
  return (raw) => {
    if (!setting.enabled) return null;
    const value = (raw ?? '').trim();
    if (value === '') return setting.required ? { kind: 'required' } : null;
    const length = [...value].length;
    if (length < min || length > max) return { kind: 'length', min, max };
    if (pattern && !pattern.test(value))
      return { kind: 'pattern', patternId: setting.patternId, min, max };
    return null;
  };
}

/** The length part of a message: "2-15", or one value when min equals max (spec 5). */
export function lengthRange(min: number, max: number): string {
  return min === max ? String(min) : `${min}-${max}`;
}
