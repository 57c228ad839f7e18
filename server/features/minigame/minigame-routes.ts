import {
  minigameInfoCall,
  minigameSpinCall,
  spinInfoCall,
  spinSpinCall,
} from '#shared/contract/minigame-contract.ts';
import type { Database } from '#server/db/database.ts';
import { ok, type CallRegistry, type Caller } from '#server/http/register-call.ts';
import { playerBalance } from '#server/features/wallet/wallet-service.ts';
import { dailyInfo, spin, wheelInfo, type MinigameBrand } from './minigame-service.ts';

export interface MinigameRouteDeps {
  db: Database;
  calls: CallRegistry;
  clock: () => Date;
}

function player({ brand: config, player: { account } }: Caller<'player'>) {
  const brand: MinigameBrand = { id: config.id, document: config.document };
  return { account, brand };
}

export function registerMinigameRoutes({ db, calls, clock }: MinigameRouteDeps): void {
  // Every answer carries the balances after the call, so the header updates without a reload.
  const balances = (accountPk: number, brand: MinigameBrand) =>
    playerBalance(db, accountPk, { currency: brand.document.site.currency });

  calls.register(minigameInfoCall, async (_body, caller) => {
    const { account, brand } = player(caller);
    const value = await wheelInfo(db, account.id, brand, clock());
    return ok({ value, ...(await balances(account.id, brand)) });
  });

  calls.register(minigameSpinCall, async (body, caller) => {
    const { account, brand } = player(caller);
    const now = clock();
    const spun = await spin(db, account.id, brand, 'wheel', body.request_id, now);
    const info = await wheelInfo(db, account.id, brand, now);
    return ok({ value: { spin: spun, info }, ...(await balances(account.id, brand)) });
  });

  calls.register(spinInfoCall, async (_body, caller) => {
    const { account, brand } = player(caller);
    const value = await dailyInfo(db, account.id, brand, clock());
    return ok({ value, ...(await balances(account.id, brand)) });
  });

  calls.register(spinSpinCall, async (body, caller) => {
    const { account, brand } = player(caller);
    const now = clock();
    const spun = await spin(db, account.id, brand, 'daily', body.request_id, now);
    const info = await dailyInfo(db, account.id, brand, now);
    return ok({ value: { spin: spun, info }, ...(await balances(account.id, brand)) });
  });
}
