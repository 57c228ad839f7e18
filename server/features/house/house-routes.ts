import type { FastifyInstance } from 'fastify';
import { houseHashBetCall, houseSlotSpinCall, houseStateCall } from '#shared/contract/house-contract.ts';
import type { Database } from '#server/db/database.ts';
import { ok, type CallRegistry } from '#server/http/register-call.ts';
import { HouseGames } from './house-games.ts';

/**
 * The house games' calls. They are `site` calls (the brand is the host's) authenticated by the game
 * session token in the body, checked by HouseGames against that brand: the token is the game
 * client's credential, as with any provider's game server (register-call needs no new level).
 */
export function registerHouseRoutes(
  app: FastifyInstance,
  { db, calls, clock }: { db: Database; calls: CallRegistry; clock: () => Date },
): void {
  const house = new HouseGames({ app, db, clock });
  calls.register(houseStateCall, async (body, { brand }) =>
    ok({ value: await house.state(body.token, brand.id) }),
  );
  calls.register(houseSlotSpinCall, async (body, { brand }) =>
    ok({ value: await house.play(brand.id, 'slot', body) }),
  );
  calls.register(houseHashBetCall, async (body, { brand }) =>
    ok({ value: await house.play(brand.id, 'hash', body) }),
  );
}
