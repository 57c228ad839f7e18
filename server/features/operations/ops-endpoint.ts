import type { FastifyInstance } from 'fastify';
import type { Env } from '#server/config/env.ts';
import type { Database } from '#server/db/database.ts';
import { isOperatorRequest } from '#server/features/brands/operator-endpoint.ts';
import { opsRunPath, opsRunRequest, runOpsCli, type OpsRunAnswer } from './ops-cli-core.ts';

/**
 * While the server owns the embedded database, `npm run ops` sends its command here (loopback, the
 * lock file's token) and the server runs it on its own connection, recording the CLI's actor.
 */
export function registerOpsRunRoute(app: FastifyInstance, services: { env: Env; db: Database }): void {
  app.post(opsRunPath, async (request, reply) => {
    if (!isOperatorRequest(request)) return reply.code(403).send({ ok: false, error: 'forbidden' });
    const { args, actor } = opsRunRequest.parse(request.body);
    const answer: OpsRunAnswer = { code: 0, out: [], err: [] };
    answer.code = await runOpsCli(args, {
      env: services.env,
      actor,
      out: (line) => answer.out.push(line),
      err: (line) => answer.err.push(line),
      // The server's own connection; it stays open after the command.
      openDatabase: async () => ({
        db: services.db,
        kind: 'pglite',
        migrate: async () => undefined,
        close: async () => undefined,
      }),
    });
    return answer;
  });
}
