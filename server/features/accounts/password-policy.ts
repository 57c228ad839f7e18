import { readFileSync } from 'node:fs';
import { passwordLengthProblem } from '#shared/contract/account-calls.ts';

/** The common passwords we refuse (one a line, `#` comments), compared without regard to case. */
const commonPasswords: ReadonlySet<string> = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line !== '' && !line.startsWith('#')),
);

export function commonPasswordCount(): number {
  return commonPasswords.size;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

export type PasswordProblem = 'passwordTooShort' | 'passwordTooLong' | 'commonPassword';

/** Why a new password is refused, or null: 8 to 64 characters, not a common password. */
export function passwordProblem(password: string): PasswordProblem | null {
  return passwordLengthProblem(password) ?? (isCommonPassword(password) ? 'commonPassword' : null);
}
