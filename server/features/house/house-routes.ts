import type { FastifyInstance } from 'fastify';
import {
  houseCrashBetCall,
  houseCrashCashoutCall,
  houseCrashStateCall,
  houseHashBetCall,
  houseSlotSpinCall,
  houseStateCall,
} from '#shared/contract/house-contract.ts';
import type { Database } from '#server/db/database.ts';
import { ok, type CallRegistry } from '#server/http/register-call.ts';
import { CrashGame } from './crash-game.ts';
import { HouseGames } from './house-games.ts';

/** How often the crash game's decided bets of players who left are settled. */
const crashSweepMs = 1000;

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
  const crash = new CrashGame({
    app,
    db,
    clock,
    houseState: (session) => house.stateFor(session),
  });
  calls.register(houseStateCall, async (body, { brand }) =>
    ok({ value: await house.state(body.token, brand.id) }),
  );
  calls.register(houseSlotSpinCall, async (body, { brand }) =>
    ok({ value: await house.play(brand.id, 'slot', body) }),
  );
  calls.register(houseHashBetCall, async (body, { brand }) =>
    ok({ value: await house.play(brand.id, 'hash', body) }),
  );
  calls.register(houseCrashStateCall, async (body, { brand }) =>
    ok({ value: await crash.state(body.token, brand.id) }),
  );
  calls.register(houseCrashBetCall, async (body, { brand }) =>
    ok({ value: await crash.bet(brand.id, body) }),
  );
  calls.register(houseCrashCashoutCall, async (body, { brand }) =>
    ok({ value: await crash.cashout(brand.id, body) }),
  );

  // Auto cash-outs and lost bets of players who left the page are settled without them; an outage
  // only delays this (the next sweep, or the player's next call, picks it up).
  let sweeping = false;
  const sweep = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    void (async () => {
      for (const brandId of await crash.brandsWithUnpaidBets()) await crash.settleDue(brandId);
    })()
      .catch((error: unknown) => app.log.warn({ err: error }, 'crash sweep failed; retrying'))
      .finally(() => {
        sweeping = false;
      });
  }, crashSweepMs);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
