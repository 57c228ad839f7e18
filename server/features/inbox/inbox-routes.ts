import type { FastifyInstance, FastifyRequest } from 'fastify';
import { claimInboxCall, getInboxCall, readInboxCall } from '../../../shared/contract/inbox-contract.ts';
import type { AppServices } from '../../app.ts';
import { ok, registerCall, type RegisterOptions } from '../../http/register-call.ts';
import { authenticatePlayer, type PlayerCredentials } from '../accounts/player-auth.ts';
import { hostDomain } from '../site/site-routes.ts';
import { playerBalance } from '../wallet/wallet-service.ts';
import { claimInbox, playerInbox, readInbox, type InboxBrand } from './inbox-service.ts';

export interface InboxRouteDeps {
  services: AppServices;
  options: RegisterOptions;
}

export function registerInboxRoutes(app: FastifyInstance, { services, options }: InboxRouteDeps): void {
  const { db, siteConfigs } = services;

  /** The brand of the request host and the player whose session the body names on it. */
  async function player(request: FastifyRequest, credentials: PlayerCredentials) {
    const host = hostDomain(request);
    const config = await siteConfigs.forCall(host, host);
    const account = await authenticatePlayer(db, credentials, config.id);
    const brand: InboxBrand = {
      id: config.id,
      code: config.document.code,
      currency: config.document.site.currency,
    };
    return { account, brand, providers: config.document.providers };
  }

  registerCall(app, getInboxCall, options, async (body, request) => {
    const { account, brand } = await player(request, body);
    return ok({ value: await playerInbox(db, account.id, brand) });
  });

  registerCall(app, claimInboxCall, options, async (body, request) => {
    const { account, brand, providers } = await player(request, body);
    const value = await claimInbox(db, account.id, brand, body.inbox_id);
    const balance = await playerBalance(db, account.id, {
      id: brand.id,
      currency: brand.currency,
      providers,
    });
    return ok({ value, ...balance });
  });

  registerCall(app, readInboxCall, options, async (body, request) => {
    const { account, brand } = await player(request, body);
    return ok({ value: await readInbox(db, account.id, brand, body.inbox_id, body.read ?? true) });
  });
}
