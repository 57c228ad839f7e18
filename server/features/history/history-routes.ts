import { betHistoryCall } from '#shared/contract/bet-history-contract.ts';
import { statementCall, transactionHistoryCall } from '#shared/contract/payment-contract.ts';
import type { Database } from '#server/db/database.ts';
import { ok, type CallRegistry } from '#server/http/register-call.ts';
import { findWallet } from '#server/features/wallet/ledger.ts';
import { betHistory } from './bet-history-service.ts';
import { cashStatement, transactionHistory } from './history-service.ts';

export function registerHistoryRoutes({
  db,
  calls,
  clock,
}: {
  db: Database;
  calls: CallRegistry;
  clock: () => Date;
}): void {
  calls.register(transactionHistoryCall, async (body, { brand: config, player: { account } }) => {
    const currency = (await findWallet(db, account.id))?.currency ?? config.document.site.currency;
    const filter = { type: body.type, from: body.from, to: body.to };
    return ok(await transactionHistory(db, account.id, currency, filter, body.page));
  });

  calls.register(statementCall, async (body, { brand: config, player: { account } }) => {
    const currency = (await findWallet(db, account.id))?.currency ?? config.document.site.currency;
    return ok({ currency, ...(await cashStatement(db, account.id, currency, body.page)) });
  });

  calls.register(betHistoryCall, async (body, { brand: config, player: { account } }) => {
    const currency = (await findWallet(db, account.id))?.currency ?? config.document.site.currency;
    const filter = { from: body.from, to: body.to, gameType: body.game_type, status: body.status };
    return ok(await betHistory(db, account.id, currency, filter, body.page, clock()));
  });
}
