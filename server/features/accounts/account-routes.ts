import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  checkStatusCall,
  forgotPasswordCall,
  loginCall,
  loginTacCall,
  logoutCall,
  profileUpdateCall,
  requestLoginTacCall,
  requestRegisterTacCall,
  resetPasswordCall,
  signupCall,
  updatePasswordCall,
  verifyTacCall,
} from '#shared/contract/account-contract.ts';
import { ok, type CallRegistry } from '#server/http/register-call.ts';
import type { AccountService, LoginResult } from './account-service.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts';

export interface AccountRouteDeps {
  accounts: AccountService;
  clock: () => Date;
  calls: CallRegistry;
}

export function registerAccountRoutes(app: FastifyInstance, deps: AccountRouteDeps): void {
  const { accounts, clock, calls } = deps;
  const expiresIn = accounts.codeValiditySeconds;
  // Codes queued for after the answer go out before the database closes.
  app.addHook('onClose', () => accounts.settled());

  function loggedIn(reply: FastifyReply, result: LoginResult) {
    setSessionCookie(reply, result.token, result.expiresAt, clock());
    return result.answer;
  }

  calls.register(loginCall, async (body, { brand, origin, reply }) => {
    return loggedIn(reply, await accounts.login(brand, body.account_id, body.password, origin));
  });

  calls.register(signupCall, async (body, { brand, origin }) => {
    await accounts.signup(brand, body, origin);
    return ok({ expires_in: expiresIn });
  });

  calls.register(requestRegisterTacCall, async (body, { brand, origin }) => {
    await accounts.requestCode(brand, body.account_id, 'register', origin);
    return ok({ expires_in: expiresIn });
  });

  calls.register(verifyTacCall, async (body, { brand, origin, reply }) => {
    const result = await accounts.verifyRegistration(brand, body.account_id, body.tac, origin);
    return loggedIn(reply, result);
  });

  calls.register(requestLoginTacCall, async (body, { brand, origin }) => {
    await accounts.requestCode(brand, body.account_id, 'login', origin);
    return ok({ expires_in: expiresIn });
  });

  calls.register(loginTacCall, async (body, { brand, origin, reply }) => {
    const result = await accounts.loginWithCode(brand, body.account_id, body.tac, origin);
    return loggedIn(reply, result);
  });

  calls.register(forgotPasswordCall, async (body, { brand, origin }) => {
    await accounts.forgotPassword(brand, body.account_id, body.contact_phone, origin);
    return ok({ expires_in: expiresIn });
  });

  calls.register(resetPasswordCall, async (body, { brand, origin, reply }) => {
    await accounts.resetPassword(brand, body.account_id, body.tac, body.new_password, origin);
    clearSessionCookie(reply);
    return ok({});
  });

  calls.register(updatePasswordCall, async (body, { brand, player, origin }) => {
    await accounts.updatePassword(brand, player, body.password, body.new_password, origin);
    return ok({});
  });

  // Logout is a site call: it ends whatever session the token names, and answers OK when it names
  // none (see AccountService.logout), so it must not be refused for a dead session first.
  calls.register(logoutCall, async (body, { brand, reply }) => {
    await accounts.logout(brand, body);
    clearSessionCookie(reply);
    return ok({});
  });

  calls.register(profileUpdateCall, async (body, { player }) => {
    const account = await accounts.updateProfile(player, {
      fullName: body.full_name,
      contactEmail: body.contact_email,
    });
    return ok({
      value: [
        { account_id: account.accountId, full_name: account.fullName, contact_email: account.contactEmail },
      ],
    });
  });

  // The session was checked before the handler: sessionExpired, BLOCK or CLOSE unless it holds.
  calls.register(checkStatusCall, async () => ok({}));
}
