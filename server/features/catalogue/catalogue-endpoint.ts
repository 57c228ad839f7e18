import type { FastifyInstance } from 'fastify';
import type { Env } from '#server/config/env.ts';
import type { Database } from '#server/db/database.ts';
import type { BrandChangeBus } from '#server/features/brands/brand-change-bus.ts';
import { isOperatorRequest } from '#server/features/brands/operator-endpoint.ts';
import {
  catalogueRunPath,
  catalogueRunRequest,
  runCatalogueOnDatabase,
  type CatalogueRunAnswer,
} from './catalogue-cli-core.ts';

/**
 * While the server owns the embedded database, `npm run catalogue` sends its command here
 * (loopback, the lock file's token); the server runs it on its own connection and drops its
 * cached site configuration, so the change shows on the next request.
 */
export function registerCatalogueRunRoute(
  app: FastifyInstance,
  services: { env: Env; db: Database; brandBus: Pick<BrandChangeBus, 'publish'> },
): void {
  app.post(catalogueRunPath, async (request, reply) => {
    if (!isOperatorRequest(request)) return reply.code(403).send({ ok: false, error: 'forbidden' });
    const { actor, command } = catalogueRunRequest.parse(request.body);
    const answer: CatalogueRunAnswer = { code: 0, out: [], err: [] };
    answer.code = await runCatalogueOnDatabase(
      command,
      services.db,
      {
        env: services.env,
        actor,
        out: (line) => answer.out.push(line),
        err: (line) => answer.err.push(line),
      },
      () => services.brandBus.publish(),
    );
    return answer;
  });
}
