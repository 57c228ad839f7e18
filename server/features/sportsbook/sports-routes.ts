import type { FastifyInstance } from 'fastify';
import { placeSportsBetCall, sportsEventsCall } from '#shared/contract/sportsbook-contract.ts';
import type { Env } from '#server/config/env.ts';
import type { Database } from '#server/db/database.ts';
import { isOperatorRequest } from '#server/features/brands/operator-endpoint.ts';
import { ok, type CallRegistry } from '#server/http/register-call.ts';
import { runSportsCli, sportsRunPath, sportsRunRequest, type SportsRunAnswer } from './sports-cli-core.ts';
import { listOpenEvents, placeSportsBets } from './sports-service.ts';
import { injectedSportsWallet } from './sports-wallet-client.ts';

export interface SportsRouteDeps {
  env: Env;
  db: Database;
  calls: CallRegistry;
  clock: () => Date;
}

/**
 * The sportsbook's calls, and the route `npm run sports` sends its command to while the server owns
 * the embedded database (loopback, the lock file's token). Bets and wins go through this app's own
 * signed wallet API, in-process.
 */
export function registerSportsRoutes(app: FastifyInstance, { env, db, calls, clock }: SportsRouteDeps): void {
  const wallet = injectedSportsWallet(app, db);

  calls.register(sportsEventsCall, async () => ok({ value: await listOpenEvents(db) }));

  calls.register(placeSportsBetCall, async (body, { brand, player }) => {
    const placed = await placeSportsBets(db, wallet, {
      brand,
      accountPk: player.account.id,
      kind: body.kind,
      selectionIds: body.selection_ids,
      stake: body.stake,
      idempotencyKey: body.idempotency_key,
      now: clock(),
    });
    return ok(placed);
  });

  app.post(sportsRunPath, async (request, reply) => {
    if (!isOperatorRequest(request)) return reply.code(403).send({ ok: false, error: 'forbidden' });
    const { args, actor } = sportsRunRequest.parse(request.body);
    const answer: SportsRunAnswer = { code: 0, out: [], err: [] };
    answer.code = await runSportsCli(args, {
      env,
      actor,
      out: (line) => answer.out.push(line),
      err: (line) => answer.err.push(line),
      inServer: { db, wallet },
    });
    return answer;
  });
}
