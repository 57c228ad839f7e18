import { z } from './zod-without-eval.ts';
import { defineCall, success } from './api-call.ts';
import { domainName, externalId, phoneField, playerString, safeText } from './fields.ts';
import * as light from './account-calls.ts';

/**
 * Accounts and sessions (spec section 7). Request fields are exactly the spec's; answers the spec
 * does not show follow its style ({statusCode, message, value?}). Field rules are ours (decision 0023).
 */

const siteCall = { domain_name: domainName, external_id: externalId };

/** 4 to 20 of a-z, 0-9 and underscore; accepted in any case and stored lower-cased. */
export const accountIdField = z
  .string()
  .max(20, { message: 'invalidAccountId' })
  .transform((value) => value.toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9_]{4,20}$/, { message: 'invalidAccountId' }));

/**
 * A password as sent. The length rule is checked by the server with its own message keys
 * (passwordTooShort, passwordTooLong, commonPassword) so the client can show exactly why; the schema
 * only bounds what is worth hashing.
 */
export const passwordField = safeText(1024).min(1);

const emailPattern = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;

/** RFC-lite: one @, no spaces, a dotted domain; at most 254 characters. */
export const emailField = playerString()
  .max(254, { message: 'invalidEmailAddress' })
  .regex(emailPattern, { message: 'invalidEmailAddress' })
  .pipe(safeText(254));

/** An e-mail address or '' (none given). */
export const optionalEmailField = playerString()
  .max(254, { message: 'invalidEmailAddress' })
  .refine((value) => value === '' || emailPattern.test(value), { message: 'invalidEmailAddress' })
  .pipe(safeText(254));

/** Letters (any script, with their marks) and single spaces, 1 to 80 characters, trimmed. */
export const fullNameField = playerString()
  .max(80, { message: 'invalidFullName' })
  .transform((value) => value.trim())
  .pipe(z.string().regex(/^\p{L}[\p{L}\p{M}]*(?: [\p{L}\p{M}]+)*$/u, { message: 'invalidFullName' }));

/** A verification code: exactly 6 digits. */
export const tacField = z.string().regex(/^[0-9]{6}$/, { message: 'invalidTacFormat' });

/** The session token of a player call (`auth`). Anything that is not a live token answers sessionExpired. */
export const authField = safeText(256);

/** An optional tracking or referral value: '' (or left out) when there is none. */
const trackingField = safeText(200).default('');

const playerCall = { account_id: accountIdField, auth: authField };

/** The answer to a login (password, TAC or registration code): the token twice, as the spec has it. */
const loginResponse = z.object({
  ...success,
  token: z.string(),
  user: z.object({ account_id: z.string(), session_token: z.string() }),
  fullname: z.string(),
  email: z.string(),
});
export type LoginAnswer = z.output<typeof loginResponse>;

/** The answer to a code request: the same whether or not a code was actually sent. */
const codeSentResponse = z.object({ ...success, expires_in: z.number().int() });

const plainResponse = z.object({ ...success });

export const loginCall = defineCall({
  ...light.loginCall,
  summary: 'Logs in with account id and password; answers the session token (also set as cookie)',
  tag: 'auth',
  request: z.object({ account_id: accountIdField, password: passwordField, ...siteCall }),
  response: loginResponse,
});

export const signupCall = defineCall({
  ...light.signupCall,
  summary: 'Registers a pending account and sends a registration code (TAC) by SMS',
  tag: 'auth',
  request: z.object({
    ...siteCall,
    account_id: accountIdField,
    password: passwordField,
    contact_phone: phoneField,
    contact_email: optionalEmailField.default(''),
    referrer_code: trackingField,
    ch: trackingField,
    cm: trackingField,
    pp: trackingField,
    affiliate_code: trackingField,
    fbp: trackingField,
    appsflyer_id: trackingField,
    visitor_id: trackingField,
  }),
  response: codeSentResponse,
});

export const requestRegisterTacCall = defineCall({
  ...light.requestRegisterTacCall,
  summary: 'Sends a new registration code to a pending account (replaces the previous code)',
  tag: 'auth',
  request: z.object({ ...siteCall, account_id: accountIdField }),
  response: codeSentResponse,
});

export const verifyTacCall = defineCall({
  ...light.verifyTacCall,
  summary: 'Verifies the registration code: activates the account and logs in',
  tag: 'auth',
  request: z.object({ ...siteCall, account_id: accountIdField, tac: tacField }),
  response: loginResponse,
});

export const requestLoginTacCall = defineCall({
  ...light.requestLoginTacCall,
  summary: 'Sends a login code by SMS to an active account',
  tag: 'auth',
  request: z.object({ ...siteCall, account_id: accountIdField }),
  response: codeSentResponse,
});

export const loginTacCall = defineCall({
  ...light.loginTacCall,
  summary: 'Logs in with a login code',
  tag: 'auth',
  request: z.object({ account_id: accountIdField, tac: tacField, ...siteCall }),
  response: loginResponse,
});

export const forgotPasswordCall = defineCall({
  ...light.forgotPasswordCall,
  summary: 'Sends a password reset code when account id and phone match; the same answer either way',
  tag: 'auth',
  request: z.object({ account_id: accountIdField, contact_phone: phoneField, ...siteCall }),
  response: codeSentResponse,
});

export const resetPasswordCall = defineCall({
  ...light.resetPasswordCall,
  summary: 'Sets a new password with a reset code; ends every session of the account',
  tag: 'auth',
  request: z.object({
    ...siteCall,
    account_id: accountIdField,
    tac: tacField,
    new_password: passwordField,
  }),
  response: plainResponse,
});

export const updatePasswordCall = defineCall({
  ...light.updatePasswordCall,
  summary: 'Changes the password (current one required); ends every other session',
  tag: 'auth',
  request: z.object({ ...playerCall, password: passwordField, new_password: passwordField }),
  response: plainResponse,
});

export const logoutCall = defineCall({
  ...light.logoutCall,
  summary: 'Ends the session and clears its cookie',
  tag: 'auth',
  request: z.object(playerCall),
  response: plainResponse,
});

export const profileUpdateCall = defineCall({
  ...light.profileUpdateCall,
  summary: "Updates the player's full name and e-mail address; value[0] holds the stored values",
  tag: 'settings',
  request: z.object({ ...playerCall, full_name: fullNameField, contact_email: optionalEmailField }),
  response: z.object({
    ...success,
    value: z.array(z.object({ account_id: z.string(), full_name: z.string(), contact_email: z.string() })),
  }),
});

export const checkStatusCall = defineCall({
  ...light.checkStatusCall,
  summary: 'statusCode 1 while the session holds; otherwise message sessionExpired, BLOCK or CLOSE',
  tag: 'settings',
  request: z.object(playerCall),
  response: plainResponse,
});

export const accountCalls = [
  loginCall,
  signupCall,
  requestRegisterTacCall,
  verifyTacCall,
  requestLoginTacCall,
  loginTacCall,
  forgotPasswordCall,
  resetPasswordCall,
  updatePasswordCall,
  logoutCall,
  profileUpdateCall,
  checkStatusCall,
] as const;
