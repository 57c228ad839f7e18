import Fastify, { type FastifyInstance } from 'fastify';
import { type ProviderResponse } from '#shared/contract/provider-contract.ts';
import type { Database } from '#server/db/database.ts';
import { registerProviderRoutes } from '#server/features/play/provider-routes.ts';
import { builtInProviderSecret, sendProviderCallback } from '#server/features/play/provider-callback.ts';

/** The sportsbook's side of the seamless-wallet API: the calls a provider's server makes. */
export interface SportsWallet {
  call(action: 'bet' | 'win', payload: Record<string, unknown>): Promise<ProviderResponse>;
}

/** The provider the sportsbook plays as: brands offer it like any other (catalogue/saba.json). */
export const sportsProviderCode = 'SABA';

/**
 * Calls the signed wallet API of `app` in-process (app.inject), signed with the provider's own
 * secret, exactly as the provider's server would over the network (as the demo providers do).
 */
export function injectedSportsWallet(app: FastifyInstance, db: Database): SportsWallet {
  return {
    async call(action, payload) {
      const sent = await sendProviderCallback(
        app,
        { code: sportsProviderCode, secret: await builtInProviderSecret(db, sportsProviderCode) },
        action,
        payload,
        new Date(),
      );
      // A 5xx (outage, bug) is not an answer: the caller retries the same transaction later.
      if (sent.statusCode !== 200) throw new Error(`wallet ${action} answered HTTP ${sent.statusCode}`);
      return sent.answer;
    },
  };
}

/**
 * For an operator command run outside the server: a Fastify of its own with only the wallet
 * routes, on the command's database connection. Close it when done.
 */
export async function standaloneSportsWallet(
  db: Database,
): Promise<{ wallet: SportsWallet; close(): Promise<void> }> {
  const app = Fastify({ logger: false });
  await registerProviderRoutes(app, { db, clock: () => new Date(), validateResponses: false });
  await app.ready();
  return { wallet: injectedSportsWallet(app, db), close: () => app.close() };
}
