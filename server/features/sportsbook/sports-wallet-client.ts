import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  providerSignatureHeader,
  providerTimestampHeader,
  type ProviderResponse,
} from '#shared/contract/provider-contract.ts';
import type { Database } from '#server/db/database.ts';
import { providers } from '#server/db/schema.ts';
import { registerProviderRoutes } from '#server/features/play/provider-routes.ts';
import { signProviderCallback } from '#server/features/play/provider-signature.ts';

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
      const [provider] = await db
        .select({ secret: providers.walletSecret })
        .from(providers)
        .where(eq(providers.code, sportsProviderCode));
      const raw = JSON.stringify(payload);
      const timestamp = String(Math.floor(Date.now() / 1000));
      const response = await app.inject({
        method: 'POST',
        url: `/api/provider/${sportsProviderCode}/${action}`,
        headers: {
          'content-type': 'application/json',
          [providerTimestampHeader]: timestamp,
          [providerSignatureHeader]: signProviderCallback(provider?.secret ?? '', timestamp, raw),
        },
        payload: raw,
      });
      // A 5xx (outage, bug) is not an answer: the caller retries the same transaction later.
      if (response.statusCode !== 200)
        throw new Error(`wallet ${action} answered HTTP ${response.statusCode}`);
      return JSON.parse(response.body) as ProviderResponse;
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
