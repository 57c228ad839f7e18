import { claimInboxCall, getInboxCall, readInboxCall } from '#shared/contract/inbox-contract.ts';
import type { Database } from '#server/db/database.ts';
import { ok, type CallRegistry, type Caller } from '#server/http/register-call.ts';
import { playerBalance } from '#server/features/wallet/wallet-service.ts';
import { claimInbox, playerInbox, readInbox, type InboxBrand } from './inbox-service.ts';

export interface InboxRouteDeps {
  db: Database;
  calls: CallRegistry;
}

/** The player's account and the inbox's view of the brand. */
function player({ brand: config, player: { account } }: Caller<'player'>) {
  const brand: InboxBrand = {
    id: config.id,
    code: config.document.code,
    currency: config.document.site.currency,
  };
  return { account, brand };
}

export function registerInboxRoutes({ db, calls }: InboxRouteDeps): void {
  calls.register(getInboxCall, async (body, caller) => {
    const { account, brand } = player(caller);
    return ok({ value: await playerInbox(db, account.id, brand) });
  });

  calls.register(claimInboxCall, async (body, caller) => {
    const { account, brand } = player(caller);
    const value = await claimInbox(db, account.id, brand, body.inbox_id);
    const balance = await playerBalance(db, account.id, brand);
    return ok({ value, ...balance });
  });

  calls.register(readInboxCall, async (body, caller) => {
    const { account, brand } = player(caller);
    return ok({ value: await readInbox(db, account.id, brand, body.inbox_id, body.read ?? true) });
  });
}
