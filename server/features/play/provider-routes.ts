import type { FastifyError, FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  providerBalanceCall,
  providerBetCall,
  providerRollbackCall,
  providerSignatureHeader,
  providerTimestampHeader,
  providerWinCall,
  type ProviderResponse,
} from '#shared/contract/provider-contract.ts';
import type { ApiCall } from '#shared/contract/api-call.ts';
import type { Database } from '#server/db/database.ts';
import { providers } from '#server/db/schema.ts';
import { verifyProviderCallback } from './provider-signature.ts';
import { ProviderWallet } from './provider-wallet.ts';

const jsonType = 'application/json; charset=utf-8';

function refusal(status: 'BAD_REQUEST' | 'INVALID_SIGNATURE'): ProviderResponse {
  return { status, balance: 0, currency: '' };
}

/** The Fastify route of a contract path: `{provider_code}` becomes a path parameter. */
function routeOf(call: ApiCall): string {
  return call.path.replace('{provider_code}', ':provider_code');
}

async function walletSecretOf(db: Database, providerCode: string): Promise<string | null> {
  const [row] = await db
    .select({ secret: providers.walletSecret })
    .from(providers)
    .where(eq(providers.code, providerCode));
  return row?.secret ?? null;
}

/**
 * The seamless-wallet API (decision 0028), in a Fastify scope of its own: bodies stay raw bytes
 * (the signature covers them exactly, whatever the content type), and every refusal of the request
 * itself is HTTP 200 with status BAD_REQUEST or INVALID_SIGNATURE, the providers' convention,
 * without touching the site's error handler. A database outage or a bug is not a refusal: it goes
 * on to the central handler (503/500), which providers treat as "unknown, retry".
 */
export async function registerProviderRoutes(
  app: FastifyInstance,
  { db, clock, validateResponses }: { db: Database; clock: () => Date; validateResponses: boolean },
): Promise<void> {
  const wallet = new ProviderWallet({ db, clock });
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        request.log.debug({ err: error }, 'provider callback refused');
        return reply
          .code(200)
          .type(jsonType)
          .send(JSON.stringify(refusal('BAD_REQUEST')));
      }
      throw error;
    });

    function mount<C extends ApiCall>(
      call: C,
      handle: (providerCode: string, body: z.output<C['request']>) => Promise<ProviderResponse>,
    ) {
      scope.post<{ Params: { provider_code: string } }>(routeOf(call), async (request, reply) => {
        const providerCode = request.params.provider_code;
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        reply.code(200).type(jsonType);
        const signed = verifyProviderCallback({
          secret: providerCode.length <= 64 ? await walletSecretOf(db, providerCode) : null,
          timestamp: request.headers[providerTimestampHeader],
          signature: request.headers[providerSignatureHeader],
          rawBody,
          now: clock(),
        });
        if (!signed) return reply.send(JSON.stringify(refusal('INVALID_SIGNATURE')));
        let parsed: unknown;
        try {
          parsed = JSON.parse(rawBody.toString('utf8'));
        } catch {
          return reply.send(JSON.stringify(refusal('BAD_REQUEST')));
        }
        const body = call.request.safeParse(parsed);
        if (!body.success) return reply.send(JSON.stringify(refusal('BAD_REQUEST')));
        const answer = await handle(providerCode, body.data as z.output<C['request']>);
        return reply.send(JSON.stringify(validateResponses ? call.response.parse(answer) : answer));
      });
    }

    mount(providerBalanceCall, (code, body) => wallet.balance(code, body));
    mount(providerBetCall, (code, body) => wallet.bet(code, body));
    mount(providerWinCall, (code, body) => wallet.win(code, body));
    mount(providerRollbackCall, (code, body) => wallet.rollback(code, body));
  });
}
