import { passwordLengthProblem, passwordLimits } from '../../../shared/contract/account-contract.ts';
import { phoneField } from '../../../shared/contract/fields.ts';
import { checkEmail } from '../../../shared/rules/dialog-checks.ts';

/**
 * The form checks of the account screens, run before a call is sent. The spec leaves field rules to
 * us (§5 "not shown"); these are the contract's (decision 0007), so the client refuses exactly what
 * the server would. Each problem is a message key of the `validation` group and its variables.
 */
export interface FieldProblem {
  key: string;
  values?: Record<string, number | string>;
}

export const accountIdLimits = { min: 4, max: 20 } as const;
export const phoneDigitLimits = { min: 8, max: 15 } as const;
export const fullNameMax = 80;
export const tacLength = 6;

const required: FieldProblem = { key: 'required' };

export function accountIdProblem(value: string): FieldProblem | null {
  if (value.trim() === '') return required;
  return /^[A-Za-z0-9_]{4,20}$/.test(value)
    ? null
    : { key: 'accountIdFormat', values: { ...accountIdLimits } };
}

/** The password of a login: anything but empty (a login never tells which rule a password breaks). */
export function loginPasswordProblem(value: string): FieldProblem | null {
  return value === '' ? required : null;
}

/** A new password: 8 to 64 characters (the server also refuses common passwords). */
export function newPasswordProblem(value: string): FieldProblem | null {
  if (value === '') return required;
  return passwordLengthProblem(value) ? { key: 'passwordLength', values: { ...passwordLimits } } : null;
}

export function confirmPasswordProblem(password: string, confirmation: string): FieldProblem | null {
  if (confirmation === '') return required;
  return password === confirmation ? null : { key: 'passwordsDoNotMatch' };
}

/** The digits after the `+` of an international number (a field that shows the `+`). */
export function phoneDigitsProblem(digits: string): FieldProblem | null {
  if (digits === '') return required;
  return /^[0-9]{8,15}$/.test(digits) ? null : { key: 'invalidPhone' };
}

/**
 * A mobile number as the player types it: local (`0917 123 4567`) or international (`+63 917 123
 * 4567`, `0063…`, `639171234567`), with spaces, dashes, dots or brackets. Only the shape is checked
 * here, exactly as the contract does: which number it is depends on the brand's country, and the
 * server reads it so (libphonenumber-js) and answers invalidPhone for what is not a mobile number.
 */
export function phoneProblem(value: string): FieldProblem | null {
  if (value.trim() === '') return required;
  return phoneField.safeParse(value.trim()).success ? null : { key: 'invalidPhone' };
}

/** The number as the API takes it: `+` and the digits. */
export function phoneOf(digits: string): string {
  return `+${digits}`;
}

/** An e-mail address, or nothing when the field is optional and empty. */
export function emailProblem(value: string, options: { optional: boolean }): FieldProblem | null {
  if (value === '') return options.optional ? null : required;
  return checkEmail(value) ? { key: 'invalidEmail' } : null;
}

/** Letters A-Z and single spaces (the alphabet-only field of spec §5), at most 80. */
export function fullNameProblem(value: string): FieldProblem | null {
  const name = value.trim();
  if (name === '') return required;
  if (name.length > fullNameMax) return { key: 'maxLength', values: { max: fullNameMax } };
  return /^[A-Za-z]+( [A-Za-z]+)*$/.test(name.replace(/ {2,}/g, ' ')) ? null : { key: 'lettersOnly' };
}

export function tacProblem(value: string): FieldProblem | null {
  if (value === '') return required;
  return /^[0-9]{6}$/.test(value) ? null : { key: 'tacFormat' };
}

/** The problems of a whole form; a form may be sent when every field has none. */
export type FormProblems<K extends string> = Partial<Record<K, FieldProblem | null>>;

export function hasProblems<K extends string>(problems: FormProblems<K>): boolean {
  return Object.values<FieldProblem | null | undefined>(problems).some(Boolean);
}
