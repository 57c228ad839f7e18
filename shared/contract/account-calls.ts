import { callInfo } from './call-info.ts';

// The account calls without their schemas, for the web client (decision 0039); account-contract.ts adds the schemas.

/** Password limits, counted in characters (code points), any composition. */
export const passwordLimits = { min: 8, max: 64 } as const;

/** What a new password breaks of the length rule, or null; the server also refuses common passwords. */
export function passwordLengthProblem(password: string): 'passwordTooShort' | 'passwordTooLong' | null {
  const length = [...password].length;
  if (length < passwordLimits.min) return 'passwordTooShort';
  if (length > passwordLimits.max) return 'passwordTooLong';
  return null;
}

export const loginCall = callInfo({
  path: '/api/auth/login',
  summary: 'Logs in with account id and password; answers the session token (also set as cookie)',
  tag: 'auth',
  access: 'site',
  networkFailure: 'auth',
});

export const signupCall = callInfo({
  path: '/api/auth/signup',
  summary: 'Registers a pending account and sends a registration code (TAC) by SMS',
  tag: 'auth',
  access: 'site',
  networkFailure: 'auth',
});

export const requestRegisterTacCall = callInfo({
  path: '/api/auth/tac/request_new_register',
  summary: 'Sends a new registration code to a pending account (replaces the previous code)',
  tag: 'auth',
  access: 'site',
  networkFailure: 'auth',
});

export const verifyTacCall = callInfo({
  path: '/api/auth/tac/verify',
  summary: 'Verifies the registration code: activates the account and logs in',
  tag: 'auth',
  access: 'site',
  networkFailure: 'auth',
});

export const requestLoginTacCall = callInfo({
  path: '/api/auth/tac/request_login',
  summary: 'Sends a login code by SMS to an active account',
  tag: 'auth',
  access: 'site',
  networkFailure: 'auth',
});

export const loginTacCall = callInfo({
  path: '/api/auth/login_tac',
  summary: 'Logs in with a login code',
  tag: 'auth',
  access: 'site',
  networkFailure: 'auth',
});

export const forgotPasswordCall = callInfo({
  path: '/api/auth/forgot_password',
  summary: 'Sends a password reset code when account id and phone match; the same answer either way',
  tag: 'auth',
  access: 'site',
  networkFailure: 'auth',
});

export const resetPasswordCall = callInfo({
  path: '/api/auth/reset_password',
  summary: 'Sets a new password with a reset code; ends every session of the account',
  tag: 'auth',
  access: 'site',
  networkFailure: 'auth',
});

export const updatePasswordCall = callInfo({
  path: '/api/auth/update_password',
  summary: 'Changes the password (current one required); ends every other session',
  tag: 'auth',
  access: 'player',
  networkFailure: 'auth',
});

export const logoutCall = callInfo({
  path: '/api/auth/logout',
  summary: 'Ends the session and clears its cookie',
  tag: 'auth',
  access: 'site',
  networkFailure: 'auth',
});

export const profileUpdateCall = callInfo({
  path: '/api/settings/profile_update',
  summary: "Updates the player's full name and e-mail address; value[0] holds the stored values",
  tag: 'settings',
  access: 'player',
  networkFailure: 'settings',
});

export const checkStatusCall = callInfo({
  path: '/api/settings/check_status',
  summary: 'statusCode 1 while the session holds; otherwise message sessionExpired, BLOCK or CLOSE',
  tag: 'settings',
  access: 'player',
  networkFailure: 'settings',
});
