import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  providerSignatureHeader,
  providerTimestampHeader,
  type ProviderResponse,
} from '#shared/contract/provider-contract.ts';
import type { Executor } from '#server/db/database.ts';
import { providers } from '#server/db/schema.ts';
import { signProviderCallback } from './provider-signature.ts';

/**
 * The wallet secret of a provider whose game server runs inside Marquee (HOUSE, the sportsbook):
 * nobody outside needs to know it, so the first call that needs it generates 32 random bytes and
 * stores them when none is set (the update only fills an empty secret, so server copies racing here
 * all read the same one). Null only when the provider is not in the catalogue.
 */
export async function builtInProviderSecret(db: Executor, code: string): Promise<string | null> {
  const read = async () => {
    const [row] = await db
      .select({ secret: providers.walletSecret })
      .from(providers)
      .where(eq(providers.code, code));
    return row;
  };
  const row = await read();
  if (!row || row.secret) return row?.secret ?? null;
  await db
    .update(providers)
    .set({ walletSecret: randomBytes(32).toString('base64url') })
    .where(and(eq(providers.code, code), isNull(providers.walletSecret)));
  return (await read())?.secret ?? null;
}

/**
 * Sends one seamless-wallet callback through `app`'s own provider routes (app.inject), signed with
 * the provider's secret, exactly as the provider's server would over the network: the games that
 * run inside Marquee (the demo driver, the house games, the sportsbook) settle through the same
 * signature, idempotency and debit-guard code as an outside provider.
 */
export async function sendProviderCallback(
  app: FastifyInstance,
  provider: { code: string; secret: string | null },
  action: 'balance' | 'bet' | 'win' | 'rollback',
  payload: Record<string, unknown>,
  now: Date,
): Promise<{ statusCode: number; answer: ProviderResponse }> {
  const raw = JSON.stringify(payload);
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const response = await app.inject({
    method: 'POST',
    url: `/api/provider/${provider.code}/${action}`,
    headers: {
      'content-type': 'application/json',
      [providerTimestampHeader]: timestamp,
      [providerSignatureHeader]: signProviderCallback(provider.secret ?? '', timestamp, raw),
    },
    payload: raw,
  });
  return { statusCode: response.statusCode, answer: JSON.parse(response.body) as ProviderResponse };
}
