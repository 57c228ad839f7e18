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
} from '../../../shared/contract/account-contract.ts';
import { ok, registerCall, type RegisterOptions } from '../../http/register-call.ts';
import type { SiteConfig, SiteConfigs } from '../site/site-config.ts';
import { hostDomain } from '../site/site-routes.ts';
import type { AccountService, LoginResult, RequestContext } from './account-service.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts';

export interface AccountRouteDeps {
  accounts: AccountService;
  siteConfigs: SiteConfigs;
  clock: () => Date;
  options: RegisterOptions;
}

function context(request: FastifyRequest): RequestContext {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
}

/** Player calls carry no domain_name: the brand is the request host's. */
function brandOfHost(siteConfigs: SiteConfigs, request: FastifyRequest): Promise<SiteConfig> {
  const host = hostDomain(request);
  return siteConfigs.forCall(host, host);
}

export function registerAccountRoutes(app: FastifyInstance, deps: AccountRouteDeps): void {
  const { accounts, siteConfigs, clock, options } = deps;
  const expiresIn = accounts.codeValiditySeconds;
  // Codes queued for after the answer go out before the database closes.
  app.addHook('onClose', () => accounts.settled());

  function loggedIn(reply: FastifyReply, result: LoginResult) {
    setSessionCookie(reply, result.token, result.expiresAt, clock());
    return result.answer;
  }

  registerCall(app, loginCall, options, async (body, request, reply) => {
    const brand = await siteConfigs.forCall(hostDomain(request), body.domain_name, body.external_id);
    return loggedIn(reply, await accounts.login(brand, body.account_id, body.password, context(request)));
  });

  registerCall(app, signupCall, options, async (body, request) => {
    const brand = await siteConfigs.forCall(hostDomain(request), body.domain_name, body.external_id);
    await accounts.signup(brand, body, context(request));
    return ok({ expires_in: expiresIn });
  });

  registerCall(app, requestRegisterTacCall, options, async (body, request) => {
    const brand = await siteConfigs.forCall(hostDomain(request), body.domain_name, body.external_id);
    await accounts.requestCode(brand, body.account_id, 'register', context(request));
    return ok({ expires_in: expiresIn });
  });

  registerCall(app, verifyTacCall, options, async (body, request, reply) => {
    const brand = await siteConfigs.forCall(hostDomain(request), body.domain_name, body.external_id);
    const result = await accounts.verifyRegistration(brand, body.account_id, body.tac, context(request));
    return loggedIn(reply, result);
  });

  registerCall(app, requestLoginTacCall, options, async (body, request) => {
    const brand = await siteConfigs.forCall(hostDomain(request), body.domain_name, body.external_id);
    await accounts.requestCode(brand, body.account_id, 'login', context(request));
    return ok({ expires_in: expiresIn });
  });

  registerCall(app, loginTacCall, options, async (body, request, reply) => {
    const brand = await siteConfigs.forCall(hostDomain(request), body.domain_name, body.external_id);
    const result = await accounts.loginWithCode(brand, body.account_id, body.tac, context(request));
    return loggedIn(reply, result);
  });

  registerCall(app, forgotPasswordCall, options, async (body, request) => {
    const brand = await siteConfigs.forCall(hostDomain(request), body.domain_name, body.external_id);
    await accounts.forgotPassword(brand, body.account_id, body.contact_phone, context(request));
    return ok({ expires_in: expiresIn });
  });

  registerCall(app, resetPasswordCall, options, async (body, request, reply) => {
    const brand = await siteConfigs.forCall(hostDomain(request), body.domain_name, body.external_id);
    await accounts.resetPassword(brand, body.account_id, body.tac, body.new_password, context(request));
    clearSessionCookie(reply);
    return ok({});
  });

  registerCall(app, updatePasswordCall, options, async (body, request) => {
    const brand = await brandOfHost(siteConfigs, request);
    await accounts.updatePassword(brand, body, body.password, body.new_password, context(request));
    return ok({});
  });

  registerCall(app, logoutCall, options, async (body, request, reply) => {
    const brand = await brandOfHost(siteConfigs, request);
    await accounts.logout(brand, body);
    clearSessionCookie(reply);
    return ok({});
  });

  registerCall(app, profileUpdateCall, options, async (body, request) => {
    const brand = await brandOfHost(siteConfigs, request);
    const account = await accounts.updateProfile(brand, body, {
      fullName: body.full_name,
      contactEmail: body.contact_email,
    });
    return ok({
      value: [
        { account_id: account.accountId, full_name: account.fullName, contact_email: account.contactEmail },
      ],
    });
  });

  registerCall(app, checkStatusCall, options, async (body, request) => {
    const brand = await brandOfHost(siteConfigs, request);
    await accounts.checkStatus(brand, body);
    return ok({});
  });
}
