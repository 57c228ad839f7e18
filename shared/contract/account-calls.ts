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
  access: 'site',
  networkFailure: 'auth',
});

export const signupCall = callInfo({
  path: '/api/auth/signup',
  access: 'site',
  networkFailure: 'auth',
});

export const requestRegisterTacCall = callInfo({
  path: '/api/auth/tac/request_new_register',
  access: 'site',
  networkFailure: 'auth',
});

export const verifyTacCall = callInfo({
  path: '/api/auth/tac/verify',
  access: 'site',
  networkFailure: 'auth',
});

export const requestLoginTacCall = callInfo({
  path: '/api/auth/tac/request_login',
  access: 'site',
  networkFailure: 'auth',
});

export const loginTacCall = callInfo({
  path: '/api/auth/login_tac',
  access: 'site',
  networkFailure: 'auth',
});

export const forgotPasswordCall = callInfo({
  path: '/api/auth/forgot_password',
  access: 'site',
  networkFailure: 'auth',
});

export const resetPasswordCall = callInfo({
  path: '/api/auth/reset_password',
  access: 'site',
  networkFailure: 'auth',
});

export const updatePasswordCall = callInfo({
  path: '/api/auth/update_password',
  access: 'player',
  networkFailure: 'auth',
});

export const logoutCall = callInfo({
  path: '/api/auth/logout',
  access: 'site',
  networkFailure: 'auth',
});

export const profileUpdateCall = callInfo({
  path: '/api/settings/profile_update',
  access: 'player',
  networkFailure: 'settings',
});

export const checkStatusCall = callInfo({
  path: '/api/settings/check_status',
  access: 'player',
  networkFailure: 'settings',
});
