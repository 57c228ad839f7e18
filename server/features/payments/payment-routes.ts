import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  bankAddCall,
  bankListCall,
  depositCall,
  depositStatusCall,
  paymentMethodsCall,
  withdrawCall,
} from '../../../shared/contract/payment-contract.ts';
import type { AppServices } from '../../app.ts';
import { ok, registerCall, type RegisterOptions } from '../../http/register-call.ts';
import { authenticatePlayer, type PlayerCredentials } from '../accounts/player-auth.ts';
import { hostDomain } from '../site/site-routes.ts';
import { playerBalance } from '../wallet/wallet-service.ts';
import { paymentMethodsOf } from './payment-methods.ts';
import { playerDeposit, startDeposit } from './deposit-service.ts';
import {
  addBankAccount,
  playerBankAccounts,
  requestWithdrawal,
  type PaymentBrand,
} from './withdrawal-service.ts';

export interface PaymentRouteDeps {
  services: AppServices;
  options: RegisterOptions;
}

export function registerPaymentRoutes(app: FastifyInstance, { services, options }: PaymentRouteDeps): void {
  const { db, siteConfigs } = services;
  // The demo gateway's pages and callback exist only in demo mode: outside it, it is no method.
  const gatewayOptions = { demoMode: services.env.DEMO_MODE };

  /** The brand of the request host and the player whose session the body names on it. */
  async function player(request: FastifyRequest, credentials: PlayerCredentials) {
    const host = hostDomain(request);
    const config = await siteConfigs.forCall(host, host);
    const account = await authenticatePlayer(db, credentials, config.id);
    const brand: PaymentBrand = {
      id: config.id,
      code: config.document.code,
      currency: config.document.site.currency,
    };
    return { account, brand, providers: config.document.providers };
  }

  registerCall(app, paymentMethodsCall, options, async (body, request) => {
    const { brand } = await player(request, body);
    return ok(paymentMethodsOf(brand, gatewayOptions));
  });

  registerCall(app, bankListCall, options, async (body, request) => {
    const { account } = await player(request, body);
    return ok({ value: await playerBankAccounts(db, account.id) });
  });

  registerCall(app, bankAddCall, options, async (body, request) => {
    const { account, brand } = await player(request, body);
    const value = await addBankAccount(db, account.id, brand, {
      bankName: body.bank_name,
      accountName: body.account_name,
      accountNumber: body.account_number,
    });
    return ok({ value });
  });

  registerCall(app, withdrawCall, options, async (body, request) => {
    const { account, brand, providers } = await player(request, body);
    const value = await requestWithdrawal(db, account.id, brand, {
      bankId: body.bank_id,
      amount: body.amount,
      idempotencyKey: body.idempotency_key,
    });
    const balance = await playerBalance(db, account.id, {
      id: brand.id,
      currency: brand.currency,
      providers,
    });
    return ok({ value, ...balance });
  });

  registerCall(app, depositCall, options, async (body, request) => {
    const { account, brand } = await player(request, body);
    const value = await startDeposit(
      db,
      account.id,
      brand,
      {
        method: body.method,
        amount: body.amount,
        idempotencyKey: body.idempotency_key,
      },
      gatewayOptions,
    );
    return ok({ value });
  });

  registerCall(app, depositStatusCall, options, async (body, request) => {
    const { account, brand } = await player(request, body);
    return ok({ value: await playerDeposit(db, account.id, brand, body.reference, gatewayOptions) });
  });
}
