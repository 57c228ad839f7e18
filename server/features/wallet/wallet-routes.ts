import {
  favouriteAddCall,
  favouritesCall,
  favouriteRemoveCall,
  balanceCall,
  vipCall,
} from '#shared/contract/wallet-contract.ts';
import { vipLadderOf } from '#shared/vip/vip-ladder.ts';
import type { Database } from '#server/db/database.ts';
import { ok, type CallRegistry, type Caller } from '#server/http/register-call.ts';
import { walletAfterUnlocks } from '#server/features/minigame/minigame-service.ts';
import {
  addFavourite,
  balanceOf,
  playerFavourites,
  playerVipLevels,
  removeFavourite,
  sharedWalletRead,
  type WalletBrand,
} from './wallet-service.ts';

export interface WalletRouteDeps {
  db: Database;
  calls: CallRegistry;
  clock: () => Date;
}

/** The player's account and the wallet's view of the brand. */
function player({ brand: config, player: { account } }: Caller<'player'>) {
  const brand: WalletBrand = {
    id: config.id,
    currency: config.document.site.currency,
    offer: config.document,
    vipLadder: vipLadderOf(config.document),
  };
  return { account, brand };
}

export function registerWalletRoutes({ db, calls, clock }: WalletRouteDeps): void {
  calls.register(balanceCall, async (body, caller) => {
    const { account, brand } = player(caller);
    // The header asks after rounds and deposits: frozen minigame tokens whose condition is now met
    // are unlocked first, so the balance it shows is current (decision 0037).
    const read = await sharedWalletRead(db, account.id);
    const wallet = await walletAfterUnlocks(db, account.id, brand.id, clock(), read);
    return ok(balanceOf(wallet, brand));
  });

  calls.register(vipCall, async (body, caller) => {
    const { account, brand } = player(caller);
    return ok({ nextLevel: await playerVipLevels(db, account.id, brand) });
  });

  calls.register(favouritesCall, async (body, caller) => {
    const { account, brand } = player(caller);
    return ok({ value: await playerFavourites(db, account.id, brand) });
  });

  calls.register(favouriteAddCall, async (body, caller) => {
    const { account, brand } = player(caller);
    return ok({ value: await addFavourite(db, account.id, brand, body.game_code) });
  });

  calls.register(favouriteRemoveCall, async (body, caller) => {
    const { account, brand } = player(caller);
    return ok({ value: await removeFavourite(db, account.id, brand, body.game_code) });
  });
}
