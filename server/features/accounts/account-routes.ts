import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
import type { AccountService, LoginResult, RequestContext } from './account-service.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts';

export interface AccountRouteDeps {
  accounts: AccountService;
  clock: () => Date;
  calls: CallRegistry;
}

function context(request: FastifyRequest): RequestContext {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
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

  calls.register(loginCall, async (body, { brand, request, reply }) => {
    return loggedIn(reply, await accounts.login(brand, body.account_id, body.password, context(request)));
  });

  calls.register(signupCall, async (body, { brand, request }) => {
    await accounts.signup(brand, body, context(request));
    return ok({ expires_in: expiresIn });
  });

  calls.register(requestRegisterTacCall, async (body, { brand, request }) => {
    await accounts.requestCode(brand, body.account_id, 'register', context(request));
    return ok({ expires_in: expiresIn });
  });

  calls.register(verifyTacCall, async (body, { brand, request, reply }) => {
    const result = await accounts.verifyRegistration(brand, body.account_id, body.tac, context(request));
    return loggedIn(reply, result);
  });

  calls.register(requestLoginTacCall, async (body, { brand, request }) => {
    await accounts.requestCode(brand, body.account_id, 'login', context(request));
    return ok({ expires_in: expiresIn });
  });

  calls.register(loginTacCall, async (body, { brand, request, reply }) => {
    const result = await accounts.loginWithCode(brand, body.account_id, body.tac, context(request));
    return loggedIn(reply, result);
  });

  calls.register(forgotPasswordCall, async (body, { brand, request }) => {
    await accounts.forgotPassword(brand, body.account_id, body.contact_phone, context(request));
    return ok({ expires_in: expiresIn });
  });

  calls.register(resetPasswordCall, async (body, { brand, request, reply }) => {
    await accounts.resetPassword(brand, body.account_id, body.tac, body.new_password, context(request));
    clearSessionCookie(reply);
    return ok({});
  });

  calls.register(updatePasswordCall, async (body, { brand, player, origin }) => {
    await accounts.updatePassword(brand, player, body.password, body.new_password, {
      ip: origin.ip,
      userAgent: origin.userAgent,
    });
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
