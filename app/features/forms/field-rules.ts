import type { z } from 'zod';
import {
  accountIdField,
  fullNameField,
  optionalEmailField,
  passwordField,
  signupCall,
  tacField,
} from '#shared/contract/account-contract.ts';
import { passwordLengthProblem, passwordLimits } from '#shared/contract/account-calls.ts';
import { phoneField } from '#shared/contract/fields.ts';
import { alphabetOnly } from './keyboard-filters.ts';
import { checkEmail } from '#shared/rules/dialog-checks.ts';

/**
 * The form checks of the account and wallet screens, run before a call is sent. The spec leaves
 * field rules to us (§5 "not shown"); each rule runs the contract's own zod field (decision 0023),
 * so the client refuses what the server would, and maps the contract's issue to a message key of
 * the `validation` group with its variables (the `errors` group words them for an API answer).
 */
export interface FieldProblem {
  key: string;
  values?: Record<string, number | string>;
}

export const accountIdLimits = { min: 4, max: 20 } as const;
export const fullNameMax = 80;
export const tacLength = 6;
export const phoneMaxLength = 32;

const required: FieldProblem = { key: 'required' };

/** Contract messages that name a text problem the `validation` group words the same way. */
const textProblemKeys: ReadonlySet<string> = new Set(['hiddenCharacters', 'invalidCharacters']);

/**
 * The value checked with a contract field: null when the contract takes it, else the problem of its
 * first issue. A hidden or forbidden character keeps the contract's key; a string over the field's
 * length is `maxLength` when `tooLong` says so; anything else is the field's own message (`otherwise`).
 */
export function contractProblem(
  schema: z.ZodType,
  value: string,
  otherwise: FieldProblem,
  options: { tooLong?: boolean } = {},
): FieldProblem | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (!issue) return otherwise;
  if (textProblemKeys.has(issue.message)) return { key: issue.message };
  if (options.tooLong && issue.code === 'too_big')
    return { key: 'maxLength', values: { max: Number(issue.maximum) } };
  return otherwise;
}

export function accountIdProblem(value: string): FieldProblem | null {
  if (value.trim() === '') return required;
  return contractProblem(accountIdField, value, { key: 'accountIdFormat', values: { ...accountIdLimits } });
}

/** The password of a login: anything the contract takes (a login never tells which rule it breaks). */
export function loginPasswordProblem(value: string): FieldProblem | null {
  if (value === '') return required;
  return contractProblem(passwordField, value, { key: 'invalidCharacters' }, { tooLong: true });
}

/** A new password: 8 to 64 characters (the server also refuses common passwords). */
export function newPasswordProblem(value: string): FieldProblem | null {
  if (value === '') return required;
  if (passwordLengthProblem(value)) return { key: 'passwordLength', values: { ...passwordLimits } };
  return contractProblem(passwordField, value, { key: 'invalidCharacters' });
}

export function confirmPasswordProblem(password: string, confirmation: string): FieldProblem | null {
  if (confirmation === '') return required;
  return password === confirmation ? null : { key: 'passwordsDoNotMatch' };
}

/**
 * A mobile number as the player types it: local (`0917 123 4567`) or international (`+63 917 123
 * 4567`, `0063…`, `639171234567`), with spaces, dashes, dots or brackets. Only the shape is checked
 * here, exactly as the contract does: which number it is depends on the brand's country, and the
 * server reads it so (libphonenumber-js) and answers invalidPhone for what is not a mobile number.
 */
export function phoneProblem(value: string): FieldProblem | null {
  if (value.trim() === '') return required;
  return contractProblem(phoneField, value.trim(), { key: 'invalidPhone' });
}

/**
 * An e-mail address, or nothing when the field is optional and empty: the contract's field, then
 * the e-mail dialog check of spec §5, which also wants a top-level domain of letters.
 */
export function emailProblem(value: string, options: { optional: boolean }): FieldProblem | null {
  if (value === '') return options.optional ? null : required;
  const invalid: FieldProblem = { key: 'invalidEmail' };
  return contractProblem(optionalEmailField, value, invalid) ?? (checkEmail(value) ? invalid : null);
}

/** Single spaces between words, none around: how the form sends a name and the server stores it. */
export function normalisedName(value: string): string {
  return value.trim().replace(/ {2,}/g, ' ');
}

/**
 * The alphabet-only field of spec §5: the contract's name (letters, single spaces, at most 80) as the
 * form will send it, and only the letters the field's keyboard filter lets through (A-Z).
 */
export function fullNameProblem(value: string): FieldProblem | null {
  const name = normalisedName(value);
  if (name === '') return required;
  const lettersOnly: FieldProblem = { key: 'lettersOnly' };
  return (
    contractProblem(fullNameField, name, lettersOnly, { tooLong: true }) ??
    (alphabetOnly(name) === name ? null : lettersOnly)
  );
}

export function tacProblem(value: string): FieldProblem | null {
  if (value === '') return required;
  return contractProblem(tacField, value, { key: 'tacFormat' });
}

/** A referral code as signup takes it (at most 200 characters, no control characters). */
export function referrerCodeProblem(value: string): FieldProblem | null {
  return contractProblem(
    signupCall.request.shape.referrer_code,
    value,
    { key: 'invalidCharacters' },
    { tooLong: true },
  );
}

/** The problems of a whole form; a form may be sent when every field has none. */
export type FormProblems<K extends string> = Partial<Record<K, FieldProblem | null>>;

export function hasProblems<K extends string>(problems: FormProblems<K>): boolean {
  return Object.values<FieldProblem | null | undefined>(problems).some(Boolean);
}
