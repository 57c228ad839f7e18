import { z } from './zod-without-eval.ts';
import { hiddenCharactersKey, isCleanPlayerText } from '#shared/rules/player-text.ts';

/**
 * Text that PostgreSQL and every browser can store and show: well-formed UTF-16 (no lone
 * surrogates), no NUL and no other C0 control characters except tab and newlines.
 */
// eslint-disable-next-line no-control-regex
const forbiddenControl = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function safeText(max: number) {
  return z
    .string()
    .max(max)
    .refine((value) => value.isWellFormed() && !forbiddenControl.test(value), {
      message: 'invalidCharacters',
    });
}

/**
 * The start of every field a player types free text into (names, bank details, e-mail): the
 * player-text rule (shared/rules/player-text.ts) runs first and, when it fails, alone, so a hidden
 * character is answered with its own message key rather than the field's format message.
 */
export function playerString() {
  return z.string().refine(isCleanPlayerText, { message: hiddenCharactersKey, abort: true });
}

/** Free text a player types, at most `max` long: the player-text rule, then safeText's. */
export function playerText(max: number) {
  return playerString()
    .max(max)
    .refine((value) => value.isWellFormed(), { message: 'invalidCharacters' });
}

/** A host name as a browser sends it: labels of letters, digits and hyphens. */
export const domainName = z
  .string()
  .min(1)
  .max(253)
  .regex(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i, {
    message: 'invalidDomain',
  })
  .transform((value) => value.toLowerCase());

export const externalId = safeText(64);

/** An ISO-8601 instant, e.g. 2026-11-22T10:00:00Z. */
export const isoInstant = z.iso.datetime({ offset: true });

export const httpUrl = z
  .string()
  .max(2048)
  .refine(
    (value) => {
      if (value.startsWith('/') && !value.startsWith('//')) return true;
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    },
    { message: 'invalidUrl' },
  );

/**
 * A phone number as a player types it: digits, with or without a leading `+` or `00`, spaces,
 * dashes, dots and brackets allowed. Which number it is depends on the brand's country (the
 * default region), so the server reads it there and keeps only valid mobile numbers, in E.164.
 */
export const phoneField = z
  .string()
  .refine((value) => value.length <= 32 && /^\+?[0-9]{6,17}$/.test(value.replace(/[\s().-]/g, '')), {
    message: 'invalidPhone',
  });
