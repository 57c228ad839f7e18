import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { depositReferenceField } from '#shared/contract/payment-contract.ts';
import { formatMinor } from '#shared/money/currency.ts';
import type { Database } from '#server/db/database.ts';
import { brands } from '#server/db/schema.ts';
import { ApiError } from '#server/http/api-error.ts';
import { findDeposit } from './deposit-repository.ts';
import { settleDeposit } from './deposit-service.ts';
import { signDemoCallback, verifyDemoCallback } from './payment-gateway.ts';

export const demoCallbackPath = '/api/payments/demo/callback';
export const demoSignatureHeader = 'x-demo-signature';

const callbackBody = z.object({
  reference: depositReferenceField,
  status: z.enum(['paid', 'cancelled']),
});

const html = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{font-size:1rem;padding:.6rem 1.4rem;margin-right:.5rem}</style></head><body>${body}</body></html>`;

/**
 * The demo payment gateway: its signed callback (HMAC-SHA256 of the exact body in the
 * x-demo-signature header, checked in constant time; credits once per reference, safe to repeat
 * and race) and its hosted pay page, whose buttons send that callback from the server.
 */
export function registerDemoGatewayRoutes(
  app: FastifyInstance,
  { db, secret }: { db: Database; secret: string },
): void {
  void app.register(async (scope) => {
    // The signature covers the exact bytes, so this scope keeps bodies as text.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      done(null, body);
    });
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    scope.post(demoCallbackPath, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      if (!verifyDemoCallback(raw, request.headers[demoSignatureHeader], secret))
        throw new ApiError('permissionDenied', 401);
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        throw new ApiError('invalidJson', 400);
      }
      const body = callbackBody.parse(parsed);
      const row = await settleDeposit(db, body.reference, body.status, 'gateway:demo', 'demo');
      return reply.send({ statusCode: 1, message: 'OK', reference: row.reference, status: row.status });
    });

    scope.get<{ Params: { reference: string } }>('/payments/demo/pay/:reference', async (request, reply) => {
      const reference = depositReferenceField.safeParse(request.params.reference);
      const row = reference.success ? await findDeposit(db, reference.data) : undefined;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!row || row.method !== 'demo')
        return reply.code(404).send(html('Not found', '<h1>Payment not found</h1>'));
      const [brand] = await db
        .select({ currency: sql<string>`${brands.document} -> 'site' ->> 'currency'` })
        .from(brands)
        .where(eq(brands.id, row.brandId));
      const currency = brand?.currency ?? 'USD';
      const amount = `${formatMinor(row.amountMinor, currency)} ${currency}`;
      // The way back to the site: its /deposit page shows this deposit's state (same host).
      const back = `<p><a href="/deposit?reference=${row.reference}">Back to the site</a></p>`;
      if (row.status !== 'pending')
        return reply.send(
          html('Payment', `<h1>Payment ${row.status}</h1><p>${row.reference}: ${amount}</p>${back}`),
        );
      return reply.send(
        html(
          'Demo payment',
          `<h1>Demo payment</h1><p>Reference ${row.reference}</p><p>Amount <strong>${amount}</strong></p>` +
            `<form method="post" action="/payments/demo/pay/${row.reference}">` +
            `<button name="outcome" value="paid">Pay</button><button name="outcome" value="cancelled">Cancel</button></form>`,
        ),
      );
    });

    scope.post<{ Params: { reference: string } }>('/payments/demo/pay/:reference', async (request, reply) => {
      const reference = depositReferenceField.safeParse(request.params.reference);
      const outcome = (request.body as { outcome?: unknown } | undefined)?.outcome;
      if (!reference.success || (outcome !== 'paid' && outcome !== 'cancelled'))
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .send(html('Bad request', '<h1>Bad request</h1>'));
      // The gateway's side: send the signed callback, as the real one would.
      const payload = JSON.stringify({ reference: reference.data, status: outcome });
      await app.inject({
        method: 'POST',
        url: demoCallbackPath,
        headers: {
          'content-type': 'application/json',
          [demoSignatureHeader]: signDemoCallback(payload, secret),
        },
        payload,
      });
      return reply.redirect(`/payments/demo/pay/${reference.data}`, 303);
    });
  });
}
