import { fairRotateCall, fairSeedsCall } from '#shared/contract/fairness-contract.ts';
import type { Database } from '#server/db/database.ts';
import { ok, type CallRegistry } from '#server/http/register-call.ts';
import { rotateSeedPair, seedPairs } from './fair-seeds.ts';

export function registerFairnessRoutes({
  db,
  calls,
  clock,
}: {
  db: Database;
  calls: CallRegistry;
  clock: () => Date;
}): void {
  calls.register(fairSeedsCall, async (_body, { brand, player: { account } }) =>
    ok({ value: await seedPairs(db, { accountPk: account.id, brandId: brand.id }, clock()) }),
  );
  calls.register(fairRotateCall, async (body, { brand, player: { account } }) =>
    ok({
      value: await rotateSeedPair(
        db,
        { accountPk: account.id, brandId: brand.id },
        body.client_seed,
        clock(),
      ),
    }),
  );
}
