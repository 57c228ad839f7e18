/**
 * Keyboard filters of spec section 5: "the alphabet-only field accepts letters A-Z, a-z and space.
 * The strict-number field accepts only digits."
 *
 * Two layers: the keydown check stops a disallowed key before it reaches the field, and the value
 * filter cleans whatever still arrives another way (paste, drop, autofill, IME composition).
 */

/** Keeps only A-Z, a-z and space; every other character (accented letters included) is dropped. */
export function alphabetOnly(value: string): string {
  return value.replace(/[^A-Za-z ]/g, '');
}

/** Keeps only the digits 0-9 (no sign, no decimal point, no other scripts' digits). */
export function strictNumber(value: string): string {
  return value.replace(/[^0-9]/g, '');
}

/**
 * Named keys that edit or move within the field, or are modifiers by themselves. They insert no
 * character, so blocking them would only break editing and keyboard navigation.
 */
const controlKeys: ReadonlySet<string> = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Shift',
  'Control',
  'Alt',
  'Meta',
  'CapsLock',
]);

/** The modifier state of a keydown; a KeyboardEvent can be passed as it is. */
export interface KeyModifiers {
  ctrlKey?: boolean;
  metaKey?: boolean;
}

function isShortcut(modifiers: KeyModifiers | undefined): boolean {
  // Ctrl/Cmd combinations are shortcuts (copy, paste, select all, undo); pasted text is cleaned
  // by the value filter afterwards.
  return Boolean(modifiers?.ctrlKey || modifiers?.metaKey);
}

function isAllowedKey(key: string, allowed: RegExp, modifiers: KeyModifiers | undefined): boolean {
  if (controlKeys.has(key) || isShortcut(modifiers)) return true;
  return allowed.test(key);
}

/** Keydown filter of the alphabet-only field: `KeyboardEvent.key` of a letter A-Z, a-z or space. */
export function isAllowedAlphabetKey(key: string, modifiers?: KeyModifiers): boolean {
  return isAllowedKey(key, /^[A-Za-z ]$/, modifiers);
}

/** Keydown filter of the strict-number field: `KeyboardEvent.key` of a digit 0-9. */
export function isAllowedNumberKey(key: string, modifiers?: KeyModifiers): boolean {
  return isAllowedKey(key, /^[0-9]$/, modifiers);
}
