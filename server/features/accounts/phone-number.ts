import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/** What a number's type may be to receive codes: a mobile, or one the plan cannot tell from a landline (US, CA). */
const textable = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/**
 * The mobile number a player typed, in E.164 (`+639171234567`), or null when it is not a valid
 * mobile number. Players type the local form (`0917 123 4567`), the international one with `+`
 * or with the `00` prefix, or the country code without `+` (`639171234567`); spaces, dashes, dots
 * and brackets are ignored. `country` is the brand's (the default region); without one only
 * international forms can be read.
 */
export function mobileNumberE164(typed: string, country: string | null): string | null {
  const compact = typed.replace(/[\s().-]/g, '');
  if (!/^(\+|00)?[0-9]{4,17}$/.test(compact)) return null;
  // `00` is the international prefix of most countries, not of all (US dials 011): read it as `+`.
  const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  const parsed = country
    ? parsePhoneNumberFromString(international, { defaultCountry: country as CountryCode })
    : parsePhoneNumberFromString(international.startsWith('+') ? international : `+${international}`);
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  return type && textable.has(type) ? parsed.number : null;
}
