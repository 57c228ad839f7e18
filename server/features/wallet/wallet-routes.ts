import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  favouriteAddCall,
  favouritesCall,
  favouriteRemoveCall,
  balanceCall,
  vipCall,
} from '../../../shared/contract/wallet-contract.ts';
import type { AppServices } from '../../app.ts';
import { ok, registerCall, type RegisterOptions } from '../../http/register-call.ts';
import { authenticatePlayer, type PlayerCredentials } from '../accounts/player-auth.ts';
import { hostDomain } from '../site/site-routes.ts';
import {
  addFavourite,
  playerBalance,
  playerFavourites,
  playerVipLevels,
  removeFavourite,
  type WalletBrand,
} from './wallet-service.ts';

export interface WalletRouteDeps {
  services: AppServices;
  options: RegisterOptions;
}

export function registerWalletRoutes(app: FastifyInstance, { services, options }: WalletRouteDeps): void {
  const { db, siteConfigs } = services;

  /**
   * The brand of the request host (player calls carry no domain_name: unknownDomain, siteDisabled,
   * siteExpired as for site calls) and the player whose session the body names on it.
   */
  async function player(request: FastifyRequest, credentials: PlayerCredentials) {
    const host = hostDomain(request);
    const config = await siteConfigs.forCall(host, host);
    const account = await authenticatePlayer(db, credentials, config.id);
    const brand: WalletBrand = {
      id: config.id,
      currency: config.document.site.currency,
      providers: config.document.providers,
    };
    return { account, brand };
  }

  registerCall(app, balanceCall, options, async (body, request) => {
    const { account, brand } = await player(request, body);
    return ok(await playerBalance(db, account.id, brand));
  });

  registerCall(app, vipCall, options, async (body, request) => {
    const { account, brand } = await player(request, body);
    return ok({ nextLevel: await playerVipLevels(db, account.id, brand) });
  });

  registerCall(app, favouritesCall, options, async (body, request) => {
    const { account, brand } = await player(request, body);
    return ok({ value: await playerFavourites(db, account.id, brand) });
  });

  registerCall(app, favouriteAddCall, options, async (body, request) => {
    const { account, brand } = await player(request, body);
    return ok({ value: await addFavourite(db, account.id, brand, body.game_code) });
  });

  registerCall(app, favouriteRemoveCall, options, async (body, request) => {
    const { account, brand } = await player(request, body);
    return ok({ value: await removeFavourite(db, account.id, brand, body.game_code) });
  });
}
