/** The two dialog check messages of spec section 5, in the spec's words. */
export const invalidEmailAddress = 'Invalid email address';
export const invalidUrl = 'Invalid URL';

/** Message keys of the `errors` group holding the same texts, for translated dialogs. */
export const dialogCheckMessageKeys = {
  [invalidEmailAddress]: 'invalidEmailAddress',
  [invalidUrl]: 'invalidUrl',
} as const;

// One @, a local part without spaces, and a domain of dot-separated labels ending in a TLD of at
// least two letters. Mail servers accept more (quoted local parts, IP literals), but a player typing
// such an address into a casino form is far more likely to have made a typo.
const emailPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;

/**
 * null when the value is an email address, else 'Invalid email address'. The value is checked as
 * given (no trimming): what is checked is what gets saved. Limits of RFC 5321: 64 characters before
 * the @, 254 in all; dots may not start, end or double in the local part.
 */
export function checkEmail(value: string): typeof invalidEmailAddress | null {
  if (value.length > 254 || !emailPattern.test(value)) return invalidEmailAddress;
  const local = value.slice(0, value.lastIndexOf('@'));
  if (local.length > 64 || local.startsWith('.') || local.endsWith('.') || local.includes('..'))
    return invalidEmailAddress;
  return null;
}

/**
 * null when the value is an absolute http(s) URL with a host, else 'Invalid URL'. Other schemes
 * (javascript:, data:, ftp:) are refused because such links end up in pages other players open.
 */
export function checkUrl(value: string): typeof invalidUrl | null {
  // The URL parser is lenient ("http:example.com", surrounding spaces), so the shape is checked first.
  if (value.length > 2048 || !/^https?:\/\/[^\s/?#]/i.test(value) || /\s/.test(value)) return invalidUrl;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? null : invalidUrl;
  } catch {
    return invalidUrl;
  }
}
