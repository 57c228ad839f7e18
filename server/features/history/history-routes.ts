import type { FastifyInstance } from 'fastify';
import { statementCall, transactionHistoryCall } from '../../../shared/contract/payment-contract.ts';
import type { AppServices } from '../../app.ts';
import { ok, registerCall, type RegisterOptions } from '../../http/register-call.ts';
import { authenticatePlayer } from '../accounts/player-auth.ts';
import { hostDomain } from '../site/site-routes.ts';
import { findWallet } from '../wallet/ledger.ts';
import { cashStatement, transactionHistory } from './history-service.ts';

export function registerHistoryRoutes(
  app: FastifyInstance,
  { services, options }: { services: AppServices; options: RegisterOptions },
): void {
  const { db, siteConfigs } = services;

  registerCall(app, transactionHistoryCall, options, async (body, request) => {
    const host = hostDomain(request);
    const config = await siteConfigs.forCall(host, host);
    const account = await authenticatePlayer(db, body, config.id);
    const currency = (await findWallet(db, account.id))?.currency ?? config.document.site.currency;
    const filter = { type: body.type, from: body.from, to: body.to };
    return ok(await transactionHistory(db, account.id, currency, filter, body.page));
  });

  registerCall(app, statementCall, options, async (body, request) => {
    const host = hostDomain(request);
    const config = await siteConfigs.forCall(host, host);
    const account = await authenticatePlayer(db, body, config.id);
    const currency = (await findWallet(db, account.id))?.currency ?? config.document.site.currency;
    return ok({ currency, ...(await cashStatement(db, account.id, currency, body.page)) });
  });
}
