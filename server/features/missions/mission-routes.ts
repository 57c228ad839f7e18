import { missionClaimCall, missionListCall, missionOptInCall } from '#shared/contract/mission-contract.ts';
import type { Database } from '#server/db/database.ts';
import { ok, type CallRegistry, type Caller } from '#server/http/register-call.ts';
import { playerBalance } from '#server/features/wallet/wallet-service.ts';
import { claimMission, optInMission, playerMissions, type MissionBrand } from './mission-service.ts';

export interface MissionRouteDeps {
  db: Database;
  calls: CallRegistry;
  clock: () => Date;
}

function player({ brand: config, player: { account } }: Caller<'player'>) {
  const brand: MissionBrand = { id: config.id, document: config.document };
  return { account, brand };
}

export function registerMissionRoutes({ db, calls, clock }: MissionRouteDeps): void {
  calls.register(missionListCall, async (body, caller) => {
    const { account, brand } = player(caller);
    return ok({ value: await playerMissions(db, account.id, brand, clock()) });
  });

  calls.register(missionOptInCall, async (body, caller) => {
    const { account, brand } = player(caller);
    return ok({ value: await optInMission(db, account.id, brand, body.mission_id, clock()) });
  });

  calls.register(missionClaimCall, async (body, caller) => {
    const { account, brand } = player(caller);
    const value = await claimMission(db, account.id, brand, body.mission_id, clock());
    const balance = await playerBalance(db, account.id, { currency: brand.document.site.currency });
    return ok({ value, ...balance });
  });
}
