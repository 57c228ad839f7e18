import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Env } from '#server/config/env.ts';
import type { Database } from '#server/db/database.ts';
import type { SiteConfigs } from '#server/features/site/site-config.ts';
import { hostDomain } from '#server/http/host-domain.ts';
import { listOutbox } from '#server/features/sms/sms-outbox-repository.ts';
import { ApiError } from '#server/http/api-error.ts';
import { escapeHtml } from '#server/http/html-escape.ts';

/**
 * The outbox exists only in demo mode (DEMO_MODE's resolved value). Not NODE_ENV: a server on
 * PostgreSQL with NODE_ENV unset must not show anyone's login codes (decision 0013).
 */
export function devOutboxEnabled(env: Pick<Env, 'DEMO_MODE'>): boolean {
  return env.DEMO_MODE;
}

const querySchema = z.object({
  phone: z
    .string()
    .regex(/^\+?[0-9]{1,15}$/)
    .optional(),
  account_id: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,20}$/)
    .transform((value) => value.toLowerCase())
    .optional(),
});

/**
 * GET /dev/outbox: the SMS the local driver "sent" for the host's brand, newest first, at most 50,
 * filterable by `phone` and `account_id`. JSON by default; a browser asking for HTML gets a
 * plain table. Not registered at all unless devOutboxEnabled (404 like any unknown path).
 */
export function registerDevOutbox(
  app: FastifyInstance,
  deps: { env: Pick<Env, 'DEMO_MODE'>; db: Database; siteConfigs: SiteConfigs },
): void {
  if (!devOutboxEnabled(deps.env)) return;
  app.get('/dev/outbox', async (request, reply) => {
    const query = querySchema.parse(request.query);
    const brand = await deps.siteConfigs.byDomain(hostDomain(request));
    if (!brand) throw new ApiError('unknownDomain', 404);
    const rows = await listOutbox(deps.db, {
      brandId: brand.id,
      phone: query.phone && (query.phone.startsWith('+') ? query.phone : `+${query.phone}`),
      accountId: query.account_id,
      limit: 50,
    });
    const messages = rows.map((row) => ({
      id: row.id,
      account_id: row.accountId,
      phone: row.phone,
      body: row.body,
      driver: row.driver,
      status: row.status,
      created_at: row.createdAt.toISOString(),
    }));
    reply.header('cache-control', 'no-store');
    const accept = request.headers.accept ?? '';
    if (accept.includes('text/html')) {
      const lines = messages
        .map(
          (m) =>
            `<tr><td>${escapeHtml(m.created_at)}</td><td>${escapeHtml(m.account_id)}</td>` +
            `<td>${escapeHtml(m.phone)}</td><td>${escapeHtml(m.body)}</td><td>${escapeHtml(m.status)}</td></tr>`,
        )
        .join('');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SMS outbox</title>` +
            `<meta name="robots" content="noindex"></head><body><h1>SMS outbox — ${escapeHtml(brand.document.site.site_name)}</h1>` +
            `<table><thead><tr><th>Sent</th><th>Account</th><th>Phone</th><th>Message</th><th>Status</th></tr></thead>` +
            `<tbody>${lines}</tbody></table></body></html>`,
        );
    }
    return reply
      .type('application/json; charset=utf-8')
      .send({ statusCode: 1, message: 'OK', value: messages });
  });
}
