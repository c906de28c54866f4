// Server field settings (spec 3, 5) turned into form validators with translated messages.
// The rule itself is the contracts' compileFieldRule, so the form and the server agree.
import i18next from 'i18next';
import {
  compileFieldRule,
  lengthRange,
  type FieldProblem,
  type TFieldSetting,
  type TRegisterSettings,
  type TRegisterFieldName,
} from '@wps/contracts/system/register-settings';

/** Returns the message to show under the field, or null when the value is fine. */
export type FieldValidator = (value: string | null | undefined) => string | null;

/** i18next's `t` or react-i18next's `t` from useTranslation. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const activeT: Translate = (key, options) => i18next.t(key, options);

/** The message for a problem: the pattern kind's text with min and max inserted (spec 5). */
export function describeFieldProblem(problem: FieldProblem, t: Translate = activeT): string {
  switch (problem.kind) {
    case 'required':
      return t('validation.required');
    case 'length':
      return t('validation.length', { range: lengthRange(problem.min, problem.max) });
    case 'pattern':
      return t(`validation.pattern.${problem.patternId}`, {
        range: lengthRange(problem.min, problem.max),
      });
  }
}

/**
 * A validator for one field. Without `t` it translates at call time through the active
 * language, so a language change shows the next messages in the new language; a React form
 * may pass its `t` instead and rebuild the validators when it changes.
 */
export function createFieldValidator(setting: TFieldSetting, t?: Translate): FieldValidator {
  const check = compileFieldRule(setting);
  return (value) => {
    const problem = check(value);
    return problem ? describeFieldProblem(problem, t ?? activeT) : null;
  };
}

/** Validators for every field the server sends a setting for. */
export function createFieldValidators(
  fields: TRegisterSettings['fields'],
  t?: Translate,
): Partial<Record<TRegisterFieldName, FieldValidator>> {
  const validators: Partial<Record<TRegisterFieldName, FieldValidator>> = {};
  for (const [name, setting] of Object.entries(fields) as [TRegisterFieldName, TFieldSetting][]) {
    validators[name] = createFieldValidator(setting, t);
  }
  return validators;
}
