/**
 * Spec §8: what the player sees for the answer of a call. Pure, so the rules are tested on their own;
 * `use-api.tsx` applies the outcome (toast, dialog, logout, redirect).
 */

/** Messages that end the session (spec §8, exactly as the server may spell them). */
export const sessionEndingMessages: readonly string[] = [
  'sessionExpired',
  'Session Expired',
  'BLOCK',
  'CLOSE',
  'permissionDenied',
  // The player's own session time limit (decision 0034): logged out, with that explanation.
  'sessionLimitReached',
];

/** The dialog's text: a message key of the `errors` group, or the server's text shown as it is. */
export type DialogText = { key: string } | { raw: string };

export type Outcome =
  | { kind: 'success' }
  | { kind: 'sessionExpired'; explanation?: string }
  | { kind: 'logOnly'; message: string }
  | { kind: 'error'; text: DialogText };

/** The least an answer may be: anything with an optional statusCode and message. */
export interface AnswerLike {
  statusCode?: unknown;
  message?: unknown;
}

const lettersOnly = /^[A-Za-z]+$/;

function isEmptyStatus(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * The dialog text of an error message: letters only means a message key, translated when the
 * `errors` group has it; anything else (a sentence, a code with digits) is shown as it is; no message,
 * or a key without a text, falls back to `unknownError`.
 */
export function dialogTextOf(message: unknown, hasErrorKey: (key: string) => boolean): DialogText {
  if (typeof message !== 'string' || message.trim() === '') return { key: 'unknownError' };
  if (lettersOnly.test(message)) return hasErrorKey(message) ? { key: message } : { key: 'unknownError' };
  return { raw: message };
}

/**
 * Classifies an answer: statusCode 1, message 'OK' or an empty status is success; the session-ending
 * messages start the session-expired flow; serviceUnavailable is only logged; anything else is an
 * error dialog.
 */
export function outcomeOf(
  answer: AnswerLike | null | undefined,
  hasErrorKey: (key: string) => boolean,
): Outcome {
  if (!answer || isEmptyStatus(answer.statusCode)) return { kind: 'success' };
  if (answer.statusCode === 1 || answer.message === 'OK') return { kind: 'success' };
  const message = answer.message;
  if (typeof message === 'string' && sessionEndingMessages.includes(message))
    return message === 'sessionLimitReached'
      ? { kind: 'sessionExpired', explanation: message }
      : { kind: 'sessionExpired' };
  if (message === 'serviceUnavailable') return { kind: 'logOnly', message };
  return { kind: 'error', text: dialogTextOf(message, hasErrorKey) };
}
