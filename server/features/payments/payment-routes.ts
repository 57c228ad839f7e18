import {
  bankAddCall,
  bankListCall,
  depositCall,
  depositStatusCall,
  paymentMethodsCall,
  withdrawCall,
} from '#shared/contract/payment-contract.ts';
import type { Database } from '#server/db/database.ts';
import { ok, type CallRegistry, type Caller } from '#server/http/register-call.ts';
import { playerBalance } from '#server/features/wallet/wallet-service.ts';
import { paymentMethodsOf } from './payment-methods.ts';
import { playerDeposit, startDeposit } from './deposit-service.ts';
import {
  addBankAccount,
  playerBankAccounts,
  playerWithdrawalLimits,
  requestWithdrawal,
  type PaymentBrand,
} from './withdrawal-service.ts';

export interface PaymentRouteDeps {
  db: Database;
  /** The demo gateway's pages and callback exist only in demo mode: outside it, it is no method. */
  demoMode: boolean;
  calls: CallRegistry;
  /** The time deposit limits are counted at (tests move it); default: the system clock. */
  clock?: () => Date;
}

/** The player's account and the payments' view of the brand. */
function player({ brand: config, player: { account } }: Caller<'player'>) {
  const brand: PaymentBrand = {
    id: config.id,
    code: config.document.code,
    currency: config.document.site.currency,
    payments: config.document.payments,
    vip: config.document.vip,
  };
  return { account, brand };
}

export function registerPaymentRoutes({
  db,
  demoMode,
  calls,
  clock = () => new Date(),
}: PaymentRouteDeps): void {
  const gatewayOptions = { demoMode };

  calls.register(paymentMethodsCall, async (body, caller) => {
    const { account, brand } = player(caller);
    return ok(paymentMethodsOf(brand, gatewayOptions, await playerWithdrawalLimits(db, account.id, brand)));
  });

  calls.register(bankListCall, async (body, caller) => {
    const { account } = player(caller);
    return ok({ value: await playerBankAccounts(db, account.id) });
  });

  calls.register(bankAddCall, async (body, caller) => {
    const { account, brand } = player(caller);
    const value = await addBankAccount(db, account.id, brand, {
      bankName: body.bank_name,
      accountName: body.account_name,
      accountNumber: body.account_number,
    });
    return ok({ value });
  });

  calls.register(withdrawCall, async (body, caller) => {
    const { account, brand } = player(caller);
    const value = await requestWithdrawal(db, account.id, brand, {
      bankId: body.bank_id,
      amount: body.amount,
      idempotencyKey: body.idempotency_key,
    });
    const balance = await playerBalance(db, account.id, brand);
    return ok({ value, ...balance });
  });

  calls.register(depositCall, async (body, caller) => {
    const { account, brand } = player(caller);
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
      clock(),
    );
    return ok({ value });
  });

  calls.register(depositStatusCall, async (body, caller) => {
    const { account, brand } = player(caller);
    return ok({ value: await playerDeposit(db, account.id, brand, body.reference, gatewayOptions) });
  });
}
