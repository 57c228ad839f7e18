import type { FastifyInstance } from 'fastify';
import {
  providerSignatureHeader,
  providerTimestampHeader,
  type ProviderResponse,
} from '#shared/contract/provider-contract.ts';
import { signProviderCallback } from './provider-signature.ts';

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
